import { sql } from 'drizzle-orm';
import type { Db } from '../store/db.ts';
import type { DemoConnection } from '../../contract/project.ts';

/** Codes and sizes the benchmark relies on. */
export const benchData = {
  templates: 100_000,
  campaigns: 1_000,
  transactions: 1_000_000,
  card: 'BENCH-CARD',
  limitedCode: 'BENCH-LIMITED',
  limitedQuantity: 200,
  /** The same for two processes at once. */
  sharedCode: 'BENCH-SHARED',
  /** The same for server-side and client-side redemptions at once. */
  mixedCode: 'BENCH-MIXED',
  openCode: 'BENCH-OPEN',
  /** A code with uses to spare for a whole throughput run. */
  plentyCode: 'BENCH-PLENTY',
  plentyQuantity: 10_000_000,
  /** The spread shape: each of this many clients redeems its own code of a set (`spreadCode`) as its own customer. */
  spreadClients: 50,
} as const;

/**
 * Sets of codes for the spread shape: plenty of uses for the throughput run; or `limitedQuantity` uses over the set
 * (4 each) for the over-redemption checks, client-side, half server-side, and over two processes.
 */
export const spreadSets = { SPREAD: benchData.plentyQuantity, LIMITED: 4, MIXED: 4, SHARED: 4 } as const;

/** Client `client`'s code (0-based) of a spread set. */
export const spreadCode = (set: keyof typeof spreadSets, client: number) =>
  `BENCH-SPREAD-${set}-${String(client + 1).padStart(2, '0')}`;

const slice = 100_000;

/**
 * Bulk data for `npm run bench`, written with set-based SQL (generate_series) so 1.1 million rows take seconds:
 * templates for deep paging, campaigns with rules for qualification, codes for stacked redemption and a
 * loyalty card with a million transactions for the export.
 */
export async function seedBenchData(db: Db, keys: DemoConnection) {
  const project = keys.project_id;
  await db.execute(sql`
    INSERT INTO campaign_templates (id, project_id, name, description, campaign_type, blueprint, created_at)
    SELECT 'camp_tpl_bench' || lpad(n::text, 7, '0'), ${project}, 'Bench template ' || n, 'Generated for paging', 
           CASE WHEN n % 4 = 0 THEN 'GIFT_VOUCHERS' ELSE 'DISCOUNT_COUPONS' END,
           '{"campaign":{"campaign_type":"DISCOUNT_COUPONS","voucher":{"type":"DISCOUNT_VOUCHER","discount":{"type":"AMOUNT","amount_off":100},"redemption":{"quantity":1},"code_config":{"length":8},"is_referral_code":false}},"validation_rules":[]}'::jsonb,
           timestamptz '2025-01-01' + n * interval '1 minute'
    FROM generate_series(1, ${benchData.templates}) AS n`);
  await db.execute(sql`
    INSERT INTO validation_rules (id, project_id, name, rules, created_at)
    VALUES ('val_bench_amount', ${project}, 'Bench: orders from $50', '{"1":{"name":"order.amount","conditions":{"$more_than_or_equal":[5000]}},"logic":"1"}'::jsonb, now()),
           ('val_bench_gold', ${project}, 'Bench: gold customers', '{"1":{"name":"customer.metadata","property":"tier","conditions":{"$in":["gold","silver"]}},"logic":"1"}'::jsonb, now())`);
  await db.execute(sql`
    INSERT INTO campaigns (id, project_id, name, campaign_type, type, voucher, validity, created_at)
    SELECT 'camp_bench' || lpad(n::text, 5, '0'), ${project}, 'Bench campaign ' || n, 'DISCOUNT_COUPONS', 'AUTO_UPDATE',
           '{"type":"DISCOUNT_VOUCHER","discount":{"type":"PERCENT","percent_off":5},"redemption":{"quantity":null},"code_config":{"length":8},"is_referral_code":false}'::jsonb,
           '{}'::jsonb, timestamptz '2025-06-01' + n * interval '1 minute'
    FROM generate_series(1, ${benchData.campaigns}) AS n`);
  await db.execute(sql`
    INSERT INTO validation_rule_assignments (id, project_id, rule_id, related_object_type, related_object_id, created_at)
    SELECT 'asgm_bench' || lpad(n::text, 5, '0'), ${project}, CASE WHEN n % 2 = 0 THEN 'val_bench_amount' ELSE 'val_bench_gold' END,
           'campaign', 'camp_bench' || lpad(n::text, 5, '0'), now()
    FROM generate_series(1, ${benchData.campaigns}) AS n`);
  await db.execute(sql`
    INSERT INTO vouchers (id, project_id, campaign_id, code, type, discount, redemption_quantity, loyalty_points, loyalty_balance, created_at)
    VALUES ('v_bench_limited', ${project}, 'camp_bench00001', ${benchData.limitedCode}, 'DISCOUNT_VOUCHER', '{"type":"AMOUNT","amount_off":100,"effect":"APPLY_TO_ORDER"}'::jsonb, ${benchData.limitedQuantity}, NULL, NULL, now()),
           ('v_bench_open', ${project}, 'camp_bench00002', ${benchData.openCode}, 'DISCOUNT_VOUCHER', '{"type":"PERCENT","percent_off":5,"effect":"APPLY_TO_ORDER"}'::jsonb, NULL, NULL, NULL, now()),
           ('v_bench_shared', ${project}, 'camp_bench00001', ${benchData.sharedCode}, 'DISCOUNT_VOUCHER', '{"type":"AMOUNT","amount_off":100,"effect":"APPLY_TO_ORDER"}'::jsonb, ${benchData.limitedQuantity}, NULL, NULL, now()),
           ('v_bench_mixed', ${project}, 'camp_bench00001', ${benchData.mixedCode}, 'DISCOUNT_VOUCHER', '{"type":"AMOUNT","amount_off":100,"effect":"APPLY_TO_ORDER"}'::jsonb, ${benchData.limitedQuantity}, NULL, NULL, now()),
           ('v_bench_plenty', ${project}, 'camp_bench00003', ${benchData.plentyCode}, 'DISCOUNT_VOUCHER', '{"type":"AMOUNT","amount_off":50,"effect":"APPLY_TO_ORDER"}'::jsonb, ${benchData.plentyQuantity}, NULL, NULL, now()),
           ('v_bench_card', ${project}, NULL, ${benchData.card}, 'LOYALTY_CARD', NULL, NULL, ${benchData.transactions}, ${benchData.transactions}, now())`);
  await db.execute(sql`
    INSERT INTO vouchers (id, project_id, campaign_id, code, type, discount, redemption_quantity, created_at)
    SELECT 'v_bench_spread_' || lower(s.name) || '_' || n, ${project}, 'camp_bench00003',
           'BENCH-SPREAD-' || s.name || '-' || lpad(n::text, 2, '0'), 'DISCOUNT_VOUCHER',
           '{"type":"AMOUNT","amount_off":50,"effect":"APPLY_TO_ORDER"}'::jsonb, s.quantity::int, now()
    FROM jsonb_each_text(${JSON.stringify(spreadSets)}::jsonb) AS s(name, quantity)
    CROSS JOIN generate_series(1, ${benchData.spreadClients}) AS n`);
  // In slices: one statement of a million rows makes PGlite's WebAssembly heap balloon.
  for (let from = 1; from <= benchData.transactions; from += slice) {
    const to = Math.min(benchData.transactions, from + slice - 1);
    await db.execute(sql`
      INSERT INTO loyalty_transactions (id, project_id, voucher_id, type, source_id, source, reason, amount, balance, details, created_at)
      SELECT 'vtx_bench' || lpad(n::text, 8, '0'), ${project}, 'v_bench_card', 'POINTS_ACCRUAL', 'order-' || n, 'API', 'Purchase', 1, n,
             '{"order":{"source_id":"bench"}}'::jsonb, timestamptz '2024-01-01' + n * interval '1 second'
      FROM generate_series(${from}::int, ${to}::int) AS n`);
  }
  // As a bulk load would: planner statistics for what was just written (PGlite has no autovacuum to do it later).
  await db.execute(sql`ANALYZE`);
}
