import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db.ts';

/**
 * The range's bounds as instants (from the first day's midnight UTC to the midnight after the last day), and the
 * one campaign the figures are of, if any.
 */
export type Range = { from: Date; until: Date; campaignId?: string | undefined };

/** `AND <column> = campaign` when the figures are of one campaign. */
const ofCampaign = (column: SQL, range: Range) =>
  range.campaignId ? sql` AND ${column} = ${range.campaignId}` : sql``;

type Num = string | number;

/**
 * Stacked redemptions (parents) per UTC day, by status, with the discount and order amount of the successful ones;
 * for one campaign, its redeemables (a stack's part in that campaign) with their own discounts.
 */
export function redemptionsPerDay(db: Executor, projectId: string, range: Range) {
  return queryRows<{
    date: string;
    succeeded: Num;
    failed: Num;
    rolled_back: Num;
    discount: Num;
    orders_amount: Num;
  }>(
    db,
    sql`SELECT to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
          count(*) FILTER (WHERE r.status = 'SUCCEEDED') AS succeeded,
          count(*) FILTER (WHERE r.status = 'FAILED') AS failed,
          count(*) FILTER (WHERE r.status = 'ROLLED_BACK') AS rolled_back,
          coalesce(sum(${range.campaignId ? sql`r.amount` : sql`o.total_discount_amount`})
            FILTER (WHERE r.status = 'SUCCEEDED'), 0) AS discount,
          coalesce(sum(o.amount) FILTER (WHERE r.status = 'SUCCEEDED'), 0) AS orders_amount
        FROM redemptions r LEFT JOIN orders o ON o.id = r.order_id
        WHERE r.project_id = ${projectId}
          AND ${range.campaignId ? sql`r.parent_id IS NOT NULL AND r.campaign_id = ${range.campaignId}` : sql`r.parent_id IS NULL`}
          AND r.created_at >= ${range.from} AND r.created_at < ${range.until}
        GROUP BY 1 ORDER BY 1`,
  );
}

/** The campaigns with the most successful redeemables in the range. */
export function topCampaigns(db: Executor, projectId: string, range: Range, limit: number) {
  return queryRows<{ campaign_id: string; name: string; redemptions: Num; discount: Num }>(
    db,
    sql`SELECT r.campaign_id, c.name, count(*) AS redemptions, coalesce(sum(r.amount), 0) AS discount
        FROM redemptions r JOIN campaigns c ON c.id = r.campaign_id
        WHERE r.project_id = ${projectId} AND r.parent_id IS NOT NULL AND r.status = 'SUCCEEDED'
          AND r.created_at >= ${range.from} AND r.created_at < ${range.until}${ofCampaign(sql`r.campaign_id`, range)}
        GROUP BY r.campaign_id, c.name ORDER BY count(*) DESC, r.campaign_id LIMIT ${limit}`,
  );
}

// Issued: points new to the balances (earned, added by hand, pending points that activated); transfers only move
// points between cards and refunds give back what was redeemed, so neither counts.
const issuedTypes = sql`('POINTS_ACCRUAL', 'POINTS_ADDITION', 'PENDING_POINTS_ACTIVATION')`;
const redeemedTypes = sql`('POINTS_REDEMPTION')`;

/** Loyalty points issued, redeemed (spent on rewards) and expired per UTC day of the range. */
export function loyaltyPointsPerDay(db: Executor, projectId: string, range: Range) {
  return queryRows<{ date: string; issued: Num; redeemed: Num; expired: Num }>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date,
               coalesce(sum(amount) FILTER (WHERE amount > 0 AND type IN ${issuedTypes}), 0) AS issued,
               coalesce(-sum(amount) FILTER (WHERE amount < 0 AND type IN ${redeemedTypes}), 0) AS redeemed,
               coalesce(-sum(amount) FILTER (WHERE amount < 0 AND type = 'POINTS_EXPIRATION'), 0) AS expired
        FROM loyalty_transactions
        WHERE project_id = ${projectId} AND created_at >= ${range.from} AND created_at < ${range.until}${ofCampaign(sql`campaign_id`, range)}
        GROUP BY 1 ORDER BY 1`,
  );
}

/** Active campaigns whose validity ends between `now` and `until`. */
export function campaignsExpiring(db: Executor, projectId: string, now: Date, until: Date, range: Range) {
  return queryRows<{ id: string; name: string; expiration_date: string }>(
    db,
    sql`SELECT id, name, validity->>'expiration_date' AS expiration_date FROM campaigns
        WHERE project_id = ${projectId} AND active AND validity ? 'expiration_date'${ofCampaign(sql`id`, range)}
          AND (validity->>'expiration_date')::timestamptz BETWEEN ${now} AND ${until}
        ORDER BY (validity->>'expiration_date')::timestamptz, id LIMIT 10`,
  );
}

/** Codes with more than one use, at least 80% of them redeemed but not all: fewest left first. */
export function codesNearlyUsedUp(db: Executor, projectId: string, limit: number, range: Range) {
  return queryRows<{
    code: string;
    campaign_id: string | null;
    campaign_name: string | null;
    redeemed: Num;
    quantity: Num;
  }>(
    db,
    sql`SELECT v.code, v.campaign_id, c.name AS campaign_name, v.redeemed_quantity AS redeemed,
               v.redemption_quantity AS quantity
        FROM vouchers v LEFT JOIN campaigns c ON c.id = v.campaign_id
        WHERE v.project_id = ${projectId} AND v.redemption_quantity > 1${ofCampaign(sql`v.campaign_id`, range)}
          AND v.redeemed_quantity < v.redemption_quantity AND v.redeemed_quantity * 5 >= v.redemption_quantity * 4
        ORDER BY v.redemption_quantity - v.redeemed_quantity, v.code LIMIT ${limit}`,
  );
}
