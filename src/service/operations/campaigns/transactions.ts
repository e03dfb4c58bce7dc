import type { CampaignType } from '../../../contract/campaign.ts';
import type { CampaignTransactionList, CampaignTransactionListQuery } from '../../../contract/loyalty-transaction.ts';
import type { Executor } from '../../store/db.ts';
import { pageCampaignLedger } from '../../store/repositories/card-ledgers.ts';
import { presentLedgerRow } from '../vouchers/transactions.ts';
import { readLiveCampaign } from './read.ts';

/** The campaign types whose cards have transactions: gift cards' credits and loyalty cards' points. */
export const ledgerCampaignTypes: readonly CampaignType[] = ['GIFT_VOUCHERS', 'LOYALTY_PROGRAM'];

/**
 * GET /v1/campaigns/{campaignId}/transactions (and the loyalty program's list, `types` its type alone): a page of
 * the transactions of every card of the campaign, by id or name, in time order. A campaign of another type has none,
 * as the hosted lists answer it.
 */
export async function readCampaignTransactions(
  db: Executor,
  input: { projectId: string; campaignId: string; types: readonly CampaignType[] },
  query: CampaignTransactionListQuery,
): Promise<CampaignTransactionList> {
  const campaign = await readLiveCampaign(db, input.projectId, input.campaignId);
  const empty = { object: 'list' as const, data_ref: 'data' as const, data: [], has_more: false };
  if (!input.types.includes(campaign.campaignType)) return empty;
  const rows = await pageCampaignLedger(db, {
    campaignId: campaign.id,
    gift: campaign.campaignType === 'GIFT_VOUCHERS',
    limit: query.limit,
    ascending: query.order === 'id',
    startingAfterId: query.starting_after_id,
    filters: query.filters,
  });
  const data = rows.slice(0, query.limit).map((row) => presentLedgerRow(row, campaign.id));
  const hasMore = rows.length > query.limit;
  return { ...empty, data, has_more: hasMore, ...(hasMore && { more_starting_after: data[data.length - 1]!.id }) };
}
