import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { factValue } from './pages/facts.ts';
import { createCampaignFromTemplate, redeemAtTill, unique } from './service-api.ts';

const redeem = (request: APIRequestContext, customer: string, code: string) =>
  redeemAtTill(request, {
    customer: { source_id: customer },
    order: { amount: 5000 },
    redeemables: [{ object: 'voucher', id: code }],
  });

test("the history lists a customer's redemptions and rolls one back", async ({ connected: page, request }) => {
  const campaign = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-history'),
    vouchers: 1,
    usesPerCode: 1,
  });
  const customer = unique('e2e-history-shopper');
  const code = campaign.codes[0]!;
  expect((await redeem(request, customer, code)).status()).toBe(200);
  expect((await redeem(request, customer, code)).status()).toBe(400);

  await page.goto('/redemptions');
  await expect(page.getByRole('heading', { name: 'Redemption history', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Customer source id or id' }).fill(customer);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`customer=${customer}`));
  const rows = page.getByRole('table', { name: 'Redemptions, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Failed');
  await expect(rows.nth(1)).toContainText('Voucher has reached its redemption limit');
  await expect(rows.nth(2)).toContainText('Succeeded');
  await expect(page.getByText('2 redemptions')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await rows
    .nth(2)
    .getByRole('button', { name: /^Roll back r_/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Roll back this redemption?' })
    .getByRole('button', { name: 'Roll back redemption' })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'Redemption rolled back' })).toBeVisible();
  await expect(rows.nth(2)).toContainText('Rolled back');
  await expect(rows.nth(2).getByRole('button')).toHaveCount(0);

  // The outcome filter is in the URL too, and the code's use is back.
  await page.getByRole('combobox', { name: 'Outcome' }).selectOption('Rolled back');
  await expect(page).toHaveURL(/status=ROLLED_BACK/);
  await expect(rows).toHaveCount(2);
  expect((await redeem(request, customer, code)).status()).toBe(200);

  // The redemption's own page: what each redeemable did, the order before and after, its rollback.
  await rows.nth(1).getByRole('link', { name: /^r_/ }).click();
  await expect(page.getByRole('heading', { name: /^Redemption r_/, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Status')).toHaveText('Rolled back');
  const redeemables = page.getByRole('table', { name: 'What each redeemable of the stack did' });
  await expect(redeemables.getByRole('link', { name: code })).toBeVisible();
  await expect(redeemables).toContainText('$15.00');
  await expect(page.getByRole('table', { name: 'Order totals calculated by the service' })).toContainText('$35.00');
  await expect(page.getByRole('region', { name: 'Rollbacks' })).toContainText('rr_');
  await expect(page.getByRole('button', { name: 'Roll back this redemption' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
