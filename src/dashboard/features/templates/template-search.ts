import { z } from 'zod';
import { cursorsSearchParam } from '../../lib/paging.ts';
import { searchTextRefusal } from '../../lib/search-refusal.ts';
import {
  templateCampaignTypeSchema,
  templateFiltersSchema,
  type TemplateFilters,
  type TemplateListQuery,
} from '../../../contract/campaign-template.ts';

export const templatePageSizes = [10, 25, 50, 100] as const;

/** The list's orders: the service's default (oldest first, no `order` sent) and its two id orders. */
export const templateOrders = { created: 'Oldest first', id: 'ID, A to Z', '-id': 'ID, Z to A' } as const;
type TemplateOrder = keyof typeof templateOrders;
const templateOrderSchema = z.enum(Object.keys(templateOrders) as [TemplateOrder, ...TemplateOrder[]]);

/**
 * The template list's state in the URL. `cursors` is the history of `starting_after_id` values that led to this
 * page (empty on page one), so Previous is one pop away and a pasted link reopens the same page. Bad values fall
 * back to defaults rather than failing, since links get hand-edited.
 */
export const templatesSearchSchema = z.object({
  limit: z
    .number()
    .int()
    .refine((n) => (templatePageSizes as readonly number[]).includes(n))
    .default(10)
    .catch(10),
  order: templateOrderSchema.default('created').catch('created'),
  total: z.boolean().default(false).catch(false),
  /** Kept whole, so a name past the limit is refused. */
  name: z.string().trim().default('').catch(''),
  match: z.enum(['contains', 'starts_with']).default('contains').catch('contains'),
  type: templateCampaignTypeSchema.optional().catch(undefined),
  cursors: cursorsSearchParam,
});
export type TemplatesSearch = z.output<typeof templatesSearchSchema>;

/** Defaults are left out of the URL, so the plain `/templates` link and page one are the same address. */
export const templatesSearchDefaults = {
  limit: 10,
  order: 'created',
  total: false,
  name: '',
  match: 'contains',
  cursors: [],
} satisfies Partial<TemplatesSearch>;

function toFilters(search: TemplatesSearch): TemplateFilters | undefined {
  const filters: TemplateFilters = {};
  if (search.name) {
    filters.name = {
      conditions: search.match === 'contains' ? { $contains: search.name } : { $starts_with: search.name },
    };
  }
  if (search.type) filters.campaign_type = { conditions: { $is: search.type } };
  return Object.keys(filters).length ? { junction: 'and', ...filters } : undefined;
}

/** What the service is asked for the page the URL describes. */
export function toTemplateListQuery(search: TemplatesSearch): TemplateListQuery {
  return {
    limit: search.limit,
    order: search.order === 'created' ? undefined : search.order,
    include_total: search.total ? 'true' : 'false',
    starting_after_id: search.cursors.at(-1),
    filters: toFilters(search),
  };
}

/** Why the service would refuse the name filter; the list then asks for nothing and the field says why. */
export const templatesSearchRefusal = (query: TemplateListQuery) =>
  searchTextRefusal(templateFiltersSchema, query.filters ?? {}, 'name');

/** A change of size, order or filter starts again at page one: old cursors belong to another listing. */
export function withListChange(search: TemplatesSearch, change: Partial<TemplatesSearch>): TemplatesSearch {
  return { ...search, ...change, cursors: [] };
}
