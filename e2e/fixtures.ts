import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eDemoPassword, e2eFrozenAt } from './env.ts';
import { AppShellPage } from './pages/app-shell-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { createWorkerProject, resetWorkerProject, type WorkerProject } from './worker-project.ts';

/** The demo project's ADMIN, seeded with the e2e server's demo password; ADMIN of every worker project too. */
export const e2eOwner = { email: 'owner@example.com', password: e2eDemoPassword };

interface Fixtures {
  signInPage: SignInPage;
  shell: AppShellPage;
  /** The worker's project, back at its seed (and its frozen clock) before the test starts. */
  project: WorkerProject;
  /** A page signed in as the demo owner, in the worker's project, showing the overview. */
  connected: Page;
}

export const test = base.extend<Fixtures, { workerProject: WorkerProject }>({
  workerProject: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await createWorkerProject(request, workerInfo.workerIndex));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  project: [
    async ({ workerProject, request }, use) => {
      await resetWorkerProject(request);
      await use(workerProject);
    },
    { auto: true },
  ],
  // Browsers read the time the worker project's clock stands at, so "today" is the same on both sides.
  context: async ({ context }, use) => {
    await context.clock.setFixedTime(new Date(e2eFrozenAt));
    await use(context);
  },
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new AppShellPage(page));
  },
  connected: async ({ page, shell, project }, use) => {
    // Signing in through the API sets the session cookie in the page's browser context; sign-in.spec.ts covers the form.
    const response = await page.request.post('/promodesk/sign-in', { data: e2eOwner });
    expect(response.status()).toBe(200);
    // The dashboard opens the project it finds chosen; a test may choose another later.
    await page.addInitScript((projectId) => {
      if (!localStorage.getItem('promodesk.project')) localStorage.setItem('promodesk.project', projectId);
    }, project.project_id);
    // The overview is waited for: a journey that closed the page while it was still loading had the browser's next
    // new page hang for a minute.
    await page.goto('/');
    await expect(shell.projectBadge(project.project_id)).toBeVisible();
    await use(page);
  },
});

export { expect };

/** The words of the dashboard's route paths, read from its route files: any other segment of a URL is an id. */
const routeWords = new Set(
  readdirSync(fileURLToPath(new URL('../src/dashboard/routes', import.meta.url)), { recursive: true, encoding: 'utf8' })
    .flatMap((file) => file.replace(/\.tsx$/, '').split(/[/.]/))
    .filter((word) => word && !word.startsWith('$'))
    .map((word) => word.replace(/^_+|_+$/g, '')),
);

/**
 * The page as axe sees it: its route (the path with its ids left out), phone or desktop width, color scheme and
 * whether a dialog is open. Two tests that reach the same one scan the same markup.
 */
async function distinctPage(page: Page) {
  const route = new URL(page.url()).pathname
    .split('/')
    .map((segment) => (segment === '' || routeWords.has(segment) ? segment : ':id'))
    .join('/');
  const width = (page.viewportSize()?.width ?? 1280) < 768 ? 'phone' : 'desktop';
  const { scheme, dialog } = await page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme') ?? 'light',
    dialog: document.querySelector('[role="dialog"], [role="alertdialog"]') !== null,
  }));
  return `${route} ${width} ${scheme}${dialog ? ' with a dialog' : ''}`;
}

/**
 * Claims the first scan of a distinct page in this run, across workers: a folder per page under the run's output
 * folder, which only one `mkdir` can create.
 */
function firstScanOf(key: string) {
  const scanned = join(test.info().project.outputDir, 'axe-scanned');
  mkdirSync(scanned, { recursive: true });
  try {
    mkdirSync(join(scanned, createHash('sha1').update(key).digest('hex')));
    return true;
  } catch {
    return false;
  }
}

/**
 * Fails with a readable list when axe finds serious or critical WCAG 2.1 A/AA violations on the page as it is now.
 * Each distinct page (distinctPage) is scanned once per run, by the first test that reaches it: a scan takes seconds,
 * and the journeys reach the same pages many times.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const key = await distinctPage(page);
  if (!firstScanOf(key)) return;
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  // A violation on the document's root element names no markup of a page: say what the root carried then.
  const root = serious.some((line) => line.includes(':root'))
    ? await page.evaluate(() =>
        [...document.documentElement.attributes].map((a) => `${a.name}="${a.value.slice(0, 80)}"`).join(' '),
      )
    : undefined;
  expect(serious, `serious or critical accessibility violations on ${key}${root ? ` (<html ${root}>)` : ''}`).toEqual(
    [],
  );
}
