import type { LoyaltyTransaction } from '../../../contract/loyalty-transaction.ts';
import type { Executor } from '../../store/db.ts';
import { pageCardTransactions } from '../../store/repositories/loyalty.ts';
import { iso } from '../present-common.ts';
import { readLoyaltyCard } from './read.ts';

/** A page of a loyalty card's transactions, newest first; the card must be the campaign's, in the project. */
export async function readCardTransactions(
  db: Executor,
  input: { projectId: string; campaignId: string; memberId: string; limit: number; page: number },
) {
  const card = await readLoyaltyCard(db, input.projectId, input.memberId, input.campaignId);
  const { rows, hasMore } = await pageCardTransactions(db, card.id, input);
  const data: LoyaltyTransaction[] = rows.map((row) => ({
    id: row.id,
    source_id: row.sourceId,
    voucher_id: row.voucherId,
    campaign_id: row.campaignId,
    source: row.source,
    reason: row.reason,
    type: row.type,
    amount: row.amount,
    balance: row.balance,
    details: row.details,
    related_transaction_id: row.relatedTransactionId,
    created_at: iso(row.createdAt),
  }));
  return { data, hasMore };
}
