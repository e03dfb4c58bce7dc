import { z } from 'zod';
import { daySchema as day, timestampSchema } from './common.ts';

/**
 * A project's figures over a date range (UTC days, both ends included, at most 366 days); with `campaign_id`, one
 * campaign's (its redeemables, points, alerts).
 */
export const overviewQuerySchema = z
  .object({ from: day, to: day, campaign_id: z.string().min(1).max(100).optional() })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 365 * 86_400_000, {
    message: 'the range is at most 366 days',
    path: ['to'],
  });
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const count = z.number().int().nonnegative();
const amount = z.number().int();

/** What the dashboard's overview shows: stacked redemptions per day and in all, top campaigns, points, alerts. */
export const projectOverviewSchema = z.object({
  from: day,
  to: day,
  /** Every day of the range, in order; a day without redemptions has zeros. */
  days: z.array(
    z.object({
      date: day,
      succeeded: count,
      failed: count,
      rolled_back: count,
      discount: amount,
      orders_amount: amount,
    }),
  ),
  totals: z.object({
    succeeded: count,
    failed: count,
    rolled_back: count,
    discount: amount,
    orders_amount: amount,
  }),
  /** The five campaigns with the most successful redemptions (redeemables of a stack) in the range. */
  top_campaigns: z.array(z.object({ campaign_id: z.string(), name: z.string(), redemptions: count, discount: amount })),
  /**
   * Loyalty points issued (earned, added, activated from pending), redeemed for rewards and expired, in all and per
   * day of the range; transfers between cards, refunds and manual removals are in none of them.
   */
  loyalty: z.object({
    points_issued: amount,
    points_redeemed: amount,
    points_expired: amount,
    days: z.array(z.object({ date: day, issued: amount, redeemed: amount, expired: amount })),
  }),
  alerts: z.object({
    /** Active campaigns whose validity ends within 7 days from now. */
    expiring_campaigns: z.array(z.object({ id: z.string(), name: z.string(), expiration_date: timestampSchema })),
    /** Codes with more than one use of which at least 80% are redeemed but not all, fewest left first (10 at most). */
    nearly_used_up: z.array(
      z.object({
        code: z.string(),
        campaign_id: z.string().nullable(),
        campaign_name: z.string().nullable(),
        redeemed: count,
        quantity: count,
      }),
    ),
    /** Campaigns with a budget below 5% left (their lowest budget), lowest first. */
    low_on_budget: z.array(
      z.object({ campaign_id: z.string(), name: z.string(), condition: z.string(), percent_left: z.number() }),
    ),
  }),
});
export type ProjectOverview = z.infer<typeof projectOverviewSchema>;
