import { z } from 'zod';
import { timestampSchema } from './common.ts';

/** One transaction of a loyalty card: points added or taken, with the card's balance after it. */
export const loyaltyTransactionSchema = z
  .object({
    id: z.string(),
    source_id: z.string().nullable(),
    voucher_id: z.string(),
    campaign_id: z.string().optional(),
    source: z.string().nullable(),
    reason: z.string().nullable(),
    type: z.string(),
    /** Points added (positive) or taken (negative); Promodesk's own, beside the hosted fields. */
    amount: z.number().int(),
    /** The card's points after this transaction; Promodesk's own. */
    balance: z.number().int(),
    details: z.record(z.string(), z.unknown()),
    related_transaction_id: z.string().nullable(),
    created_at: timestampSchema,
  })
  .meta({ id: 'LoyaltyCardTransaction' });
export type LoyaltyTransaction = z.infer<typeof loyaltyTransactionSchema>;

export const loyaltyTransactionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** A card's transactions, newest first. */
export const loyaltyTransactionListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(loyaltyTransactionSchema),
    has_more: z.boolean(),
  })
  .meta({ id: 'LoyaltiesMembersTransactionsListResponseBody' });
