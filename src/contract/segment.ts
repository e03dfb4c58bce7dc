import { z } from 'zod';
import { conditionsSchema } from './campaign-template.ts';
import { timestampSchema } from './common.ts';
import { dateTimeConditionsSchema } from './list-filters.ts';

/*
 * Customer segments: `static` (customers chosen by id or source id) and `auto-update` / `passive` (customers matching
 * a filter, evaluated whenever membership is asked). The filter is the hosted form, `{junction, <field>: {conditions:
 * {<operator>: value}}}`, restricted to the customer fields Promodesk stores; anything else is refused by name.
 */

/** The hosted caps: 20,000 customers in a static segment, 100 filtered segments a project. */
export const segmentLimits = { staticCustomers: 20_000, filtered: 100, filterFields: 30, values: 100 } as const;

/** Customer text fields a filter may test, by their hosted names. */
export const segmentTextFields = [
  'name',
  'email',
  'phone',
  'source_id',
  'description',
  'address.city',
  'address.state',
  'address.line_1',
  'address.line_2',
  'address.country',
  'address.postal_code',
] as const;
export const segmentDateFields = ['created_at', 'updated_at'] as const;

const textOperators = [
  '$is',
  '$is_not',
  '$in',
  '$not_in',
  '$contains',
  '$not_contain',
  '$starts_with',
  '$ends_with',
  '$has_value',
  '$is_unknown',
] as const;
/** Dates: after/before an instant; more/less than a number of days ago. */
const dateOperators = ['$after', '$before', '$more_than', '$less_than', '$has_value', '$is_unknown'] as const;
/** Metadata holds any JSON value: text comparisons, numeric comparisons, and dates for ISO timestamps. */
const metadataOperators = [
  ...textOperators,
  '$more_than',
  '$more_than_equal',
  '$less_than',
  '$less_than_equal',
  '$after',
  '$before',
] as const;
export type SegmentOperator = (typeof metadataOperators)[number] | (typeof dateOperators)[number];

/** Which operators a field takes; undefined for a field the filter cannot test. */
export function operatorsOf(field: string): readonly SegmentOperator[] | undefined {
  if ((segmentTextFields as readonly string[]).includes(field)) return textOperators;
  if ((segmentDateFields as readonly string[]).includes(field)) return dateOperators;
  if (/^metadata\.[^.]{1,200}$/.test(field)) return metadataOperators;
  return undefined;
}

const scalarSchema = z.union([z.string().max(1000), z.number().finite(), z.boolean()]);
/** One operator's operand: the hosted docs send both `"$is": "Poland"` and `"$after": ["2021-12-01T…"]`. */
const operandSchema = z.union([scalarSchema, z.array(scalarSchema).max(segmentLimits.values)]);
const fieldConditionSchema = z.strictObject({
  conditions: z.record(z.string().max(40), operandSchema),
});
export type SegmentFieldCondition = z.infer<typeof fieldConditionSchema>;

export const segmentFilterSchema = z
  .record(z.string().max(210), z.unknown())
  .superRefine((filter, ctx) => {
    const fields = Object.keys(filter).filter((key) => key !== 'junction');
    if (filter.junction !== undefined && !['and', 'or', 'AND', 'OR'].includes(String(filter.junction))) {
      ctx.addIssue({ code: 'custom', path: ['junction'], message: 'junction is "and" or "or"' });
    }
    if (!fields.length) ctx.addIssue({ code: 'custom', message: 'A filter needs at least one field condition' });
    if (fields.length > segmentLimits.filterFields) {
      ctx.addIssue({ code: 'custom', message: `A filter tests at most ${segmentLimits.filterFields} fields` });
    }
    for (const field of fields.slice(0, segmentLimits.filterFields)) {
      const operators = operatorsOf(field);
      if (!operators) {
        ctx.addIssue({ code: 'custom', path: [field], message: `Segments cannot filter on ${field}` });
        continue;
      }
      const parsed = fieldConditionSchema.safeParse(filter[field]);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'Expected {"conditions": {"$operator": value}}' });
        continue;
      }
      const used = Object.keys(parsed.data.conditions);
      if (!used.length) ctx.addIssue({ code: 'custom', path: [field, 'conditions'], message: 'No condition given' });
      for (const op of used.filter((op) => !(operators as readonly string[]).includes(op))) {
        ctx.addIssue({
          code: 'custom',
          path: [field, 'conditions', op],
          message: `${op} is not supported on ${field}; use one of ${operators.join(', ')}`,
        });
      }
    }
  })
  .transform((filter) => filter as { junction?: 'and' | 'or' | 'AND' | 'OR' } & Record<string, SegmentFieldCondition>);
export type SegmentFilter = z.infer<typeof segmentFilterSchema>;

const segmentNameSchema = z.string().trim().min(1, 'A segment needs a name').max(200);

/** POST /v1/segments: a static segment lists its customers; a filtered one gives its filter. */
export const segmentCreateSchema = z
  .discriminatedUnion('type', [
    z.strictObject({
      name: segmentNameSchema,
      type: z.literal('static'),
      customers: z.array(z.string().min(1).max(200)).max(segmentLimits.staticCustomers).default([]),
    }),
    z.strictObject({
      name: segmentNameSchema,
      type: z.enum(['auto-update', 'passive']),
      filter: segmentFilterSchema,
    }),
  ])
  .meta({ id: 'SegmentsCreateRequestBody' });
export type SegmentCreate = z.infer<typeof segmentCreateSchema>;

export const segmentTypes = ['auto-update', 'passive', 'static'] as const;
export const segmentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    created_at: timestampSchema,
    type: z.enum(segmentTypes),
    filter: z.record(z.string(), z.unknown()).nullable(),
    /** Filters are evaluated when asked, so a segment is in sync from its creation. */
    initial_sync_status: z.literal('DONE'),
    object: z.literal('segment'),
  })
  .meta({ id: 'Segment' });
export type Segment = z.infer<typeof segmentSchema>;

/**
 * GET /v1/segments: newest first unless `order=created_at` (the hosted default), pages bounded by
 * `filters[created_at]` as the hosted docs say; `ids` (repeated or comma-separated) keeps only those segments.
 */
export const segmentListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['created_at', '-created_at']).default('-created_at'),
  ids: z
    .preprocess(
      (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
      z.array(z.string().min(1).max(100)).min(1).max(100),
    )
    .optional(),
});
export type SegmentListQuery = z.infer<typeof segmentListQuerySchema>;

/** The official `ParameterFiltersListSegments`, parsed from `filters[...]` bracket parameters. */
export const segmentListFiltersSchema = z
  .object({
    junction: z.enum(['and', 'or']).optional(),
    id: z.object({ conditions: conditionsSchema }).strict().optional(),
    name: z.object({ conditions: conditionsSchema }).strict().optional(),
    type: z
      .object({ conditions: conditionsSchema.omit({ $contains: true, $not_contain: true }).strict() })
      .strict()
      .optional(),
    created_at: z.object({ conditions: dateTimeConditionsSchema }).strict().optional(),
  })
  .strict();
export type SegmentListFilters = z.infer<typeof segmentListFiltersSchema>;

/** `total` counts every segment the filters and `ids` select, regardless of `limit`, as the official list says. */
export const segmentListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(segmentSchema),
    total: z.number().int(),
  })
  .meta({ id: 'SegmentsListResponseBody' });
export type SegmentList = z.infer<typeof segmentListSchema>;

/** GET /v1/customers/{customerId}/segments: the customer's segments, in creation order. */
export const customerSegmentListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(z.object({ id: z.string(), name: z.string(), object: z.literal('segment') })),
    total: z.number().int(),
  })
  .meta({ id: 'CustomersSegmentsListResponseBody' });
export type CustomerSegmentList = z.infer<typeof customerSegmentListSchema>;
