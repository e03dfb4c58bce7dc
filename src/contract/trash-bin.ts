import { z } from 'zod';
import { binResourceTypeSchema } from './bin-resource-type.ts';
import { conditionsSchema } from './campaign-template.ts';

export const trashBinItemSchema = z
  .object({
    id: z.string(),
    created_at: z.string(),
    /** The person who moved it to the bin from the console; null when an API key or token did. */
    deleted_by_user_id: z.string().nullable(),
    resource_id: z.string(),
    resource_type: binResourceTypeSchema,
    /** A campaign's, product's or SKU's name, or a voucher's code. */
    resource_name: z.string(),
    /** A voucher's campaign, an SKU's product; null otherwise. */
    resource_parent_id: z.string().nullable(),
    object: binResourceTypeSchema,
  })
  .meta({ id: 'TrashBinItem' });
export type TrashBinItem = z.infer<typeof trashBinItemSchema>;

export const trashBinListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(trashBinItemSchema),
    /** As the official docs define it: the number of entries in `data`. */
    total: z.number().int(),
    has_more: z.boolean(),
    more_starting_after: z.string().optional(),
  })
  .meta({ id: 'TrashBinListResponseBody' });
export type TrashBinList = z.infer<typeof trashBinListSchema>;

const typeConditions = z
  .object({
    $in: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(binResourceTypeSchema).max(4)).optional(),
    $not_in: z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(binResourceTypeSchema).max(4)).optional(),
    $is: binResourceTypeSchema.optional(),
    $is_not: binResourceTypeSchema.optional(),
  })
  .strict();

/** The official `ParameterFiltersListBin`, parsed from `filters[...]` bracket parameters. */
export const trashBinFiltersSchema = z
  .object({
    junction: z.enum(['and', 'or']).optional(),
    id: z.object({ conditions: conditionsSchema }).strict().optional(),
    resource_type: z.object({ conditions: typeConditions }).strict().optional(),
    resource_name: z.object({ conditions: conditionsSchema }).strict().optional(),
    resource_id: z.object({ conditions: conditionsSchema }).strict().optional(),
  })
  .strict();
export type TrashBinFilters = z.infer<typeof trashBinFiltersSchema>;

export const trashBinQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  /** By entry id; without it, newest first (`-id`), as entries are listed in the console. */
  order: z.enum(['id', '-id']).default('-id'),
  starting_after_id: z.string().min(1).max(100).optional(),
});
export type TrashBinQuery = z.input<typeof trashBinQuerySchema> & { filters?: TrashBinFilters };
