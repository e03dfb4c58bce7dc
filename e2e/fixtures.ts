import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
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
    await page.goto('/');
    await expect(shell.projectBadge(project.project_id)).toBeVisible();
    await use(page);
  },
});

export { expect };

/** Fails with a readable list when axe finds serious or critical WCAG 2.1 A/AA violations on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, 'serious or critical accessibility violations').toEqual([]);
}
