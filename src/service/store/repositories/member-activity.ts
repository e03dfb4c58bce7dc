import { sql, type SQL } from 'drizzle-orm';
import type { Json } from '../schema/columns.ts';
import { queryRows, type Executor } from '../db.ts';

/*
 * A loyalty card's activity, gathered from what is recorded about it: its ledger (each points movement, typed by
 * the official member activity it is), its publications and its tier changes (as their webhook events recorded them). Ids are the recorded rows' ids, so
 * `starting_after_id` is a stable keyset cursor.
 */

export interface MemberActivityRow {
  id: string;
  kind: 'ledger' | 'publication' | 'tier';
  ledger_type: string | null;
  created_at: string | Date;
  detail: Json;
}

const source = (cardId: string) => sql`
  SELECT t.id, 'ledger' AS kind, t.type AS ledger_type, t.created_at,
    jsonb_build_object('transaction', jsonb_build_object('id', t.id, 'type', t.type, 'source_id', t.source_id,
      'source', t.source, 'reason', t.reason, 'points', t.amount, 'balance', t.balance, 'details', t.details)) AS detail
    FROM loyalty_transactions t WHERE t.voucher_id = ${cardId}
  UNION ALL
  SELECT p.id, 'publication', NULL, p.created_at, jsonb_build_object('publication', jsonb_build_object('id', p.id,
      'source_id', p.source_id, 'channel', p.channel, 'customer_id', p.customer_id))
    FROM publications p WHERE p.voucher_ids::jsonb @> jsonb_build_array(${cardId}::text)
  UNION ALL
  SELECT w.id, 'tier', w.type, w.created_at, w.payload FROM webhook_events w
    WHERE w.type LIKE 'customer.loyalty_tier.%' AND w.payload->'voucher'->>'id' = ${cardId}`;

/** One page of a card's activity, newest first unless `order` says otherwise, and whether more follow. */
export async function pageMemberActivity(
  db: Executor,
  f: { cardId: string; order: 'created_at' | '-created_at'; limit: number; startingAfterId?: string | undefined },
) {
  const dir = f.order === '-created_at' ? sql`DESC` : sql`ASC`;
  const cmp = f.order === '-created_at' ? sql`<` : sql`>`;
  const after: SQL = f.startingAfterId
    ? sql`WHERE (act.created_at, act.id) ${cmp} (SELECT c.created_at, c.id FROM (${source(f.cardId)}) c
        WHERE c.id = ${f.startingAfterId})`
    : sql``;
  const rows = await queryRows<MemberActivityRow>(
    db,
    sql`SELECT act.* FROM (${source(f.cardId)}) act ${after}
      ORDER BY act.created_at ${dir}, act.id ${dir} LIMIT ${f.limit + 1}`,
  );
  return { rows: rows.slice(0, f.limit), hasMore: rows.length > f.limit };
}
