import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db.ts';

type Num = string | number;

/**
 * A campaign's successful redemptions (its redeemables, not rolled back) per UTC day from `from` until `until`: how
 * many, their discounts, and their orders' value (each order once).
 */
export function campaignSpendPerDay(db: Executor, campaignId: string, from: Date, until: Date) {
  return queryRows<{ date: string; redemptions: Num; discount: Num; orders_amount: Num }>(
    db,
    sql`SELECT date, sum(uses) AS redemptions, sum(discount) AS discount, sum(order_amount) AS orders_amount
        FROM (SELECT to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS date, count(*) AS uses,
                     coalesce(sum(r.amount), 0) AS discount, coalesce(max(o.amount), 0) AS order_amount
                FROM redemptions r LEFT JOIN orders o ON o.id = r.order_id
               WHERE r.campaign_id = ${campaignId} AND r.parent_id IS NOT NULL AND r.status = 'SUCCEEDED'
                 AND r.created_at >= ${from} AND r.created_at < ${until}
               GROUP BY 1, r.order_id) per_order
        GROUP BY date ORDER BY date`,
  );
}

/**
 * The project's campaigns (at most `limit`, by id; only `among` when given) with a rule assigned to them that names
 * a budget condition: the candidates whose budgets the overview and the calendar check.
 */
export async function campaignsWithBudgetRules(db: Executor, projectId: string, limit: number, among?: string[]) {
  if (among?.length === 0) return [];
  return queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT DISTINCT c.id, c.name
        FROM validation_rule_assignments a
        JOIN validation_rules v ON v.id = a.rule_id
        JOIN campaigns c ON c.id = a.related_object_id
       WHERE a.project_id = ${projectId} AND a.related_object_type = 'campaign'
         AND (v.rules::text LIKE '%"campaign.orders.amount%' OR v.rules::text LIKE '%"redemption.count"%'
              OR v.rules::text LIKE '%"campaign.redemptions.count"%')
         ${
           among
             ? sql`AND c.id IN (${sql.join(
                 among.map((id) => sql`${id}`),
                 sql`, `,
               )})`
             : sql``
         }
       ORDER BY c.id LIMIT ${limit}`,
  );
}
