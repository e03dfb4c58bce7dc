import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { QualificationPage } from './pages/qualification-page.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';

test('a cart that meets a rule changes what the demo customer qualifies for, and the link re-runs it', async ({
  connected: page,
  request,
}) => {
  // Several pages, service calls and axe scans in one journey: more than the default budget on a shared CPU.
  test.slow();
  // "Spring 10% off" carries the rule "orders from $50": its campaign qualifies only with such a cart.
  const campaign = await createCampaignFromTemplate(request, {
    template: 'Spring 10% off',
    name: unique('e2e-qualify'),
    vouchers: 1,
  });
  const sandbox = new QualificationPage(page);
  await sandbox.goto();
  await expect(sandbox.heading).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await sandbox.customerSourceId.fill('demo-customer');
  await sandbox.runButton.click();

  await expect(sandbox.resultHeading).toBeVisible();
  // The gold-only VIP campaign qualifies for the demo customer whatever the cart.
  await expect(sandbox.campaignRow('Half price VIP')).toBeVisible();
  await expect(sandbox.campaignRow(campaign.name)).toHaveCount(0);
  const withoutCart = await sandbox.resultHeading.textContent();

  await sandbox.addLine('e2e-mug', '2', '40.00');
  await expect(sandbox.form).toContainText('Order amount (preview): $80.00');
  await sandbox.runButton.click();

  const row = sandbox.campaignRow(campaign.name);
  await expect(row).toBeVisible();
  await expect(row).toContainText('10% off the order, up to $50.00');
  await expect(sandbox.resultHeading).not.toHaveText(withoutCart ?? '');
  await expect(sandbox.result).toContainText(/qfl_/);
  await expect(sandbox.result).toContainText(/track_/);
  await expectNoSeriousA11yViolations(page);

  // The whole context is in the address: opening it fresh asks the service again and gets the same campaigns.
  await expect(page).toHaveURL(/run=true/);
  await page.reload();
  await expect(sandbox.customerSourceId).toHaveValue('demo-customer');
  await expect(sandbox.line(1).getByRole('textbox', { name: 'Unit price' })).toHaveValue('40.00');
  await expect(sandbox.campaignRow(campaign.name)).toBeVisible();
});

test('a limit outside 1..50 is refused on the field before anything is asked', async ({ connected: page }) => {
  const sandbox = new QualificationPage(page);
  await sandbox.goto();
  const limit = sandbox.form.getByRole('textbox', { name: 'Limit' });
  await limit.fill('99');
  await sandbox.runButton.click();
  await expect(limit).toHaveAttribute('aria-invalid', 'true');
  await expect(page).not.toHaveURL(/run=true/);
});
