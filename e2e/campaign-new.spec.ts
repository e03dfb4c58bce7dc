import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { factValue } from './pages/facts.ts';
import { unique } from './service-api.ts';

test('creates a gift card campaign without a template, after fixing a zero amount at its field', async ({
  connected: page,
}) => {
  const name = unique('e2e-gift');
  await page.goto('/campaigns');
  await page.getByRole('link', { name: 'New campaign', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'New campaign', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('GIFT_VOUCHERS');
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  const amount = page.getByRole('textbox', { name: /Gift card amount/ });
  await amount.fill('0');
  await page.getByRole('textbox', { name: 'Codes to generate' }).fill('3');
  await page.getByRole('textbox', { name: 'Code prefix' }).fill('GIFT-');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(amount).toHaveAccessibleDescription('A gift card needs an amount above zero');
  await expectNoSeriousA11yViolations(page);

  await amount.fill('40');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Type')).toContainText('Gift vouchers');
  await expect(factValue(page, 'Vouchers')).toHaveText('3');
});

test('creates a promotion with its first tier, which the promotions page lists', async ({ connected: page }) => {
  const name = unique('e2e-promo');
  await page.goto('/campaigns/new');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('PROMOTION');
  await expect(page.getByRole('textbox', { name: 'Codes to generate' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('textbox', { name: 'Tier name' })).toHaveAccessibleDescription('A tier needs a name');

  await page.getByRole('textbox', { name: 'Tier name' }).fill('Fifteen off everything');
  await page.getByRole('combobox', { name: 'Discount' }).selectOption('PERCENT');
  await page.getByRole('textbox', { name: 'Discount value' }).fill('15');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Type')).toContainText('Promotion');

  await page.goto('/promotions');
  await expect(page.getByText('Fifteen off everything')).toBeVisible();
});
