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
