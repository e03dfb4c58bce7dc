import { z } from 'zod';
import { daySchema as day } from './common.ts';

const count = z.number().int();

/** What a budget limits: the campaign's redemption count, discount given, or order value (minor units). */
export const budgetMetrics = ['redemptions', 'discount', 'orders'] as const;

/**
 * A campaign's budgets (the upper bounds its validation rules put on its totals) with what is spent and left, the
 * last 30 days' spend, and when each budget runs out at the last 7 days' rate.
 */
export const campaignBudgetSchema = z.object({
  campaign_id: z.string(),
  budgets: z.array(
    z.object({
      metric: z.enum(budgetMetrics),
      /** The official condition name that sets it, e.g. `campaign.orders.amount_discounted`. */
      condition: z.string(),
      limit: count,
      spent: count,
      left: count,
      /** 0 to 100, two decimals. */
      percent_left: z.number(),
      /** The UTC day it runs out at the last 7 days' rate; null with no spend in those days. */
      run_out_date: day.nullable(),
      /** What is left at the end of each day of `days`. */
      burn_down: z.array(z.object({ date: day, left: count })),
    }),
  ),
  /** The last 30 UTC days, today last: the campaign's successful redemptions, discounts and order value per day. */
  days: z.array(z.object({ date: day, redemptions: count, discount: count, orders_amount: count })),
  /** The earliest day a budget runs out, or null. */
  run_out_date: day.nullable(),
});
export type CampaignBudget = z.infer<typeof campaignBudgetSchema>;
