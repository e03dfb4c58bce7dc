import { e2eKeys } from './env.ts';
import { openErrorDetails } from './pages/error-box.ts';
import { e2eOwner, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test('signs in with the demo account, shows the project and the person, and signs out', async ({
  page,
  signInPage,
  shell,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2F/);
  await expect(signInPage.heading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signInPage.demoButton.click();

  await expect(shell.projectBadge(e2eKeys.projectId)).toBeVisible();
  await expect(shell.header).toContainText('Olivia Owner · Admin');
  await expect(shell.navLink('Team')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Nothing secret is kept in the page's storage: the session is an httpOnly cookie.
  expect(await page.evaluate(() => Object.keys({ ...window.localStorage, ...window.sessionStorage }))).toEqual([
    'promodesk.project',
  ]);

  await shell.signOutButton.click();
  await expect(signInPage.heading).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a deep link while signed out leads through sign-in and back, and works in a new tab', async ({
  page,
  context,
  signInPage,
}) => {
  await page.goto('/campaigns?order=created_at');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcampaigns/);
  await signInPage.signIn(e2eOwner.email, e2eOwner.password);
  // Back at the page asked for, which now names its project.
  await expect(page).toHaveURL(/\/campaigns\?order=created_at&project=proj_[^&#]+$/);
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();

  const tab = await context.newPage();
  await tab.goto('/promotions');
  await expect(tab.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
});

test('a wrong password shows the service’s error and stays on sign-in', async ({ page, signInPage }) => {
  await signInPage.goto();
  await signInPage.signIn('viewer@example.com', 'not the password');
  await expect(signInPage.errorAlert).toContainText('The email or the password is not right');
  await expect(signInPage.errorAlert).not.toContainText('HTTP 401');
  await openErrorDetails(signInPage.errorAlert);
  await expect(signInPage.errorAlert).toContainText('HTTP 401');
  await expect(page).toHaveURL(/\/sign-in/);
  await expectNoSeriousA11yViolations(page);
});
