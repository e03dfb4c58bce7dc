import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eDemoPassword, e2eFrozenAt } from '../env.ts';
import { workerProject } from '../worker-project.ts';

export type Viewport = { width: number; height: number };

/**
 * A demo person signed in, in a browser of their own, working in the worker's project: the member whose role an
 * admin changes in another browser.
 */
export async function signedInMember(browser: Browser, testInfo: TestInfo, email: string, viewport: Viewport) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport,
    reducedMotion: 'reduce',
  });
  await context.clock.setFixedTime(new Date(e2eFrozenAt));
  const page = await context.newPage();
  const response = await page.request.post('/promodesk/sign-in', { data: { email, password: e2eDemoPassword } });
  expect(response.status()).toBe(200);
  await page.addInitScript(
    (projectId) => localStorage.setItem('promodesk.project', projectId),
    workerProject().project_id,
  );
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText(workerProject().project_id);
  return page;
}

/** The window gets the focus back, as when the person returns to this browser from another one. */
export async function returnToWindow(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Main navigation, opened first behind the burger on a phone. */
export async function mainNavigation(page: Page) {
  const burger = page.getByRole('button', { name: 'Open navigation' });
  if (await burger.isVisible()) await burger.click();
  return page.getByRole('navigation', { name: 'Main' });
}
