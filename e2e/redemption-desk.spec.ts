import type { Page } from '@playwright/test';
import { openErrorDetails } from './pages/error-box.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { RedemptionDeskPage } from './pages/redemption-desk-page.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';

/** The service's own answer to the next redemption, to compare the page with. */
function nextRedemption(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/client/v1/redemptions'));
}

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

test('two codes and a promotion tier stack, and the page shows the service totals', async ({
  connected: page,
  request,
}) => {
  // Several pages, service calls and axe scans in one journey: more than the default budget on a shared CPU.
  test.slow();
  // Codes of new campaigns have no category, so the stacking rules' per-category limit does not skip them.
  const fifteen = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-stack-a'),
    vouchers: 1,
  });
  const shipping = await createCampaignFromTemplate(request, {
    template: 'Autumn Free shipping',
    name: unique('e2e-stack-b'),
    vouchers: 1,
  });
  const desk = new RedemptionDeskPage(page);
  await desk.goto();
  await expect(desk.heading).toBeVisible();

  await desk.setCustomer(unique('e2e-shopper'));
  await desk.setLine('e2e-kettle', '2', '150.00');
  await desk.setVoucher(1, fifteen.codes[0]!);
  await desk.setVoucher(2, shipping.codes[0]!);
  await desk.setTier(3, 'Orders over $200');
  await expectNoSeriousA11yViolations(page);

  const answer = nextRedemption(page);
  await desk.redeemButton.click();
  const body = (await (await answer).json()) as {
    order: Record<string, number>;
    redemptions: unknown[];
    parent_redemption: { id: string };
  };

  await expect(desk.result).toBeVisible();
  expect(body.redemptions).toHaveLength(3);
  for (const name of [fifteen.codes[0]!, shipping.codes[0]!, 'Orders over $200']) {
    await expect(desk.outcomeRow(name)).toContainText('Applied');
  }
  await expect(desk.total('Before discounts')).toContainText(money(body.order.amount!));
  await expect(desk.total('Total discount')).toContainText(money(body.order.total_discount_amount!));
  await expect(desk.total('After discounts')).toContainText(money(body.order.total_amount!));
  await expect(desk.result).toContainText(body.parent_redemption.id);
  await expectNoSeriousA11yViolations(page);
});

test('an exclusive code makes the service skip a code that cannot join it', async ({ connected: page, request }) => {
  const plain = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-excl'),
    vouchers: 1,
  });
  const desk = new RedemptionDeskPage(page);
  await desk.goto();
  // EXCLUSIVE50 is for gold customers only.
  await desk.setCustomer(unique('e2e-gold'), { tier: 'gold' });
  await desk.setLine('e2e-lamp', '1', '80.00');
  await desk.setVoucher(1, 'EXCLUSIVE50');
  await desk.setVoucher(2, plain.codes[0]!);
  await desk.redeemButton.click();

  await expect(desk.outcomeRow('EXCLUSIVE50')).toContainText('Applied');
  const skipped = desk.outcomeRow(plain.codes[0]!);
  await expect(skipped).toContainText('Skipped');
  await expect(skipped).toContainText('An exclusive discount applies, and this one cannot be combined with it.');
});

test('a code used up by the first redemption is refused plainly the second time', async ({
  connected: page,
  request,
}) => {
  const single = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-once'),
    vouchers: 1,
    usesPerCode: 1,
  });
  const code = single.codes[0]!;
  const desk = new RedemptionDeskPage(page);
  await desk.goto();
  await desk.setCustomer(unique('e2e-twice'));
  await desk.setLine('e2e-pen', '1', '30.00');
  await desk.setVoucher(1, code);

  await desk.redeemButton.click();
  await expect(desk.outcomeRow(code)).toContainText('Applied');

  await desk.redeemButton.click();
  await expect(desk.refusal).toBeVisible();
  await expect(desk.refusal).toContainText('Voucher has reached its redemption limit');
  await openErrorDetails(desk.refusal);
  await expect(desk.refusal).toContainText('Request id');
  await expect(desk.redeemable(1).getByRole('textbox', { name: 'Voucher code' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
});

test('a redemption rolled back at the desk gives its one-use code back', async ({ connected: page, request }) => {
  const single = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-rollback'),
    vouchers: 1,
    usesPerCode: 1,
  });
  const code = single.codes[0]!;
  const desk = new RedemptionDeskPage(page);
  await desk.goto();
  // One link is the current page: the desk, not the history whose path the desk's lies under.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Redemption desk' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Redemption history' })).not.toHaveAttribute('aria-current', 'page');
  await desk.setCustomer(unique('e2e-returns'));
  await desk.setLine('e2e-mug', '1', '40.00');
  await desk.setVoucher(1, code);
  await desk.redeemButton.click();
  await expect(desk.outcomeRow(code)).toContainText('Applied');

  await page.getByRole('textbox', { name: 'Reason for the rollback (optional)' }).fill('Returned mug');
  await page.getByRole('button', { name: 'Roll back this redemption' }).click();
  await page
    .getByRole('dialog', { name: 'Roll back this redemption?' })
    .getByRole('button', { name: 'Roll back redemption' })
    .click();
  const rolledBack = page.getByRole('status').filter({ hasText: 'Redemption rolled back' });
  await expect(rolledBack).toBeVisible();
  await expect(rolledBack).toContainText(/rr_\w+/);
  // The result's heading follows the state: it no longer says the redemption succeeded.
  await expect(page.getByRole('heading', { name: 'Redemption rolled back', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Redemption succeeded' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The code's one use is free again: the same redemption succeeds a second time.
  await desk.redeemButton.click();
  await expect(desk.outcomeRow(code)).toContainText('Applied');
  await expect(page.getByRole('heading', { name: 'Redemption succeeded', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Roll back this redemption' })).toBeVisible();
});
