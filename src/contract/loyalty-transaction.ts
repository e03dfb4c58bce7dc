import { z } from 'zod';
import { conditionsSchema } from './campaign-template.ts';
import { timestampSchema } from './common.ts';

/** One transaction of a loyalty card: points added or taken, with the card's balance after it. */
/**
 * How a transaction moved a card (the official `VoucherBalance`): the points (`points`, a loyalty card) or credits
 * (`amount`, a gift card) it moved, the balance after it, and the total ever added by then.
 */
export const transactionBalanceSchema = z.object({
  type: z.enum(['loyalty_card', 'gift_voucher']),
  total: z.number().int(),
  object: z.literal('balance'),
  points: z.number().int().optional(),
  amount: z.number().int().optional(),
  balance: z.number().int(),
  operation_type: z.enum(['MANUAL', 'AUTOMATIC']),
  related_object: z.object({ id: z.string(), type: z.literal('voucher') }),
});

export const loyaltyTransactionSchema = z
  .object({
    id: z.string(),
    source_id: z.string().nullable(),
    voucher_id: z.string(),
    campaign_id: z.string().optional(),
    source: z.string().nullable(),
    reason: z.string().nullable(),
    type: z.string(),
    /** What the transaction did to the card, with the order, event, rule or redemption behind it. */
    details: z.looseObject({ balance: transactionBalanceSchema }),
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

/**
 * GET /v1/campaigns/{campaignId}/transactions and /v1/loyalties/{campaignId}/transactions: cursor pages in time order
 * (`id` oldest first, `-id` newest first, the default), after the transaction `starting_after_id` names.
 */
export const campaignTransactionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  order: z.enum(['id', '-id']).default('-id'),
  starting_after_id: z.string().min(1).max(100).optional(),
});

/** The official `ParametersFiltersListCampaignTransactions`, parsed from `filters[...]` bracket parameters. */
export const campaignTransactionFiltersSchema = z
  .object({
    junction: z.enum(['and', 'or']).optional(),
    id: z.object({ conditions: conditionsSchema }).strict().optional(),
    voucher_id: z.object({ conditions: conditionsSchema }).strict().optional(),
  })
  .strict();
export type CampaignTransactionFilters = z.infer<typeof campaignTransactionFiltersSchema>;
export type CampaignTransactionListQuery = z.output<typeof campaignTransactionListQuerySchema> & {
  filters?: CampaignTransactionFilters | undefined;
};

/** The transactions of a campaign's cards; `more_starting_after` only when `has_more`. */
export const campaignTransactionListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(loyaltyTransactionSchema),
    has_more: z.boolean(),
    more_starting_after: z.string().optional(),
  })
  .meta({ id: 'CampaignsTransactionsListResponseBody' });
export type CampaignTransactionList = z.infer<typeof campaignTransactionListSchema>;
export const programTransactionListSchema = campaignTransactionListSchema.meta({
  id: 'LoyaltiesTransactionsListResponseBody',
});
