/**
 * Lighthouse figures (desktop preset: performance and accessibility) for two dashboard pages, measured against the
 * real service serving the built dist/ with demo data. Prints a table and writes lighthouse-results.json; it asserts
 * no timings, only that each page really rendered. Run with `npm run lighthouse` (builds first).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { startChildProcessService } from '../src/service/testing/child-process-service.ts';
import { chromiumPath } from './chromium.ts';

const overallTimeoutMs = 5 * 60_000;
/** App keys the measured service starts with, for reading the demo data the pages show. */
const benchKeys = { appId: 'lighthouse-app', appToken: 'lighthouse-app-token' };
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** GET with the demo app keys the bench starts the service with. */
async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url} answered HTTP ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The first tier of the demo promotion "Black Friday ladder": the page its tier route shows. */
async function demoTier(base: string) {
  const headers = { 'X-App-Id': benchKeys.appId, 'X-App-Token': benchKeys.appToken };
  const { campaigns } = await getJson<{ campaigns: { id: string; name: string }[] }>(
    `${base}/v1/campaigns?campaign_type=PROMOTION&limit=100`,
    headers,
  );
  const campaign = campaigns.find((c) => c.name === 'Black Friday ladder');
  if (!campaign) throw new Error('The demo data has no promotion "Black Friday ladder"');
  const { tiers } = await getJson<{ tiers: { id: string; name: string }[] }>(
    `${base}/v1/promotions/${campaign.id}/tiers`,
    headers,
  );
  if (!tiers[0]) throw new Error('"Black Friday ladder" has no tiers');
  return tiers[0];
}

/** Signs in once with the demo account; the session cookie serves every Lighthouse run of this tab. */
async function connectDemo(page: Page, base: string) {
  await page.goto(`${base}/sign-in`);
  await page.locator('::-p-text(Use the demo account)').click();
  await page.waitForSelector('nav[aria-label="Main"]', { timeout: 15_000 });
}

async function measure(page: Page, url: string, heading: string) {
  // disableStorageReset keeps the tab's session cookie whatever storage types Lighthouse clears, but it also skips
  // Lighthouse's cache clearing: without this, assets of the /sign-in visit (heuristically fresh: no
  // Cache-Control) would load from cache and the figures would depend on how long ago dist/ was built.
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    {
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    desktopConfig,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  // A lost session redirects to /sign-in and would be measured silently, so check what was really shown.
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const h1 = await page.$eval('h1', (el) => el.textContent?.trim() ?? '').catch(() => '(none)');
  if (finalPath !== new URL(url).pathname || h1 !== heading) {
    throw new Error(`${url} ended at ${finalPath} with heading "${h1}", expected "${heading}"`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const metric = (id: string) => ({
    value: lhr.audits[id]?.numericValue ?? NaN,
    display: lhr.audits[id]?.displayValue ?? '?',
  });
  // Accessibility audits below full marks, with the elements Lighthouse blames.
  const a11yIssues = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit.id,
      elements: (
        (audit.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? []
      ).map((item) => item.node?.selector ?? item.node?.snippet ?? '?'),
    }));
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    a11yIssues,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    // Lighthouse's CPU benchmark of this host during the run: low values mean a busy or slow machine.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function run(cleanups: (() => Promise<unknown>)[]) {
  const dataDir = await mkdtemp(join(tmpdir(), 'promodesk-lighthouse-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const server = await startChildProcessService({
    DATA_DIR: dataDir,
    PROMODESK_SEED: 'demo',
    PROMODESK_APP_ID: benchKeys.appId,
    PROMODESK_APP_TOKEN: benchKeys.appToken,
  });
  cleanups.push(server.stop);
  const tier = await demoTier(server.base);

  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags, logLevel: 'error' });
  cleanups.push(async () => chrome.kill());
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  cleanups.push(() => browser.disconnect());
  const page = await browser.newPage();
  await connectDemo(page, server.base);

  const pages = [
    { name: 'templates', url: `${server.base}/templates`, heading: 'Campaign templates' },
    { name: 'promotion tier', url: `${server.base}/promotions/tiers/${tier.id}`, heading: tier.name },
  ];
  const results = [];
  for (const { name, url, heading } of pages) results.push({ page: name, ...(await measure(page, url, heading)) });

  await writeFile('lighthouse-results.json', `${JSON.stringify(results, null, 2)}\n`);
  const rows = [
    ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS'],
    ...results.map((r) => [
      r.page,
      String(r.performance),
      String(r.accessibility),
      r.fcp.display,
      r.lcp.display,
      r.tbt.display,
      r.cls.display,
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  for (const r of results) {
    for (const issue of r.a11yIssues)
      console.log(`${r.page}: accessibility audit ${issue.id} fails on ${issue.elements.join(', ') || '(no element)'}`);
  }
  const benchmarkIndexes = results.map((r) => Math.round(r.benchmarkIndex)).join(', ');
  console.log(
    `Lighthouse ${results[0]?.lighthouseVersion}, ${results[0]?.userAgent}, host benchmarkIndex ${benchmarkIndexes}; written to lighthouse-results.json`,
  );
}

const cleanups: (() => Promise<unknown>)[] = [];
let timer: NodeJS.Timeout | undefined;
const timeout = new Promise<never>((_, reject) => {
  timer = setTimeout(() => reject(new Error(`gave up after ${overallTimeoutMs / 1000} s`)), overallTimeoutMs);
});
let exitCode = 0;
try {
  await Promise.race([run(cleanups), timeout]);
} catch (error) {
  console.error('Lighthouse measurement failed:', error);
  exitCode = 1;
} finally {
  clearTimeout(timer);
  // Last started, first stopped: browser, then the service, then its data folder.
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error('cleanup:', error));
}
// A timed-out Lighthouse run may still hold handles open; the exit code is all that is left to report.
process.exit(exitCode);
