import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, redeemAtTill, unique } from './service-api.ts';

test("a rule written in words guards a campaign's codes until it is taken off", async ({
  connected: page,
  request,
}) => {
  test.slow();
  const campaign = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-ruled'),
    vouchers: 1,
    usesPerCode: 5,
  });
  const redeem = () =>
    redeemAtTill(request, { order: { amount: 5000 }, redeemables: [{ object: 'voucher', id: campaign.codes[0] }] });

  await page.goto('/rules');
  await page.getByRole('link', { name: 'New rule' }).click();
  const ruleName = unique('Big baskets');
  await page.getByRole('textbox', { name: 'Rule name' }).fill(ruleName);
  await page.getByRole('textbox', { name: 'Message when a code is refused' }).fill('Spend $500 to use this code');
  const condition = page.getByRole('group', { name: 'Condition 1' });
  await condition.getByRole('combobox', { name: 'Compare' }).selectOption('Order amount');
  await condition.getByRole('combobox', { name: 'How' }).selectOption('at least');
  await condition.getByRole('textbox', { name: 'Value' }).fill('five hundred');
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(condition.getByText('Enter an amount such as 100.00')).toBeVisible();
  await condition.getByRole('textbox', { name: 'Value' }).fill('500');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByRole('heading', { name: ruleName, level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText('Order amount at least $500.00', { exact: true })).toBeVisible();

  // Assign it on the campaign's page: its code is refused with the rule's message.
  await page.goto(`/campaigns/${campaign.id}`);
  await page.getByRole('combobox', { name: 'Add a validation rule' }).selectOption(ruleName);
  await page.getByRole('button', { name: 'Add rule' }).click();
  const assignments = page.getByRole('table', { name: /validation rule assignment/ });
  await expect(assignments.getByRole('link', { name: ruleName })).toBeVisible();
  await expect(assignments).toContainText('Order amount at least $500.00');
  await expectNoSeriousA11yViolations(page);
  const refused = await redeem();
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Spend $500 to use this code');

  await assignments.getByRole('button', { name: `Take off ${ruleName}` }).click();
  await expect(page.getByText('No validation rules are assigned.')).toBeVisible();
  expect((await redeem()).status()).toBe(200);

  // Change it, then delete it.
  await page.goto('/rules');
  await page.getByRole('textbox', { name: 'Name contains' }).fill(ruleName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: ruleName }).click();
  await page.getByRole('group', { name: 'Condition 1' }).getByRole('textbox', { name: 'Value' }).fill('10');
  await page.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByRole('main').getByText('Order amount at least $10.00', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete rule' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${ruleName}?` })
    .getByRole('button', { name: 'Delete rule' })
    .click();
  await expect(page.getByRole('heading', { name: 'Validation rules', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name contains' }).fill(ruleName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No rule matches')).toBeVisible();
});
