import { and, asc, desc, getTableColumns, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { CampaignTransactionFilters } from '../../../contract/loyalty-transaction.ts';
import type { Executor } from '../db.ts';
import { loyaltyTransactions } from '../schema/activity.ts';
import { conditionsToSql } from './templates.ts';

/*
 * The transactions of gift and loyalty cards as their lists and exports show them. A loyalty card's are its
 * `loyalty_transactions` rows. A gift card's are derived: each redemption that spent its credits, each rollback that
 * gave them back, and its own credit transactions (balance changes, referral rewards), so the ledger and the
 * redemptions can never disagree. Both read as `loyalty_transactions` rows (the gift ledger is a derived table under
 * that name), so one presenter and one CSV writer serve both.
 */

const t = loyaltyTransactions;
export type LedgerRow = typeof loyaltyTransactions.$inferSelect;

/**
 * The gift ledger of the cards `cardIds` selects (a subquery, or one id), in `loyalty_transactions`' columns. The
 * balance after a movement is the card's balance now less what every later movement moved, and the total (credits
 * ever added) the card's amount now less every later addition; the database sums both.
 */
function giftLedgerRows(cardIds: SQL) {
  return sql`SELECT m.id, v.project_id, m.voucher_id, v.campaign_id, m.type, m.source_id, m.source, m.reason, m.amount,
      (coalesce(v.gift_balance, 0) - sum(m.amount) OVER (PARTITION BY m.voucher_id)
        + sum(m.amount) OVER (PARTITION BY m.voucher_id ORDER BY m.created_at, m.id))::bigint AS balance,
      (coalesce(v.gift_amount, 0) - sum(m.added) OVER (PARTITION BY m.voucher_id)
        + sum(m.added) OVER (PARTITION BY m.voucher_id ORDER BY m.created_at, m.id))::bigint AS total,
      m.details, m.related_transaction_id, m.created_at
    FROM (
      SELECT r.id, r.voucher_id, r.created_at, -((r.data->'gift'->>'amount')::bigint) AS amount,
             'CREDITS_REDEMPTION'::text AS type, NULL::text AS source_id, NULL::text AS source, NULL::text AS reason,
             jsonb_build_object('redemption', jsonb_build_object('id', r.id)) AS details,
             NULL::text AS related_transaction_id, 0::bigint AS added
        FROM redemptions r
       WHERE r.voucher_id IN (${cardIds}) AND r.parent_id IS NOT NULL AND r.result = 'SUCCESS' AND r.data ? 'gift'
      UNION ALL
      SELECT rr.id, r.voucher_id, rr.created_at, (r.data->'gift'->>'amount')::bigint, 'CREDITS_REFUND', NULL, NULL, NULL,
             jsonb_build_object('redemption', jsonb_build_object('id', r.id), 'rollback', jsonb_build_object('id', rr.id)),
             NULL, 0
        FROM redemption_rollbacks rr JOIN redemptions r ON r.id = rr.redemption_id
       WHERE r.voucher_id IN (${cardIds}) AND r.data ? 'gift'
      UNION ALL
      SELECT lt.id, lt.voucher_id, lt.created_at, lt.amount, lt.type, lt.source_id, lt.source, lt.reason, lt.details,
             lt.related_transaction_id, greatest(lt.amount, 0)
        FROM loyalty_transactions lt
       WHERE lt.voucher_id IN (${cardIds})
    ) m JOIN vouchers v ON v.id = m.voucher_id`;
}

/**
 * The gift ledger as a common table expression named `loyalty_transactions`: in a statement `WITH` it,
 * `loyaltyTransactions`' columns read from it (its own definition, not recursive, reads the table).
 */
export const giftLedger = (db: Executor, cardIds: SQL) =>
  db.$with('loyalty_transactions', getTableColumns(t)).as(giftLedgerRows(cardIds));

/** The cards of a campaign, as a subquery. */
export const campaignCards = (campaignId: string) => sql`SELECT id FROM vouchers WHERE campaign_id = ${campaignId}`;

/** A page of a gift card's credit movements, newest first (`page` is bounded by the list's query), and `hasMore`. */
export async function pageGiftMovements(db: Executor, voucherId: string, page: { limit: number; page: number }) {
  const ledger = giftLedger(db, sql`${voucherId}`);
  const rows = await db
    .with(ledger)
    .select()
    .from(ledger)
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit + 1)
    .offset((page.page - 1) * page.limit);
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

/** When the transaction (a ledger row, or the redemption or rollback behind a gift movement) `id` was made. */
const madeAt = (id: string) =>
  sql`(SELECT created_at FROM loyalty_transactions WHERE id = ${id}
       UNION ALL SELECT created_at FROM redemptions WHERE id = ${id}
       UNION ALL SELECT created_at FROM redemption_rollbacks WHERE id = ${id} LIMIT 1)`;

function filtersToSql(filters: CampaignTransactionFilters | undefined): SQL | undefined {
  const parts = [
    ...conditionsToSql(t.id, filters?.id?.conditions ?? {}),
    ...conditionsToSql(t.voucherId, filters?.voucher_id?.conditions ?? {}),
  ];
  if (parts.length === 0) return undefined;
  return filters?.junction === 'or' ? or(...parts) : and(...parts);
}

/**
 * A keyset page of the transactions of a campaign's cards (its gift ledger for a gift card campaign) in time order,
 * `(created_at, id)`, after the transaction `startingAfterId` names (none when it names nothing). Answers `limit + 1`
 * rows at most, so the caller can tell `has_more`.
 */
export function pageCampaignLedger(
  db: Executor,
  page: {
    campaignId: string;
    gift: boolean;
    limit: number;
    ascending: boolean;
    startingAfterId?: string | undefined;
    filters?: CampaignTransactionFilters | undefined;
  },
) {
  const cards = campaignCards(page.campaignId);
  const after = page.startingAfterId;
  const key = sql`(${t.createdAt}, ${t.id})`;
  const cursor = after === undefined ? undefined : sql`(${madeAt(after)}, ${after}::text)`;
  const where = and(
    page.gift ? undefined : sql`${t.voucherId} IN (${cards})`,
    cursor && (page.ascending ? gt(key, cursor) : lt(key, cursor)),
    filtersToSql(page.filters),
  );
  const direction = page.ascending ? asc : desc;
  const ledger = giftLedger(db, cards);
  const query = page.gift ? db.with(ledger).select().from(ledger) : db.select().from(t);
  return query
    .where(where)
    .orderBy(direction(t.createdAt), direction(t.id))
    .limit(page.limit + 1);
}
