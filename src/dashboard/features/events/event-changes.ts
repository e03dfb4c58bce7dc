import { z } from 'zod';

/*
 * What a custom event changed, as this service reports it in the event's `referral` and `loyalty` objects. The
 * contract types both as free objects (the interface shows them null), so they are read here for display only;
 * anything else is shown as it came.
 */
export const loyaltyChangeSchema = z.object({
  points_added: z.number(),
  cards: z.array(z.object({ code: z.string(), points_added: z.number(), balance: z.number() })),
});
export type LoyaltyChange = z.infer<typeof loyaltyChangeSchema>;

export const referralChangeSchema = z.object({
  code: z.string(),
  referrer_id: z.string(),
  converted: z.boolean(),
  reason: z.string().optional(),
  reward: z.object({ type: z.string(), code: z.string(), amount: z.number(), balance: z.number() }).optional(),
});
export type ReferralChange = z.infer<typeof referralChangeSchema>;
