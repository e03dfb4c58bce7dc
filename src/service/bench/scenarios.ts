import { benchData, spreadCode, type spreadSets } from '../seed/bench-data.ts';
import { sampleDatabaseWaits } from './database-waits.ts';
import { appHeaders, clientHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { load, type LoadFigures, type LoadOptions } from './load.ts';
import { currentRssMiB, peakRssMiB } from '../testing/child-process-service.ts';
import { judge, type Measured } from './targets.ts';

export type StoreKind = 'pglite' | 'postgres';

export type Row = {
  key: string;
  scenario: string;
  rps?: number;
  p50?: number;
  p99?: number;
  ratio?: number;
  notes?: string;
  /** Each bound of the scenario's target with met/missed, when it has one on this store. */
  target?: string;
  met?: boolean;
  figures?: Record<string, number>;
};

export const json = { 'content-type': 'application/json' };
const seconds = 5;
const warmUpSeconds = 2;

/**
 * A timed scenario after an unrecorded warm-up of the same requests: the first seconds of a fresh process pay
 * for JIT and WebAssembly tier-up (PGlite queries take 10-20 ms until then, under 1 ms after).
 */
export async function measure(options: LoadOptions): Promise<LoadFigures> {
  await load({ ...options, duration: warmUpSeconds });
  return load({ ...options, duration: seconds });
}

export async function getJson(url: string, headers: Record<string, string>, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** A row with its verdict against the scenario's target on this store. */
export function judged(kind: StoreKind, row: Row, measured: Measured): Row {
  const verdict = judge(row.key, kind, measured);
  return verdict ? { ...row, target: verdict.verdict, met: verdict.met } : row;
}

const loadRow = (key: string, scenario: string, figures: LoadFigures, ceiling: number, notes = ''): Row => ({
  key,
  scenario,
  rps: figures.rps,
  p50: figures.p50,
  p99: figures.p99,
  ratio: Math.round((figures.rps / ceiling) * 100) / 100,
  notes: [figures.non2xx ? `${figures.non2xx} non-2xx` : '', figures.errors ? `${figures.errors} errors` : '', notes]
    .filter(Boolean)
    .join('; '),
});

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

/** One campaign setup generating 100,000 vouchers in its transaction, timed from request to answer. */
async function campaignSetupScenario(base: string, kind: StoreKind): Promise<Row> {
  const templates = await getJson(
    `${base}/management/v1/projects/${testKeys.project_id}/templates/campaigns?limit=1`,
    managementHeaders,
  );
  const count = 100_000;
  const started = performance.now();
  const setup = await getJson(
    `${base}/v1/templates/campaigns/${templates.data[0].id}/campaign-setup`,
    { ...appHeaders, ...json },
    {
      method: 'POST',
      body: JSON.stringify({
        name: 'Bench: 100,000 vouchers',
        vouchers_count: count,
        voucher: { code_config: { length: 12 } },
      }),
    },
  );
  const setupSeconds = (performance.now() - started) / 1000;
  // The vouchers actually stored, not the campaign's requested vouchers_count; codes are unique per project.
  const stored = await getJson(`${base}/v1/vouchers?campaign_id=${setup.campaign.id}&limit=1`, appHeaders);
  const created: number = stored.total;
  const row = {
    key: 'campaign-setup',
    scenario: 'campaign setup with 100,000 vouchers',
    notes: `${setupSeconds.toFixed(1)} s for ${created} vouchers created`,
    figures: { setupSeconds, vouchers: created },
  };
  return judged(kind, row, { seconds: created === count ? setupSeconds : Infinity });
}

/** A 1,000,000-row export from scheduling to the CSV's last byte, and the server's memory around it. */
async function exportScenario(base: string, pid: number, kind: StoreKind): Promise<Row> {
  const rssBefore = currentRssMiB(pid);
  const started = performance.now();
  const scheduled = await getJson(
    `${base}/v1/loyalties/members/${benchData.card}/transactions/export`,
    { ...appHeaders, ...json },
    { method: 'POST', body: JSON.stringify({ parameters: { order: '-created_at' } }) },
  );
  let exported = scheduled;
  while (exported.status === 'SCHEDULED' || exported.status === 'IN_PROGRESS') {
    await new Promise((r) => setTimeout(r, 100));
    exported = await getJson(`${base}/v1/exports/${scheduled.id}`, appHeaders);
  }
  const doneSeconds = (performance.now() - started) / 1000;
  if (exported.status !== 'DONE') throw new Error(`the export ended ${exported.status}`);
  // The child listens on a port the OS picked, so its public URL (from PORT=0) names none: keep path and query.
  const link = new URL(exported.result.url);
  const response = await fetch(`${base}${link.pathname}${link.search}`);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const totalSeconds = (performance.now() - started) / 1000;
  const peak = peakRssMiB(pid);
  const row = {
    key: 'export',
    scenario: '1,000,000-row loyalty export, schedule to last CSV byte',
    notes: `${totalSeconds.toFixed(1)} s (DONE after ${doneSeconds.toFixed(1)} s); ${lines - 1} rows, ${Math.round(bytes / 2 ** 20)} MiB; server RSS ${rssBefore} MiB before, peak ${peak} MiB`,
    figures: { rows: lines - 1, doneSeconds, totalSeconds, rssBeforeMiB: rssBefore, peakRssMiB: peak },
  };
  const complete = lines - 1 === benchData.transactions;
  return judged(kind, row, { seconds: complete ? totalSeconds : Infinity, peakRssMiB: peak });
}

/** Polls `url` until its status is no longer one of `running`; answers the last body. */
async function settled(url: string, headers: Record<string, string>, running: string[]) {
  for (;;) {
    const body = await getJson(url, headers);
    if (!running.includes(body.status)) return body;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Issue 28: a bulk disable of 10,000 vouchers, from scheduling to DONE (each row through the voucher's own
 * operation). The codes are imported first, untimed. No target is named: the figure is printed.
 */
async function bulkActionScenario(base: string): Promise<Row> {
  const count = 10_000;
  const codes = Array.from({ length: count }, (_, i) => `BULK-BENCH-${i}`);
  const body = codes.map((code) => ({ code, type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 100 } }));
  const imported = await getJson(
    `${base}/v1/vouchers/import`,
    { ...appHeaders, ...json },
    {
      method: 'POST',
      body: JSON.stringify(body),
    },
  );
  await settled(`${base}/v1/async-actions/${imported.async_action_id}`, appHeaders, ['ENQUEUED', 'IN_PROGRESS']);
  const actions = `${base}/promodesk/projects/${testKeys.project_id}/bulk-actions`;
  const started = performance.now();
  const scheduled = await getJson(
    actions,
    { ...managementHeaders, ...json },
    {
      method: 'POST',
      body: JSON.stringify({ resource: 'vouchers', action: 'disable', ids: codes }),
    },
  );
  const done = await settled(`${actions}/${scheduled.id}`, managementHeaders, ['ENQUEUED', 'IN_PROGRESS']);
  const totalSeconds = (performance.now() - started) / 1000;
  return {
    key: 'bulk-action',
    scenario: '10,000-row bulk action (disable vouchers), schedule to DONE',
    notes: `${totalSeconds.toFixed(1)} s, ${done.status}, ${done.changed_count} changed, ${done.failures.length} failed`,
    figures: { rows: count, totalSeconds, changed: done.changed_count },
  };
}
