import type { LoyaltyTransaction } from '../../../contract/loyalty-transaction.ts';
import type { Executor } from '../../store/db.ts';
import { pageGiftMovements, type LedgerRow } from '../../store/repositories/card-ledgers.ts';
import { pageCardTransactions } from '../../store/repositories/loyalty.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { readLoyaltyCard } from './read.ts';

type Page = { limit: number; page: number };

/**
 * A card's transaction as the lists answer it: a loyalty card's point transaction or a gift card's credit movement,
 * with the balance after it. `campaignId` names the campaign when the row does not (a card's campaign never changes).
 */
export const presentLedgerRow = (row: LedgerRow, campaignId?: string): LoyaltyTransaction => ({
  id: row.id,
  source_id: row.sourceId,
  voucher_id: row.voucherId,
  campaign_id: row.campaignId ?? campaignId,
  source: row.source,
  reason: row.reason,
  type: row.type,
  details: { ...(row.details as Record<string, unknown>), balance: balanceOf(row) },
  related_transaction_id: row.relatedTransactionId,
  created_at: iso(row.createdAt),
});

/** What a person or key asked for through a balance route; anything else the service did on its own. */
const manualTypes = new Set(['POINTS_ADDITION', 'POINTS_REMOVAL', 'CREDITS_ADDITION', 'CREDITS_REMOVAL']);

function balanceOf(row: LedgerRow): LoyaltyTransaction['details']['balance'] {
  const gift = row.type.startsWith('CREDITS_');
  return {
    type: gift ? 'gift_voucher' : 'loyalty_card',
    // A transaction written before totals were kept answers its balance, its total then being unknown.
    total: row.total ?? row.balance,
    object: 'balance',
    ...(gift ? { amount: row.amount } : { points: row.amount }),
    balance: row.balance,
    operation_type: manualTypes.has(row.type) ? 'MANUAL' : 'AUTOMATIC',
    related_object: { id: row.voucherId, type: 'voucher' },
  };
}

const presentPage = ({ rows, hasMore }: { rows: LedgerRow[]; hasMore: boolean }) => ({
  data: rows.map((row) => presentLedgerRow(row)),
  hasMore,
});

/**
 * A page of a loyalty card's transactions, newest first; the card must be in the project, and the campaign's when
 * the path names one.
 */
export async function readCardTransactions(
  db: Executor,
  input: { projectId: string; campaignId?: string | undefined; memberId: string } & Page,
) {
  const card = await readLoyaltyCard(db, input.projectId, input.memberId, input.campaignId);
  return presentPage(await pageCardTransactions(db, card.id, input));
}

/**
 * GET /v1/vouchers/{code}/transactions: a loyalty card's point transactions or a gift card's credit movements, newest
 * first; other vouchers have none.
 */
export async function readVoucherTransactions(db: Executor, projectId: string, code: string, page: Page) {
  const card = await findVoucherByCode(db, projectId, code);
  if (!card) throw notFound('voucher', code);
  if (card.type === 'LOYALTY_CARD') return presentPage(await pageCardTransactions(db, card.id, page));
  if (card.type === 'GIFT_VOUCHER') return presentPage(await pageGiftMovements(db, card.id, page));
  return { data: [], hasMore: false };
}
