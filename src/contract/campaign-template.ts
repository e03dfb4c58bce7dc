import { z } from 'zod';
import { timestampSchema } from './common.ts';

export const templateCampaignTypeSchema = z.enum(['DISCOUNT_COUPONS', 'GIFT_VOUCHERS']);

export const campaignTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().optional(),
    campaign_type: templateCampaignTypeSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema.optional(),
    object: z.literal('campaign_template'),
  })
  .meta({ id: 'CampaignTemplate' });
export type CampaignTemplate = z.infer<typeof campaignTemplateSchema>;

/** PUT /v1/templates/campaigns/{id}: a new name (unique in the project) or description (`null` clears it). */
export const templateUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'A template needs a name').max(200).optional(),
    description: z.string().max(1000).nullable().optional(),
  })
  .meta({ id: 'TemplatesCampaignsUpdateRequestBody' });
export type TemplateUpdate = z.infer<typeof templateUpdateSchema>;

/**
 * GET /v1/templates/campaigns/{id}: the hosted `expand=json_template` adds the hosted service's own campaign JSON, a
 * shape it does not document; Promodesk refuses it rather than answer without it.
 */
export const templateReadQuerySchema = z.object({ expand: z.enum(['json_template']).optional() });

const stringOperators = [
  '$in',
  '$not_in',
  '$is',
  '$is_not',
  '$has_value',
  '$is_unknown',
  '$starts_with',
  '$ends_with',
  '$contains',
  '$not_contain',
] as const;
export const templateFilterOperatorSchema = z.enum(stringOperators);
export type TemplateFilterOperator = z.infer<typeof templateFilterOperatorSchema>;

/**
 * One filter value: Promodesk bounds it (the hosted service documents no limit), so a pasted essay is a 400 naming the
 * filter rather than a scan for it.
 */
const filterText = z.string().max(200);

/** A list operator's values; `filters[name][conditions][$in]=x` (no index) sends one value, which is a list of one. */
const valueList = z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(filterText));

/** `$in`/`$not_in` take lists; `$has_value`/`$is_unknown` take nothing meaningful; the rest take one string. */
export const conditionsSchema = z
  .object({
    $in: valueList.optional(),
    $not_in: valueList.optional(),
    $is: filterText.optional(),
    $is_not: filterText.optional(),
    $has_value: z.unknown().optional(),
    $is_unknown: z.unknown().optional(),
    $starts_with: filterText.optional(),
    $ends_with: filterText.optional(),
    $contains: filterText.optional(),
    $not_contain: filterText.optional(),
  })
  .strict();

export const templateFiltersSchema = z
  .object({
    junction: z.enum(['and', 'or']).optional(),
    id: z.object({ conditions: conditionsSchema }).strict().optional(),
    name: z.object({ conditions: conditionsSchema }).strict().optional(),
    campaign_type: z
      .object({ conditions: conditionsSchema.omit({ $contains: true, $not_contain: true }).strict() })
      .strict()
      .optional(),
  })
  .strict();
export type TemplateFilters = z.infer<typeof templateFiltersSchema>;

/** Query of the template list; `filters` arrives in bracket syntax and is parsed into `templateFiltersSchema`. */
export const templateListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  starting_after_id: z.string().min(1).optional(),
  /** Without `order`, oldest first; `id` / `-id` sort by id (byte order), ascending / descending. */
  order: z.enum(['id', '-id']).optional(),
  include_total: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
});
export type TemplateListQuery = z.input<typeof templateListQuerySchema> & { filters?: TemplateFilters };

export const templateListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(campaignTemplateSchema),
    total: z.number().int().optional(),
    has_more: z.boolean(),
    more_starting_after: z.string().optional(),
  })
  .meta({ id: 'ManagementProjectsTemplatesCampaignsListResponseBody' });
export type TemplateList = z.infer<typeof templateListSchema>;

/** POST /management/v1/projects/{projectId}/templates/campaigns/{campaignTemplateId}/copy */
export const templateCopySchema = z
  .object({
    name: z.string().trim().min(1, 'A template needs a name').max(200),
    /** Left out: the copied template's; null: none. */
    description: z.string().max(1000).nullish(),
    destination_project_id: z.string().min(1).max(100),
  })
  .meta({ id: 'ManagementProjectsTemplatesCampaignsCopyCreateRequestBody' });
export type TemplateCopy = z.infer<typeof templateCopySchema>;
