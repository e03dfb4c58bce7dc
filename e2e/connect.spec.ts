import { e2eKeys } from './env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test('connects with the demo project, shows it in the header, and signs out', async ({ page, connectPage, shell }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/connect\?redirect=%2F/);
  await expect(connectPage.heading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await connectPage.demoButton.click();

  await expect(shell.projectBadge(e2eKeys.projectId)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.navLink('Templates')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await shell.signOutButton.click();

  await expect(connectPage.heading).toBeVisible();
  expect(await page.evaluate(() => window.sessionStorage.length)).toBe(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/connect/);
});

test('a deep link while signed out leads through Connect and back to the link', async ({
  page,
  connectPage,
  shell,
}) => {
  await page.goto('/no-such-page?x=1');
  await expect(page).toHaveURL(/\/connect\?redirect=%2Fno-such-page%3Fx%3D1/);

  await connectPage.demoButton.click();

  await expect(page).toHaveURL(/\/no-such-page\?x=1$/);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(shell.projectBadge(e2eKeys.projectId)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('keeps the connection for the tab across a reload and never in localStorage', async ({
  page,
  connected,
  shell,
}) => {
  await connected.reload();
  await expect(shell.projectBadge(e2eKeys.projectId)).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('promodesk.connection'))).toBeNull();
});

const refusals = [
  {
    pair: 'management',
    wrongField: 'Management token',
    title: 'The service refused the project id or the management keys',
  },
  { pair: 'application', wrongField: 'Application token', title: 'The service refused the application keys' },
];

for (const { pair, wrongField, title } of refusals) {
  test(`a wrong ${pair} token shows the service's error`, async ({ page, connectPage }) => {
    await connectPage.goto();
    await connectPage.fill({
      'Project id': e2eKeys.projectId,
      'Application id': e2eKeys.appId,
      'Application token': e2eKeys.appToken,
      'Management id': e2eKeys.managementId,
      'Management token': e2eKeys.managementToken,
    });
    await connectPage.field(wrongField).fill('not-the-token');
    await connectPage.connectButton.click();

    await expect(connectPage.errorAlert).toContainText(title);
    await expect(connectPage.errorAlert).toContainText('HTTP 401');
    await expect(connectPage.errorAlert).toContainText('Request id');
    await expect(connectPage.field(wrongField)).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/connect/);
    await expectNoSeriousA11yViolations(page);
  });
}
