import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { e2eBaseUrl, e2eKeys } from './env.ts';
import { AppShellPage } from './pages/app-shell-page.ts';
import { ConnectPage } from './pages/connect-page.ts';

/** The dashboard's connection record (src/dashboard/lib/connection.ts) for the e2e server's known keys. */
export const e2eConnection = { baseUrl: e2eBaseUrl, ...e2eKeys };

interface Fixtures {
  connectPage: ConnectPage;
  shell: AppShellPage;
  /** A page already connected to the e2e project, showing the overview. */
  connected: Page;
}

export const test = base.extend<Fixtures>({
  connectPage: async ({ page }, use) => {
    await use(new ConnectPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new AppShellPage(page));
  },
  connected: async ({ page, shell }, use) => {
    // Writing the tab's sessionStorage skips the Connect form, which connect.spec.ts covers on its own.
    await page.goto('/connect');
    await page.evaluate((connection) => {
      window.sessionStorage.setItem('promodesk.connection', JSON.stringify(connection));
    }, e2eConnection);
    await page.goto('/');
    await expect(shell.projectBadge(e2eKeys.projectId)).toBeVisible();
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
