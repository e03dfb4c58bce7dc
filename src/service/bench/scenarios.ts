import { benchData, spreadCode, type spreadSets } from '../seed/bench-data.ts';
import { sampleDatabaseWaits } from './database-waits.ts';
import { appHeaders, clientHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { load, type LoadOptions } from './load.ts';
import { getJson, judged, json, loadRow, measure, seconds, type Row, type StoreKind } from './bench-kit.ts';
import { bulkActionScenario, campaignSetupScenario, exportScenario } from './job-scenarios.ts';

/** The stacked redemption the benchmark sends: a voucher, a second voucher and a promotion tier. */
export function stackedRedemption(code: string, tierId: string, customer = 'bench-customer') {
  return JSON.stringify({
    customer: { source_id: customer, metadata: { tier: 'gold' } },
    order: { amount: 25000, items: [{ product_id: 'prod_coffee', quantity: 5, price: 5000 }] },
    redeemables: [
      { object: 'voucher', id: code },
      { object: 'voucher', id: benchData.openCode },
      { object: 'promotion_tier', id: tierId },
    ],
  });
}

/** The stacked redemption through the client keys (`/client/v1/redemptions`) or the server's (`/v1/redemptions`). */
export const redemptionLoad = (base: string, side: 'client' | 'server' = 'client'): LoadOptions => ({
  url: side === 'client' ? `${base}/client/v1/redemptions` : `${base}/v1/redemptions`,
  method: 'POST',
  headers: { ...(side === 'client' ? clientHeaders : appHeaders), ...json },
});

/** Uses of a code beyond its quantity, read back through the API. */
export async function overRedemptionsOf(base: string, code: string, quantity: number) {
  const voucher = await getJson(`${base}/v1/vouchers/${code}`, appHeaders);
  const used: number = voucher.redemption.redeemed_quantity;
  return { used, over: Math.max(0, used - quantity) };
}

export type Shape = 'hot' | 'spread';

/**
 * The stacked redemption each client sends: `hot`, all on the same code (`hotCode`) and customer; `spread`, each
 * client its own code of a spread set and its own customer (the second code and the tier are shared in both).
 */
export function redemptionBodies(shape: Shape, hotCode: string, set: keyof typeof spreadSets, tierId: string) {
  if (shape === 'hot') return { body: stackedRedemption(hotCode, tierId) };
  return {
    bodies: Array.from({ length: benchData.spreadClients }, (_, i) =>
      stackedRedemption(spreadCode(set, i), tierId, `bench-customer-${i + 1}`),
    ),
  };
}

/** Over-redemptions of the contended code (`hot`) or of each code of a spread set (4 uses each). */
export async function overRedemptionsIn(base: string, shape: Shape, hotCode: string, set: keyof typeof spreadSets) {
  if (shape === 'hot') return overRedemptionsOf(base, hotCode, benchData.limitedQuantity);
  const quantity = benchData.limitedQuantity / benchData.spreadClients;
  let used = 0;
  let over = 0;
  for (let i = 0; i < benchData.spreadClients; i++) {
    const code = await overRedemptionsOf(base, spreadCode(set, i), quantity);
    used += code.used;
    over += code.over;
  }
  return { used, over };
}

/** A load's bodies split between two halves of its clients (two sides, or two processes). */
export const halves = (load: { body?: string; bodies?: string[] }, half: 0 | 1) =>
  load.bodies ? { bodies: load.bodies.slice(half * 25, half * 25 + 25) } : { body: load.body!, connections: 25 };

/** A promotion tier of the demo data, for reads and redemptions. */
export async function benchTiers(base: string): Promise<{ id: string }[]> {
  const promotion = (await getJson(`${base}/v1/campaigns?campaign_type=PROMOTION`, appHeaders)).campaigns[0];
  return (await getJson(`${base}/v1/promotions/${promotion.id}/tiers`, appHeaders)).tiers;
}

/**
 * The scenarios against one running service seeded with `seedBenchData` (`only` picks some by key), each reported
 * to `progress` as soon as it is done. Returns the rows and the no-op rate the ratios are taken against.
 */
export async function runScenarios(
  base: string,
  pid: number,
  kind: StoreKind,
  databaseUrl: string | undefined,
  only: string[] | undefined,
  progress: (row: Row) => void,
): Promise<Row[]> {
  const done: Row[] = [];
  const report = (r: Row) => (progress(r), done.push(r));
  const wanted = (key: string) => !only || only.includes(key);

  const noop = await measure({ url: `${base}/promodesk/health` });
  const ceiling = noop.rps;
  report(loadRow('noop', 'no-op route (framework ceiling)', noop, ceiling));
  const tiers = await benchTiers(base);
  const tierUrl = `${base}/v1/promotions/tiers/${tiers[0]!.id}`;

  if (wanted('tier-keys')) {
    const row = loadRow(
      'tier-keys',
      'tier read, app keys',
      await measure({ url: tierUrl, headers: appHeaders }),
      ceiling,
    );
    report(judged(kind, row, row));
  }
  if (wanted('tier-token')) {
    const token = await getJson(`${base}/v1/oauth/token`, appHeaders, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&scope=promotions',
    });
    const figures = await measure({ url: tierUrl, headers: { authorization: `Bearer ${token.access_token}` } });
    const row = loadRow('tier-token', 'tier read, bearer token', figures, ceiling);
    report(judged(kind, row, row));
  }

  if (wanted('templates-first') || wanted('templates-deep')) {
    const templates = `${base}/management/v1/projects/${testKeys.project_id}/templates/campaigns?limit=10`;
    const first = loadRow(
      'templates-first',
      'template page 1 (100,000 templates)',
      await measure({ url: templates, headers: managementHeaders }),
      ceiling,
    );
    report(judged(kind, first, first));
    const deepUrl = `${templates}&starting_after_id=camp_tpl_bench0099000`;
    const deep = loadRow(
      'templates-deep',
      'template page at depth 99,000',
      await measure({ url: deepUrl, headers: managementHeaders }),
      ceiling,
    );
    const depthRatio = Math.round((deep.rps! / first.rps!) * 100) / 100;
    report(judged(kind, { ...deep, notes: `depth/page 1 ${depthRatio}` }, { ...deep, depthRatio }));
  }

  if (wanted('qualification')) report(await qualificationScenario(base, kind, ceiling));
  for (const side of ['client', 'server'] as const)
    for (const shape of ['hot', 'spread'] as const) {
      const key = `redemption${side === 'server' ? '-server' : ''}${shape === 'spread' ? '-spread' : ''}`;
      if (wanted(key))
        report(await redemptionScenario(base, kind, ceiling, tiers[1]!.id, databaseUrl, { key, side, shape }));
    }
  if (wanted('export')) report(await exportScenario(base, pid, kind));
  if (wanted('campaign-setup')) report(await campaignSetupScenario(base, kind));
  if (wanted('bulk-action')) report(await bulkActionScenario(base));
  return done;
}

async function qualificationScenario(base: string, kind: StoreKind, ceiling: number): Promise<Row> {
  const body = JSON.stringify({
    customer: { source_id: 'bench-customer', metadata: { tier: 'gold' } },
    order: { amount: 20000, items: [{ product_id: 'prod_coffee', quantity: 2, price: 10000 }] },
  });
  const request = { url: `${base}/v1/campaigns/qualification?limit=50`, headers: { ...appHeaders, ...json } };
  const qualified = await getJson(request.url, request.headers, { method: 'POST', body });
  const figures = await measure({ ...request, method: 'POST', body });
  const row = loadRow(
    'qualification',
    'qualification over 1,000 campaigns with rules',
    figures,
    ceiling,
    `${qualified.total} qualify`,
  );
  return judged(kind, row, row);
}

/**
 * Throughput of stacked redemptions (a code with uses to spare, a second code and a tier) over the timed run,
 * counting successful redemptions only, client-side or server-side, all clients on one code and customer (`hot`) or
 * each on its own (`spread`); then 300 requests at once for 200 uses (one code, or 4 uses on each client's own
 * code), which must all end used and none over: all client-side for the client rows, half through each side for
 * the server rows (both sides take the same counters).
 */
async function redemptionScenario(
  base: string,
  kind: StoreKind,
  ceiling: number,
  tierId: string,
  databaseUrl: string | undefined,
  { key, side, shape }: { key: string; side: 'client' | 'server'; shape: Shape },
): Promise<Row> {
  const timed = () =>
    measure({
      ...redemptionLoad(base, side),
      ...redemptionBodies(shape, benchData.plentyCode, 'SPREAD', tierId),
    });
  // On PostgreSQL, what its sessions were doing meanwhile says what limits the rate (locks or round trips).
  const { result: figures, waits } = databaseUrl
    ? await sampleDatabaseWaits(databaseUrl, timed)
    : { result: await timed(), waits: undefined };
  const succeeded = Math.round(((figures.requests - figures.non2xx - figures.errors) / seconds) * 10) / 10;
  const contended = benchData.limitedQuantity + 100;
  const [code, set] =
    side === 'client' ? [benchData.limitedCode, 'LIMITED' as const] : [benchData.mixedCode, 'MIXED' as const];
  const bodies = redemptionBodies(shape, code, set, tierId);
  if (side === 'client') await load({ ...redemptionLoad(base), ...bodies, amount: contended });
  else
    await Promise.all(
      (['client', 'server'] as const).map((s, half) =>
        load({ ...redemptionLoad(base, s), ...halves(bodies, half as 0 | 1), amount: contended / 2 }),
      ),
    );
  const { used, over } = await overRedemptionsIn(base, shape, code, set);
  const scenario = `${side === 'client' ? 'stacked redemption, 3 redeemables' : 'server-side redemption (POST /v1/redemptions), 3 redeemables'}, ${shape}`;
  const ratio = Math.round((succeeded / ceiling) * 1000) / 1000;
  const row = {
    ...loadRow(key, scenario, figures, ceiling),
    rps: succeeded,
    ratio,
    notes: [
      `${contended} requests${side === 'server' ? ' (half client-side)' : ''} for ${benchData.limitedQuantity} uses (${shape === 'hot' ? 'one code' : `4 on each of ${benchData.spreadClients} codes`}): used ${used}, over-redemptions ${over}`,
      figures.non2xx ? `${figures.non2xx} failed in the timed run` : '',
      waits ? `database sessions: ${waits.map((w) => `${w.what} ${w.percent}%`).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
    figures: { overRedemptions: over, redeemedQuantity: used },
  };
  return judged(kind, row, { ratio, p99: figures.p99, overRedemptions: over });
}
