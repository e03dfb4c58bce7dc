import type { LoyaltyTransaction } from '../../../contract/loyalty-transaction.ts';
import type { Executor } from '../../store/db.ts';
import { pageCardTransactions } from '../../store/repositories/loyalty.ts';
import { iso } from '../present-common.ts';
import { pageGiftMovements } from '../../store/repositories/redemption-history.ts';
import { findVoucherByCode, type VoucherRow } from '../../store/repositories/vouchers.ts';
import { notFound } from '../failures.ts';
import { readLoyaltyCard } from './read.ts';

type Page = { limit: number; page: number };

/**
 * A page of a loyalty card's transactions, newest first; the card must be in the project, and the campaign's when
 * the path names one.
 */
export async function readCardTransactions(
  db: Executor,
  input: { projectId: string; campaignId?: string | undefined; memberId: string } & Page,
) {
  const card = await readLoyaltyCard(db, input.projectId, input.memberId, input.campaignId);
  return pointTransactions(db, card.id, input);
}

async function pointTransactions(db: Executor, cardId: string, page: Page) {
  const { rows, hasMore } = await pageCardTransactions(db, cardId, page);
  const data: LoyaltyTransaction[] = rows.map((row) => ({
    id: row.id,
    source_id: row.sourceId,
    voucher_id: row.voucherId,
    campaign_id: row.campaignId ?? undefined,
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

/**
 * A gift card's credit movements, newest first, with the balance after each: spent by a redemption, given back,
 * added or removed. The balance after a movement is today's less what every later one moved.
 */
async function giftTransactions(db: Executor, card: VoucherRow, page: Page) {
  const { rows, hasMore } = await pageGiftMovements(db, card.id, page);
  const data: LoyaltyTransaction[] = rows.map((row) => ({
    id: row.id,
    source_id: row.source_id,
    voucher_id: card.id,
    campaign_id: card.campaignId ?? undefined,
    source: row.redemption_id ? null : 'API',
    reason: row.reason,
    type: row.type,
    amount: Number(row.amount),
    balance: (card.giftBalance ?? 0) - (Number(row.total) - Number(row.moved)),
    details: row.redemption_id ? { redemption: { id: row.redemption_id } } : {},
    related_transaction_id: null,
    created_at: iso(new Date(row.created_at)),
  }));
  return { data, hasMore };
}

/**
 * GET /v1/vouchers/{code}/transactions: a loyalty card's point transactions or a gift card's credit movements, newest
 * first; other vouchers have none.
 */
export async function readVoucherTransactions(db: Executor, projectId: string, code: string, page: Page) {
  const card = await findVoucherByCode(db, projectId, code);
  if (!card) throw notFound('voucher', code);
  if (card.type === 'LOYALTY_CARD') return pointTransactions(db, card.id, page);
  if (card.type === 'GIFT_VOUCHER') return giftTransactions(db, card, page);
  return { data: [], hasMore: false };
}
