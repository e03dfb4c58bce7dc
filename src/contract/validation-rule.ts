import { z } from 'zod';
import { applicableToSchema } from './applicable-to.ts';
import { idListQuerySchema, timestampSchema } from './common.ts';

/*
 * The subset of the hosted service's validation rule conditions this service evaluates. Names and operators are the
 * hosted ones (`order.amount` with `$more_than: [1000]`); one condition may carry several operators, all of which
 * must hold. A rule joins its conditions with a single junction (`and` | `or`) instead of the hosted free-form
 * `logic` expression.
 *
 * | name                            | audience | compares                                                     |
 * |---------------------------------|----------|--------------------------------------------------------------|
 * | `order.amount`                  | no       | order amount (minor units) with numeric operators            |
 * | `order.items.count`             | no       | sum of item quantities with numeric operators                |
 * | `product.id`                    | no       | product ids in the cart: `$in` (any present), `$not_in` (none) |
 * | `customer.metadata`             | yes      | `property` of customer metadata: `$is`, `$is_not`, `$in`, `$not_in` |
 * | `customer.segment`              | yes      | segment ids of the customer: `$in` (member of any), `$not_in` |
 * | `redemption.count.per_customer` | no       | this customer's redemptions of the object, this one included |
 * | `redemption.count`              | no       | all redemptions of the campaign, this one included           |
 */

/** Conditions on segment membership and customer metadata: the only ones `audienceRulesOnly` checks. */
export const AUDIENCE_CONDITION_NAMES = ['customer.metadata', 'customer.segment'] as const;

const single = <T extends z.ZodType>(value: T) => z.tuple([value]).optional();
// Rules come from callers and are evaluated on every redemption and qualification: their size is bounded.
const text = z.string().max(500);
const valueList = <T extends z.ZodType>(value: T) => z.array(value).min(1).max(1000).optional();

const numericOperatorsSchema = z
  .object({
    $is: single(z.number()),
    $is_not: single(z.number()),
    $more_than: single(z.number()),
    $more_than_or_equal: single(z.number()),
    $less_than: single(z.number()),
    $less_than_or_equal: single(z.number()),
  })
  .strict()
  .refine((ops) => Object.values(ops).some((v) => v !== undefined), 'Give at least one operator');

const scalarSchema = z.union([text, z.number(), z.boolean()]);

const metadataOperatorsSchema = z
  .object({
    $is: single(scalarSchema),
    $is_not: single(scalarSchema),
    $in: valueList(scalarSchema),
    $not_in: valueList(scalarSchema),
  })
  .strict()
  .refine((ops) => Object.values(ops).some((v) => v !== undefined), 'Give at least one operator');

const idSetOperatorsSchema = z
  .object({ $in: valueList(text), $not_in: valueList(text) })
  .strict()
  .refine((ops) => ops.$in !== undefined || ops.$not_in !== undefined, 'Give $in or $not_in');

const conditionError = { error: z.object({ message: text }).optional() };

export const validationRuleConditionSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('order.amount'), conditions: numericOperatorsSchema, ...conditionError }),
  z.object({ name: z.literal('order.items.count'), conditions: numericOperatorsSchema, ...conditionError }),
  z.object({ name: z.literal('product.id'), conditions: idSetOperatorsSchema, ...conditionError }),
  z.object({
    name: z.literal('customer.metadata'),
    property: z.string().min(1).max(200),
    conditions: metadataOperatorsSchema,
    ...conditionError,
  }),
  z.object({ name: z.literal('customer.segment'), conditions: idSetOperatorsSchema, ...conditionError }),
  z.object({ name: z.literal('redemption.count.per_customer'), conditions: numericOperatorsSchema, ...conditionError }),
  z.object({ name: z.literal('redemption.count'), conditions: numericOperatorsSchema, ...conditionError }),
]);
export type ValidationRuleCondition = z.infer<typeof validationRuleConditionSchema>;
export type ValidationRuleConditionName = ValidationRuleCondition['name'];

export const validationRuleRulesSchema = z.object({
  junction: z.enum(['and', 'or']),
  conditions: z.array(validationRuleConditionSchema).min(1).max(50),
});
export type ValidationRuleRules = z.infer<typeof validationRuleRulesSchema>;

/** Body that creates a rule (seed data and the dashboard use it). */
export const validationRuleCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'A rule needs a name').max(200),
    rules: validationRuleRulesSchema,
    error: z.object({ message: z.string().max(500) }).optional(),
    applicable_to: applicableToSchema.optional(),
  })
  .meta({ id: 'ValidationRuleCreate' });
export type ValidationRuleCreate = z.infer<typeof validationRuleCreateSchema>;

export const validationRuleSchema = validationRuleCreateSchema
  .extend({
    id: z.string().startsWith('val_'),
    created_at: timestampSchema,
    /** Left out until the rule is first changed. */
    updated_at: timestampSchema.optional(),
    assignments_count: z.number().int().nonnegative().optional(),
    object: z.literal('validation_rules'),
  })
  .meta({ id: 'ValidationRule' });
export type ValidationRule = z.infer<typeof validationRuleSchema>;

/** PUT /v1/validation-rules/{id}: what is sent replaces the rule's; `error: null` removes its message. */
export const validationRuleUpdateSchema = z
  .object({
    name: validationRuleCreateSchema.shape.name.optional(),
    rules: validationRuleRulesSchema.optional(),
    applicable_to: applicableToSchema.optional(),
    error: z
      .object({ message: z.string().max(500) })
      .nullable()
      .optional(),
  })
  .meta({ id: 'ValidationRuleUpdate' });
export type ValidationRuleUpdate = z.infer<typeof validationRuleUpdateSchema>;

export const validationRuleListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  /** Promodesk's own: rules whose name contains this text, ignoring case. */
  name: z.string().min(1).max(200).optional(),
  /** Promodesk's own: only these rules (comma-separated ids), e.g. every rule a campaign's assignments name. */
  ids: idListQuerySchema.optional(),
});

export const validationRuleListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(validationRuleSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ValidationRulesListResponseBody' });
