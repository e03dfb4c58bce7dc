import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { e2eDemoPassword, e2eKeys } from './env.ts';
import { AppShellPage } from './pages/app-shell-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';

/** The demo project's ADMIN, seeded with the e2e server's demo password. */
export const e2eOwner = { email: 'owner@example.com', password: e2eDemoPassword };

interface Fixtures {
  signInPage: SignInPage;
  shell: AppShellPage;
  /** A page signed in as the demo owner, in the e2e project, showing the overview. */
  connected: Page;
}

export const test = base.extend<Fixtures>({
  signInPage: async ({ page }, use) => {
    await use(new SignInPage(page));
  },
  shell: async ({ page }, use) => {
    await use(new AppShellPage(page));
  },
  connected: async ({ page, shell }, use) => {
    // Signing in through the API sets the session cookie in the page's browser context; sign-in.spec.ts covers the form.
    const response = await page.request.post('/promodesk/sign-in', { data: e2eOwner });
    expect(response.status()).toBe(200);
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
