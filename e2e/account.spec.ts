import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { invitedPersonLink, unique } from './service-api.ts';

test('a person renames themselves and changes their password, then signs in with it', async ({ page, request }) => {
  const email = `${unique('account')}@example.com`;
  await page.goto(await invitedPersonLink(request, email, 'VIEWER'));
  await page.getByLabel('Choose a password').fill('the first password');
  await page.getByLabel('Repeat the password').fill('the first password');
  await page.getByRole('button', { name: 'Accept and sign in' }).click();
  await expect(page.getByRole('banner')).toContainText('Ada Account · Viewer');

  await page.getByRole('banner').getByRole('link', { name: 'Ada Account · Viewer' }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save the name' }).click();
  await expect(page.getByRole('banner')).toContainText('Ada Lovelace · Viewer');

  await page.getByLabel('Current password').fill('not the password');
  await page.getByLabel('New password', { exact: true }).fill('the second password');
  await page.getByLabel('Repeat the new password').fill('the second password');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription(/not your current password/);
  await page.getByLabel('Current password').fill('the first password');
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Password changed' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  const signIn = new SignInPage(page);
  await signIn.signIn(email, 'the second password');
  await expect(page.getByRole('banner')).toContainText('Ada Lovelace · Viewer');
});

test('a forgotten password asks for a link without telling whether the email has an account', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.goto();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If nobody@example.com has an account, a link');
  await expectNoSeriousA11yViolations(page);
});
