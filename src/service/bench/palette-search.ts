import { appHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { getJson, json, measure, type Row } from './bench-kit.ts';

const campaignName = 'Bench: 100,000 vouchers';

/**
 * The campaign of 100,000 codes the `campaign-setup` scenario creates (found with the palette's own search), set up
 * here when that scenario did not run.
 */
async function hundredThousandCodes(base: string, search: string): Promise<string> {
  const found = await getJson(`${search}?q=${encodeURIComponent(campaignName)}&limit=1`, managementHeaders);
  if (found.data[0]?.kind === 'campaign') return found.data[0].id;
  const templates = await getJson(
    `${base}/management/v1/projects/${testKeys.project_id}/templates/campaigns?limit=1`,
    managementHeaders,
  );
  const setup = await getJson(
    `${base}/v1/templates/campaigns/${templates.data[0].id}/campaign-setup`,
    { ...appHeaders, ...json },
    {
      method: 'POST',
      body: JSON.stringify({ name: campaignName, vouchers_count: 100_000, voucher: { code_config: { length: 12 } } }),
    },
  );
  return setup.campaign.id;
}

/**
 * Seconds until one search answers within 50 ms (at most 120 s). Right after 100,000 codes are written the planner's
 * statistics still see the table small and it reads the table whole; PostgreSQL's autovacuum and the service's
 * statistics keeper on PGlite (every 60 s) analyze it again, as they would after any large import.
 */
async function plannerSettled(url: string) {
  const started = performance.now();
  for (;;) {
    const before = performance.now();
    await getJson(url, managementHeaders);
    const elapsed = (performance.now() - started) / 1000;
    if (performance.now() - before < 50 || elapsed > 120) return Math.round(elapsed);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * The command palette's search over 100,000 codes and 1,000 campaigns: a one-character code prefix (thousands of
 * matches, of which the index reads the first 20) and a campaign name prefix. No target is set: figures only.
 */
export async function paletteSearchScenarios(base: string, ceiling: number): Promise<Row[]> {
  const search = `${base}/promodesk/projects/${testKeys.project_id}/search`;
  const campaignId = await hundredThousandCodes(base, search);
  const sample = await getJson(`${base}/v1/vouchers?campaign_id=${campaignId}&limit=1`, appHeaders);
  const codePrefix: string = sample.vouchers[0].code.slice(0, 1);
  const settled = await plannerSettled(`${search}?q=${encodeURIComponent(codePrefix)}&limit=20`);
  const queries = [
    { key: 'palette-search', q: codePrefix, what: `code prefix "${codePrefix}"` },
    { key: 'palette-search-name', q: 'bench c', what: 'campaign name prefix "bench c"' },
  ];
  const rows: Row[] = [];
  for (const { key, q, what } of queries) {
    const url = `${search}?q=${encodeURIComponent(q)}&limit=20`;
    const answered = await getJson(url, managementHeaders);
    const figures = await measure({ url, headers: managementHeaders });
    rows.push({
      key,
      scenario: `palette search, ${what} (100,000 codes)`,
      rps: figures.rps,
      p50: figures.p50,
      p99: figures.p99,
      ratio: Math.round((figures.rps / ceiling) * 100) / 100,
      notes: [
        `${answered.data.length} hits`,
        `statistics settled after ${settled} s`,
        figures.non2xx ? `${figures.non2xx} non-2xx` : '',
      ]
        .filter(Boolean)
        .join('; '),
    });
  }
  return rows;
}
