import { z } from 'zod';

/** A project's stacking rules, as the official `StackingRules` names them. */
export const stackingRulesSchema = z
  .object({
    redeemables_limit: z.number().int(),
    applicable_redeemables_limit: z.number().int(),
    applicable_redeemables_per_category_limit: z.number().int(),
    applicable_redeemables_category_limits: z.record(z.string(), z.number().int()),
    applicable_exclusive_redeemables_limit: z.number().int(),
    applicable_exclusive_redeemables_per_category_limit: z.number().int(),
    exclusive_categories: z.array(z.string()),
    joint_categories: z.array(z.string()),
    redeemables_application_mode: z.enum(['ALL', 'PARTIAL']),
    redeemables_sorting_rule: z.enum(['REQUESTED_ORDER', 'CATEGORY_HIERARCHY']),
    redeemables_no_effect_rule: z.enum(['REDEEM_ANYWAY', 'SKIP']),
    no_effect_skip_categories: z.array(z.string()),
    no_effect_redeem_anyway_categories: z.array(z.string()),
    redeemables_products_application_mode: z.enum(['STACK', 'ONCE']),
    redeemables_rollback_order_mode: z.enum(['WITH_ORDER', 'WITHOUT_ORDER']),
  })
  .meta({ id: 'StackingRules' });
export type StackingRules = z.infer<typeof stackingRulesSchema>;

const categoryIds = z.array(z.string().min(1).max(100)).max(100);

/**
 * How discounts add up: Promodesk applies each to the amount the earlier ones left (`DISCOUNTED_AMOUNT`) and has no
 * per-category exceptions, so the management API answers these and takes nothing else.
 */
export const calculationMode = {
  discount_calculation_mode: 'DISCOUNTED_AMOUNT',
  initial_amount_mode_categories: [],
  discounted_amount_mode_categories: [],
} as const;
const onlyDiscountedAmount = 'Promodesk applies each discount to the amount the earlier ones left: DISCOUNTED_AMOUNT';
const noExceptions = 'Promodesk has no per-category calculation modes: leave the list empty';

/**
 * The rules the management API sets (POST and PUT of /management/v1/projects/{id}/stacking-rules), bounded as the
 * official schema says; fields left out keep their value. Strict: an unknown field, or a calculation mode the engine
 * does not apply, is a 400, never silently ignored.
 */
export const stackingRulesChangeSchema = z
  .object({
    redeemables_limit: z.number().int().min(1).max(30),
    applicable_redeemables_limit: z.number().int().min(1).max(30),
    applicable_redeemables_per_category_limit: z.number().int().min(1).max(30),
    applicable_redeemables_category_limits: z
      .record(z.string().min(1).max(100), z.number().int().min(1).max(10))
      .refine((limits) => Object.keys(limits).length <= 100, 'At most 100 categories'),
    applicable_exclusive_redeemables_limit: z.number().int().min(1).max(5),
    applicable_exclusive_redeemables_per_category_limit: z.number().int().min(1).max(30),
    exclusive_categories: categoryIds,
    joint_categories: categoryIds,
    redeemables_application_mode: stackingRulesSchema.shape.redeemables_application_mode,
    redeemables_sorting_rule: stackingRulesSchema.shape.redeemables_sorting_rule,
    redeemables_no_effect_rule: stackingRulesSchema.shape.redeemables_no_effect_rule,
    no_effect_skip_categories: categoryIds,
    no_effect_redeem_anyway_categories: categoryIds,
    redeemables_products_application_mode: stackingRulesSchema.shape.redeemables_products_application_mode,
    redeemables_rollback_order_mode: stackingRulesSchema.shape.redeemables_rollback_order_mode,
    discount_calculation_mode: z.literal(calculationMode.discount_calculation_mode, { error: onlyDiscountedAmount }),
    initial_amount_mode_categories: z.array(z.string()).max(0, noExceptions),
    discounted_amount_mode_categories: z.array(z.string()).max(0, noExceptions),
  })
  .partial()
  .strict()
  .meta({ id: 'ManagementProjectsStackingRulesBase' })
  .transform(
    ({
      discount_calculation_mode: _mode,
      initial_amount_mode_categories: _initial,
      discounted_amount_mode_categories: _discounted,
      ...rules
    }) => rules,
  );
export type StackingRulesChange = z.output<typeof stackingRulesChangeSchema>;

/** A project's stacking rules as the management API answers them: one set per project, with its id and dates. */
export const managementStackingRulesSchema = stackingRulesSchema
  .extend({
    id: z.string(),
    discount_calculation_mode: z.literal(calculationMode.discount_calculation_mode),
    initial_amount_mode_categories: z.array(z.string()),
    discounted_amount_mode_categories: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string().optional(),
  })
  .meta({ id: 'ManagementProjectsStackingRules' });
export type ManagementStackingRules = z.infer<typeof managementStackingRulesSchema>;

export const managementStackingRulesListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(managementStackingRulesSchema),
    total: z.literal(1),
  })
  .meta({ id: 'ManagementProjectsStackingRulesListResponseBody' });
