import { z } from 'zod';
import { conditionsSchema } from './campaign-template.ts';

// Apart from the redemption contract, which the console's first load reads: only the service filters the list.
const redemptionFilter = z.object({ conditions: conditionsSchema }).strict().optional();

/**
 * `filters[...]` of `GET /v1/redemptions`, the official names: a stack is listed when one of its redeemables matches
 * the redeemable's fields (`voucher_code`, `related_object_id`, `related_object_parent_id`, the campaign).
 */
export const redemptionFiltersSchema = z
  .object({
    junction: z.enum(['and', 'AND', 'or', 'OR']).optional(),
    parent_redemption_id: z
      .object({ conditions: z.object({ $is: z.string().min(1).max(100) }).strict() })
      .strict()
      .optional(),
    voucher_code: redemptionFilter,
    related_object_id: redemptionFilter,
    related_object_parent_id: redemptionFilter,
    failure_code: redemptionFilter,
    result: redemptionFilter,
    customer_id: redemptionFilter,
  })
  .strict();
export type RedemptionFilters = z.infer<typeof redemptionFiltersSchema>;
