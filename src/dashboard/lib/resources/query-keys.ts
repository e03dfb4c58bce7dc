import { getChosenProjectId } from '../session.ts';

/**
 * Query keys per resource, in the shape of medusa's `queryKeysFactory`: `all()` ⊃ `lists()` ⊃ `list(query)` and
 * `all()` ⊃ `details()` ⊃ `detail(id)`, so a mutation can invalidate exactly the level it changed. Every key starts
 * with the project the API client sends the request to, so no answer is ever shown for another project.
 */
export function queryKeysFactory<const TScope extends string, TListQuery = undefined>(scope: TScope) {
  const keys = {
    all: () => [getChosenProjectId(), scope] as const,
    lists: () => [...keys.all(), 'list'] as const,
    list: (query?: TListQuery) => [...keys.lists(), { query }] as const,
    details: () => [...keys.all(), 'detail'] as const,
    detail: (id: string) => [...keys.details(), id] as const,
  };
  return keys;
}
