import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  savedViewListSchema,
  savedViewSchema,
  viewStateSchema,
  type SavedView,
  type SavedViewCreate,
  type SavedViewUpdate,
  type ViewList,
  type ViewState,
} from '../../../contract/saved-view.ts';
import { apiRequest } from '../api-client.ts';
import { getChosenProjectId } from '../session.ts';
import { queryKeysFactory } from './query-keys.ts';

export const savedViewKeys = queryKeysFactory<'saved-views', ViewList | undefined>('saved-views');
const base = () => `/promodesk/projects/${encodeURIComponent(getChosenProjectId() ?? '')}/views`;

/**
 * The person's own views and the project's shared ones: of one list for its menu, of every list for the command
 * palette (`savedViewsQueryOptions()` with `viewTarget` gives each view's page).
 */
export function savedViewsQueryOptions(list?: ViewList) {
  return queryOptions({
    queryKey: savedViewKeys.list(list),
    queryFn: ({ signal }) =>
      apiRequest({ path: base(), query: list ? { list } : {}, schema: savedViewListSchema, signal }),
  });
}

/** Where each list lives in the console; a campaign's vouchers are opened from that campaign, so they have none. */
const listPaths: Record<ViewList, string | undefined> = {
  campaigns: '/campaigns',
  vouchers: undefined,
  customers: '/customers',
  orders: '/orders',
  redemptions: '/redemptions',
  products: '/products',
  promotions: '/promotions',
  templates: '/templates',
  rules: '/rules',
  collections: '/collections',
  loyalty: '/loyalty',
  events: '/events',
  audit: '/project/audit',
};

/** The page and search params a view opens, for a link or `navigate`; none for a list without a page of its own. */
export function viewTarget(view: SavedView): { to: string; search: ViewState } | undefined {
  const to = listPaths[view.list];
  return to === undefined ? undefined : { to, search: view.state };
}

/** What of a list's search params a view keeps: filters, columns, order and size, not the page it was on. */
const pagePosition = new Set(['page', 'cursor', 'cursors', 'starting_after', 'project']);
export function viewStateOf(search: Record<string, unknown>): ViewState {
  const kept = Object.entries(search).filter(
    ([key, value]) => !pagePosition.has(key) && viewStateSchema.safeParse({ [key]: value }).success,
  );
  const state = viewStateSchema.safeParse(Object.fromEntries(kept));
  return state.success ? state.data : {};
}

function useViewChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.lists() }),
  });
}

export const useCreateView = () =>
  useViewChange((view: SavedViewCreate) =>
    apiRequest({ method: 'POST', path: base(), body: view, schema: savedViewSchema }),
  );

export const useUpdateView = () =>
  useViewChange(({ id, ...change }: SavedViewUpdate & { id: string }) =>
    apiRequest({ method: 'PATCH', path: `${base()}/${encodeURIComponent(id)}`, body: change, schema: savedViewSchema }),
  );

export const useDeleteView = () =>
  useViewChange((id: string) => apiRequest({ method: 'DELETE', path: `${base()}/${encodeURIComponent(id)}` }));
