/**
 * Query keys per resource, in the shape of medusa's `queryKeysFactory`: `all` ⊃ `lists()` ⊃ `list(query)` and
 * `all` ⊃ `details()` ⊃ `detail(id)`, so a mutation can invalidate exactly the level it changed.
 * Keys carry no project id: signing out or connecting elsewhere clears the whole cache instead.
 */
export function queryKeysFactory<const TScope extends string, TListQuery = undefined>(scope: TScope) {
  const keys = {
    all: [scope] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (query?: TListQuery) => [...keys.lists(), { query }] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: string) => [...keys.details(), id] as const,
  };
  return keys;
}
