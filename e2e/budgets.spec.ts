import { e2eFrozenAt } from './env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, redeemAtTill, unique } from './service-api.ts';

test('a budget set on a campaign burns down and the overview warns when it is nearly spent', async ({
  connected: page,
  request,
}) => {
  test.slow();
  const campaign = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-budget'),
    vouchers: 3,
  });

  await page.goto(`/campaigns/${campaign.id}`);
  const section = page.getByRole('region', { name: 'Budget' });
  await expect(section).toContainText('No budget');
  const form = section.getByRole('form', { name: 'Add a budget' });
  await form.getByRole('combobox', { name: 'Budget' }).selectOption('Total discount given');
  await form.getByRole('textbox', { name: 'At most' }).fill('30');
  await form.getByRole('button', { name: 'Add budget' }).click();
  const budget = section.getByRole('group', { name: 'Total discount given budget' });
  await expect(budget).toContainText('Total discount given at most $30.00');
  await expect(budget).toContainText('$0.00 spent, $30.00 left (100%)');

  // Two $15 redemptions spend it all; a third would cross the budget and is refused.
  for (const code of campaign.codes.slice(0, 2)) {
    const redeemed = await redeemAtTill(request, {
      order: { amount: 5000 },
      redeemables: [{ object: 'voucher', id: code }],
    });
    expect(redeemed.status()).toBe(200);
  }
  const refused = await redeemAtTill(request, {
    order: { amount: 5000 },
    redeemables: [{ object: 'voucher', id: campaign.codes[2] }],
  });
  expect(refused.status()).toBe(400);

  await page.reload();
  await expect(budget).toContainText('$30.00 spent, $0.00 left (0%). The budget is spent.');
  await expect(
    budget.getByRole('figure', { name: 'Total discount given left per day' }).locator('.recharts-area').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const today = e2eFrozenAt.slice(0, 10);
  await page.goto(`/?from=${today}&to=${today}`);
  const alert = page.getByRole('list', { name: 'Alerts' }).getByRole('listitem').filter({ hasText: campaign.name });
  await expect(alert).toContainText('is low on budget: 0% left.');
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('link', { name: campaign.name }).click();
  await expect(page.getByRole('heading', { name: campaign.name, level: 1 })).toBeVisible();
});
