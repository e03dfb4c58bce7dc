import { sql, type SQL } from 'drizzle-orm';
import type { CustomerActivityType } from '../../../contract/customer-activity.ts';
import type { Json } from '../schema/columns.ts';
import { queryRows, type Executor } from '../db.ts';

/*
 * A customer's activity, gathered from what is recorded: the customer row (created), audited changes (updated),
 * custom events, redemptions and publications. Ids are the recorded rows' ids (the creation's is `evcus_` and the
 * customer id), so `starting_after_id` is a stable cursor. A stacked redemption shows as its per-redeemable
 * redemptions, each with its campaign.
 */

export interface ActivityFilter {
  customerId: string;
  projectId: string;
  order: 'created_at' | '-created_at';
  limit: number;
  startingAfterId?: string;
  startingAfter?: Date;
  startDate?: Date;
  endDate?: Date;
  campaignId?: string;
  campaignType?: string;
  type?: CustomerActivityType;
}

export interface ActivityRow {
  id: string;
  type: CustomerActivityType;
  created_at: string | Date;
  group_id: string | null;
  detail: Json;
}

function activitySource(f: ActivityFilter): SQL {
  return sql`
    SELECT 'evcus_' || c.id AS id, 'customer.created' AS type, c.created_at, NULL::text AS campaign_id,
      NULL::text AS group_id, '{}'::jsonb AS detail
      FROM customers c WHERE c.id = ${f.customerId}
    UNION ALL
    SELECT a.id, 'customer.updated', a.created_at, NULL, a.request_id, '{}'::jsonb
      FROM audit_entries a
      WHERE a.project_id = ${f.projectId} AND a.resource_id = ${f.customerId} AND a.action = 'customer.updated'
    UNION ALL
    SELECT e.id, 'customer.custom_event', e.created_at, NULL, NULL, jsonb_build_object('event', e.data)
      FROM events e WHERE e.customer_id = ${f.customerId}
    UNION ALL
    SELECT r.id, CASE WHEN r.result = 'SUCCESS' THEN 'customer.redemption.succeeded' ELSE 'customer.redemption.failed' END,
      r.created_at, r.campaign_id, NULL, jsonb_build_object('redemption', r.data)
      FROM redemptions r WHERE r.customer_id = ${f.customerId}
        AND NOT EXISTS (SELECT 1 FROM redemptions part WHERE part.parent_id = r.id)
    UNION ALL
    SELECT p.id, 'customer.publication.succeeded', p.created_at, p.campaign_id, NULL,
      jsonb_build_object('publication', jsonb_build_object('id', p.id, 'source_id', p.source_id, 'campaign_id',
        p.campaign_id, 'channel', p.channel, 'metadata', p.metadata, 'voucher_ids', p.voucher_ids))
      FROM publications p WHERE p.customer_id = ${f.customerId}`;
}

function conditions(f: ActivityFilter): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (f.startDate) parts.push(sql`act.created_at >= ${f.startDate.toISOString()}::timestamptz`);
  if (f.endDate) parts.push(sql`act.created_at <= ${f.endDate.toISOString()}::timestamptz`);
  if (f.campaignId) parts.push(sql`act.campaign_id = ${f.campaignId}`);
  if (f.campaignType) parts.push(sql`cp.campaign_type = ${f.campaignType}`);
  if (f.type) parts.push(sql`act.type = ${f.type}`);
  return sql.join(parts, sql` AND `);
}

const fromActivity = (f: ActivityFilter) =>
  sql`FROM (${activitySource(f)}) act LEFT JOIN campaigns cp ON cp.id = act.campaign_id WHERE ${conditions(f)}`;

/** One page (one more row than asked, so the caller knows whether more follow) and the total of the filter. */
export async function pageActivity(db: Executor, f: ActivityFilter) {
  const descending = f.order === '-created_at';
  const dir = descending ? sql`DESC` : sql`ASC`;
  const cmp = descending ? sql`<` : sql`>`;
  const cursor: SQL[] = [];
  if (f.startingAfter) cursor.push(sql`act.created_at ${cmp} ${f.startingAfter.toISOString()}::timestamptz`);
  if (f.startingAfterId) {
    cursor.push(sql`(act.created_at, act.id) ${cmp} (SELECT c.created_at, c.id FROM (${activitySource(f)}) c
      WHERE c.id = ${f.startingAfterId})`);
  }
  const rows = await queryRows<ActivityRow>(
    db,
    sql`SELECT act.id, act.type, act.created_at, act.group_id, act.detail ${fromActivity(f)}
      ${cursor.length ? sql`AND ${sql.join(cursor, sql` AND `)}` : sql``}
      ORDER BY act.created_at ${dir}, act.id ${dir} LIMIT ${f.limit + 1}`,
  );
  const [counted] = await queryRows<{ n: number | string }>(db, sql`SELECT count(*) AS n ${fromActivity(f)}`);
  return { rows: rows.slice(0, f.limit), hasMore: rows.length > f.limit, total: Number(counted?.n ?? 0) };
}
