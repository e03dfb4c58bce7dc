import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { WebhooksPage } from './pages/webhooks-page.ts';

test('lists webhook configurations and filters them by kind and state in the URL', async ({ connected: page }) => {
  const webhooks = new WebhooksPage(page);
  await webhooks.goto();
  await expect(webhooks.heading).toBeVisible();
  await expect(webhooks.count).toHaveText('5 configurations');
  await expect(webhooks.rows).toHaveCount(5);
  await expect(webhooks.rows.first()).toContainText('Redemption');
  await expectNoSeriousA11yViolations(page);

  await webhooks.eventKind.selectOption('Voucher');
  await expect(page).toHaveURL(/kind=voucher/);
  await expect(webhooks.count).toHaveText('Showing 3 of 5 configurations');
  await expect(webhooks.rows).toHaveCount(3);

  await webhooks.state.selectOption('Inactive');
  await expect(page).toHaveURL(/state=inactive/);
  await expect(webhooks.rows).toHaveCount(1);
  await expect(webhooks.rows.first()).toContainText('https://legacy.example.com/hook');
  await expect(webhooks.rows.first()).toContainText('voucher.published');
  await expect(webhooks.rows.first()).toContainText('Inactive');

  await page.reload();
  await expect(webhooks.rows).toHaveCount(1);
  await expect(webhooks.eventKind).toHaveValue('voucher');
  await expect(webhooks.state).toHaveValue('inactive');

  await page.goBack();
  await expect(webhooks.rows).toHaveCount(3);
  await expect(webhooks.state).toHaveValue('');

  await webhooks.eventKind.selectOption('Customer');
  await webhooks.state.selectOption('Inactive');
  await expect(page.getByText('No configuration matches these filters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(webhooks.rows).toHaveCount(5);
});
