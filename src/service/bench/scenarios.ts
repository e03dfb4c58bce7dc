import { benchData } from '../seed/bench-data.ts';
import { appHeaders, clientHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { load, type LoadFigures, type LoadOptions } from './load.ts';
import { currentRssMiB, peakRssMiB } from '../testing/child-process-service.ts';

export type Row = {
  scenario: string;
  rps?: number;
  p50?: number;
  p99?: number;
  ratio?: number;
  notes?: string;
  figures?: Record<string, number>;
};

const json = { 'content-type': 'application/json' };
const seconds = 5;
const warmUpSeconds = 2;

/**
 * A timed scenario after an unrecorded warm-up of the same requests: the first seconds of a fresh process pay
 * for JIT and WebAssembly tier-up (PGlite queries take 10-20 ms until then, under 1 ms after).
 */
async function measure(options: LoadOptions): Promise<LoadFigures> {
  await load({ ...options, duration: warmUpSeconds });
  return load({ ...options, duration: seconds });
}

async function getJson(url: string, headers: Record<string, string>, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const row = (scenario: string, figures: LoadFigures, ceiling: number, notes = ''): Row => ({
  scenario,
  rps: figures.rps,
  p50: figures.p50,
  p99: figures.p99,
  ratio: Math.round((figures.rps / ceiling) * 100) / 100,
  notes: [figures.non2xx ? `${figures.non2xx} non-2xx` : '', figures.errors ? `${figures.errors} errors` : '', notes]
    .filter(Boolean)
    .join('; '),
});

/** Every scenario of the benchmark against a running service seeded with `seedBenchData`. */
export async function runScenarios(
  base: string,
  pid: number,
  kind: 'pglite' | 'postgres',
  progress: (row: Row) => void,
): Promise<Row[]> {
  // Each finished scenario is reported at once, so a long run shows where it is.
  const rows = { push: (r: Row) => (progress(r), done.push(r)) };
  const done: Row[] = [];
  const ceiling = await measure({ url: `${base}/promodesk/health` });
  rows.push({ ...row('no-op route (framework ceiling)', ceiling, ceiling.rps) });

  const promotion = (await getJson(`${base}/v1/campaigns?campaign_type=PROMOTION`, appHeaders)).campaigns[0];
  const tiers = (await getJson(`${base}/v1/promotions/${promotion.id}/tiers`, appHeaders)).tiers;
  const tierUrl = `${base}/v1/promotions/tiers/${tiers[0].id}`;
  rows.push(row('tier read, app keys', await measure({ url: tierUrl, headers: appHeaders }), ceiling.rps));
  const token = await getJson(`${base}/v1/oauth/token`, appHeaders, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&scope=promotions',
  });
  rows.push(
    row(
      'tier read, bearer token',
      await measure({ url: tierUrl, headers: { authorization: `Bearer ${token.access_token}` } }),
      ceiling.rps,
    ),
  );

  const templates = `${base}/management/v1/projects/${testKeys.project_id}/templates/campaigns?limit=10`;
  rows.push(
    row(
      'template page 1 (100,000 templates)',
      await measure({ url: templates, headers: managementHeaders }),
      ceiling.rps,
    ),
  );
  const deep = `${templates}&starting_after_id=camp_tpl_bench0099000`;
  rows.push(
    row('template page at depth 99,000', await measure({ url: deep, headers: managementHeaders }), ceiling.rps),
  );

  const qualification = JSON.stringify({
    customer: { source_id: 'bench-customer', metadata: { tier: 'gold' } },
    order: { amount: 20000, items: [{ product_id: 'prod_coffee', quantity: 2, price: 10000 }] },
  });
  const qualified = await getJson(
    `${base}/v1/campaigns/qualification?limit=50`,
    { ...appHeaders, ...json },
    { method: 'POST', body: qualification },
  );
  // Each qualification reads every campaign and rule; 10 clients keep its queue within the request timeout on one PGlite connection.
  rows.push(
    row(
      'qualification over 1,000 campaigns with rules (10 clients)',
      await measure({
        url: `${base}/v1/campaigns/qualification?limit=50`,
        method: 'POST',
        headers: { ...appHeaders, ...json },
        body: qualification,
        connections: 10,
      }),
      ceiling.rps,
      `${qualified.total} qualify`,
    ),
  );

  const redemption = JSON.stringify({
    customer: { source_id: 'bench-customer', metadata: { tier: 'gold' } },
    order: { amount: 25000, items: [{ product_id: 'prod_coffee', quantity: 5, price: 5000 }] },
    redeemables: [
      { object: 'voucher', id: benchData.limitedCode },
      { object: 'voucher', id: benchData.openCode },
      { object: 'promotion_tier', id: tiers[1].id },
    ],
  });
  const requests = benchData.limitedQuantity + 100;
  const redeemed = await load({
    url: `${base}/client/v1/redemptions`,
    method: 'POST',
    headers: { ...clientHeaders, ...json },
    body: redemption,
    amount: requests,
  });
  const limited = await getJson(`${base}/v1/vouchers/${benchData.limitedCode}`, appHeaders);
  const over = Math.max(0, limited.redemption.redeemed_quantity - benchData.limitedQuantity);
  rows.push({
    ...row(
      'stacked redemption, 3 redeemables, 50 clients',
      redeemed,
      ceiling.rps,
      `${requests} requests; limited code used ${limited.redemption.redeemed_quantity}/${benchData.limitedQuantity}; over-redemptions ${over}`,
    ),
    figures: { overRedemptions: over, redeemedQuantity: limited.redemption.redeemed_quantity },
  });

  rows.push(await exportScenario(base, pid));
  rows.push(await campaignSetupScenario(base, kind));
  return done;
}

/** Issue 10's goal for one campaign setup with 100,000 vouchers, per store. */
const setupTargetSeconds = { postgres: 10, pglite: 20 };

/** One campaign setup generating 100,000 vouchers in its transaction, timed from request to answer. */
async function campaignSetupScenario(base: string, kind: 'pglite' | 'postgres'): Promise<Row> {
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
  const target = setupTargetSeconds[kind];
  const met = setupSeconds <= target && created === count;
  return {
    scenario: 'campaign setup with 100,000 vouchers',
    notes: `${setupSeconds.toFixed(1)} s for ${created} vouchers created (target <= ${target} s: ${met ? 'met' : 'missed'})`,
    figures: { setupSeconds, vouchers: created, targetSeconds: target },
  };
}

/** A 1,000,000-row export: time to DONE, time to stream the CSV, and the server's memory around it. */
async function exportScenario(base: string, pid: number): Promise<Row> {
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
  const downloadStarted = performance.now();
  const response = await fetch(exported.result.url);
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const downloadSeconds = (performance.now() - downloadStarted) / 1000;
  const peak = peakRssMiB(pid);
  return {
    scenario: '1,000,000-row loyalty export',
    notes: `DONE in ${doneSeconds.toFixed(1)} s; CSV ${lines - 1} rows, ${Math.round(bytes / 2 ** 20)} MiB streamed in ${downloadSeconds.toFixed(1)} s; server RSS ${rssBefore} MiB before, peak ${peak} MiB`,
    figures: { rows: lines - 1, doneSeconds, downloadSeconds, rssBeforeMiB: rssBefore, peakRssMiB: peak },
  };
}
