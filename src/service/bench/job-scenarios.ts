import { benchData } from '../seed/bench-data.ts';
import { appHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { currentRssMiB, peakRssMiB } from '../testing/child-process-service.ts';
import { getJson, judged, json, type Row, type StoreKind } from './bench-kit.ts';

/* The scenarios of big jobs, timed from request to their end: a 100,000-code setup, an export, a bulk action. */

/** One campaign setup generating 100,000 vouchers in its transaction, timed from request to answer. */
export async function campaignSetupScenario(base: string, kind: StoreKind): Promise<Row> {
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
export async function exportScenario(base: string, pid: number, kind: StoreKind): Promise<Row> {
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
export async function bulkActionScenario(base: string): Promise<Row> {
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
