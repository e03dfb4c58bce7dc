import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { ApiAccessPage } from './pages/api-access-page.ts';

test('issue a token with two scopes, introspect it, revoke it, and see it inactive', async ({ connected: page }) => {
  // Several pages, service calls and axe scans in one journey: more than the default budget on a shared CPU.
  test.slow();
  const access = new ApiAccessPage(page);
  await access.goto();
  await expect(access.heading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await access.scope('vouchers').check();
  await access.scope('client_redeem').check();
  await access.issueButton.click();

  await expect(access.issuedToken).toContainText('vouchers');
  await expect(access.issuedToken).toContainText('client_redeem');
  await expect(access.issuedToken).toContainText(/Expires in 1[45]:\d\d/);
  const token = await access.accessToken();
  expect(token.length).toBeGreaterThan(20);
  await expectNoSeriousA11yViolations(page);

  await access.tokenToIntrospect.fill(token);
  await access.introspectButton.click();
  await expect(access.introspection).toContainText('Active');
  await expect(access.introspection).toContainText('vouchers client_redeem');

  await access.issuedToken.getByRole('button', { name: 'Revoke token' }).click();
  await page.getByRole('dialog', { name: 'Revoke this token?' }).getByRole('button', { name: 'Revoke token' }).click();
  await expect(access.issuedToken).toContainText('Revoked');

  await access.introspectButton.click();
  await expect(access.introspection).toContainText('Inactive');
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(token);
  expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain(token);
});

test('issuing without a scope is refused on the picker', async ({ connected: page }) => {
  const access = new ApiAccessPage(page);
  await access.goto();
  await access.issueButton.click();
  await expect(page.getByText('Pick at least one scope')).toBeVisible();
});
