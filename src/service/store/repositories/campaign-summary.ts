import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db.ts';
import { campaignCards } from './card-ledgers.ts';

/*
 * The figures of a campaign's summary, each summed by the database from what the campaign's redemptions, rollbacks,
 * cards, card ledgers, pending points and publications record, within a range of instants (either end open).
 */

export type SummaryRange = { from?: Date | undefined; until?: Date | undefined };

type Num = string | number;

/** `column` within the range: from `from` (included) to `until` (excluded). */
const within = (column: SQL, range: SummaryRange) =>
  sql.join(
    [
      sql`true`,
      ...(range.from ? [sql`${column} >= ${range.from.toISOString()}::timestamptz`] : []),
      ...(range.until ? [sql`${column} < ${range.until.toISOString()}::timestamptz`] : []),
    ],
    sql` AND `,
  );

/** The campaign's redeemables (a stack's parts in it) made in the range, and the orders of the successful ones. */
export async function redemptionFigures(db: Executor, campaignId: string, range: SummaryRange) {
  const [row] = await queryRows<{
    redemptions: Num;
    succeeded: Num;
    failed: Num;
    amount: Num;
    orders_amount: Num;
    referred: Num;
  }>(
    db,
    sql`WITH made AS (
          SELECT * FROM redemptions r
           WHERE r.campaign_id = ${campaignId} AND r.parent_id IS NOT NULL AND ${within(sql`r.created_at`, range)}
        )
        SELECT count(*) AS redemptions,
               count(*) FILTER (WHERE result = 'SUCCESS') AS succeeded,
               count(*) FILTER (WHERE result = 'FAILURE') AS failed,
               coalesce(sum(amount) FILTER (WHERE result = 'SUCCESS'), 0) AS amount,
               (SELECT coalesce(sum(o.amount), 0) FROM orders o
                 WHERE o.id IN (SELECT order_id FROM made WHERE result = 'SUCCESS')) AS orders_amount,
               count(DISTINCT customer_id) FILTER (WHERE status = 'SUCCEEDED') AS referred
          FROM made`,
  );
  return {
    redemptions: Number(row?.redemptions ?? 0),
    succeeded: Number(row?.succeeded ?? 0),
    failed: Number(row?.failed ?? 0),
    /** What the successful ones took off their orders (a gift card's: the credits spent). */
    amount: Number(row?.amount ?? 0),
    ordersAmount: Number(row?.orders_amount ?? 0),
    /** Customers whose redemption stands (not rolled back): a referral program's referred customers. */
    customers: Number(row?.referred ?? 0),
  };
}

/** Rollbacks of the campaign's redeemables made in the range: what they gave back, and their orders' amount. */
export async function rollbackFigures(db: Executor, campaignId: string, range: SummaryRange) {
  const [row] = await queryRows<{ rollbacks: Num; amount: Num; orders_amount: Num }>(
    db,
    sql`WITH rolled AS (
          SELECT r.amount, r.order_id FROM redemption_rollbacks rr JOIN redemptions r ON r.id = rr.redemption_id
           WHERE r.campaign_id = ${campaignId} AND r.parent_id IS NOT NULL AND ${within(sql`rr.created_at`, range)}
        )
        SELECT count(*) AS rollbacks, coalesce(sum(amount), 0) AS amount,
               (SELECT coalesce(sum(o.amount), 0) FROM orders o WHERE o.id IN (SELECT order_id FROM rolled)) AS orders_amount
          FROM rolled`,
  );
  return {
    rollbacks: Number(row?.rollbacks ?? 0),
    amount: Number(row?.amount ?? 0),
    ordersAmount: Number(row?.orders_amount ?? 0),
  };
}

/**
 * The campaign's vouchers made and deleted (moved to the bin or for good) in the range, what the cards made started
 * with (a card's total, credits or points ever given, less every addition its ledger records) and what the deleted
 * ones held when they went.
 */
export async function voucherFigures(db: Executor, campaignId: string, range: SummaryRange) {
  const made = within(sql`v.created_at`, range);
  const deleted = sql`v.deleted_at IS NOT NULL AND ${within(sql`v.deleted_at`, range)}`;
  const opening = (total: SQL) =>
    sql`${total} - coalesce((SELECT sum(t.amount) FROM loyalty_transactions t WHERE t.voucher_id = v.id AND t.amount > 0), 0)`;
  const [row] = await queryRows<{
    created: Num;
    deleted: Num;
    opening_credits: Num;
    opening_points: Num;
    deleted_credits: Num;
    deleted_points: Num;
  }>(
    db,
    sql`SELECT count(*) FILTER (WHERE ${made}) AS created,
               count(*) FILTER (WHERE ${deleted}) AS deleted,
               coalesce(sum(${opening(sql`v.gift_amount`)}) FILTER (WHERE ${made}), 0) AS opening_credits,
               coalesce(sum(${opening(sql`v.loyalty_points`)}) FILTER (WHERE ${made}), 0) AS opening_points,
               coalesce(sum(v.gift_balance) FILTER (WHERE ${deleted}), 0) AS deleted_credits,
               coalesce(sum(v.loyalty_balance) FILTER (WHERE ${deleted}), 0) AS deleted_points
          FROM vouchers v WHERE v.campaign_id = ${campaignId}`,
  );
  return {
    created: Number(row?.created ?? 0),
    deleted: Number(row?.deleted ?? 0),
    openingCredits: Number(row?.opening_credits ?? 0),
    openingPoints: Number(row?.opening_points ?? 0),
    deletedCredits: Number(row?.deleted_credits ?? 0),
    deletedPoints: Number(row?.deleted_points ?? 0),
  };
}

/** How many publications handed out the campaign's codes in the range. */
export async function publicationCount(db: Executor, campaignId: string, range: SummaryRange) {
  const [row] = await queryRows<{ n: Num }>(
    db,
    sql`SELECT count(*) AS n FROM publications p
         WHERE p.campaign_id = ${campaignId} AND ${within(sql`p.created_at`, range)}`,
  );
  return Number(row?.n ?? 0);
}

/** What the campaign's cards' ledger rows of each type moved in the range (signed, as each row moved it). */
export async function ledgerFigures(db: Executor, campaignId: string, range: SummaryRange) {
  const rows = await queryRows<{ type: string; amount: Num }>(
    db,
    sql`SELECT t.type, sum(t.amount) AS amount FROM loyalty_transactions t
         WHERE t.voucher_id IN (${campaignCards(campaignId)}) AND ${within(sql`t.created_at`, range)}
         GROUP BY t.type`,
  );
  const byType = new Map(rows.map((row) => [row.type, Number(row.amount)]));
  return (type: string) => byType.get(type) ?? 0;
}

/**
 * The pending points of the campaign's cards: what was made pending in the range (as it stands after any change to
 * it), and what was canceled in the range.
 */
export async function pendingFigures(db: Executor, campaignId: string, range: SummaryRange) {
  const [row] = await queryRows<{ added: Num; canceled: Num }>(
    db,
    sql`SELECT coalesce(sum(b.points) FILTER (WHERE ${within(sql`b.created_at`, range)}), 0) AS added,
               coalesce(sum(b.points) FILTER (WHERE b.status = 'CANCELED' AND ${within(sql`b.updated_at`, range)}), 0)
                 AS canceled
          FROM loyalty_points_buckets b
         WHERE b.voucher_id IN (${campaignCards(campaignId)}) AND b.activates_at IS NOT NULL`,
  );
  return { added: Number(row?.added ?? 0), canceled: Number(row?.canceled ?? 0) };
}
