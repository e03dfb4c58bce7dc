import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, redeemAtTill, unique } from './service-api.ts';

test('finds the order a till redeemed on, with its lines and redemption, and changes its status with Undo', async ({
  connected: page,
  shell,
}) => {
  const orderSourceId = unique('e2e-order');
  const campaign = await createCampaignFromTemplate(page.request, {
    template: 'Summer $15 off',
    name: unique('e2e-order-campaign'),
    vouchers: 1,
  });
  const redemption = await redeemAtTill(page.request, {
    customer: { source_id: unique('e2e-order-customer') },
    order: { source_id: orderSourceId, items: [{ source_id: 'sku-scarf', quantity: 2, price: 2500 }] },
    redeemables: [{ object: 'voucher', id: campaign.codes[0] }],
  });
  expect(redemption.status(), await redemption.text()).toBe(200);

  await shell.navLink('Orders').click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const row = page.getByRole('table', { name: 'Orders, newest first' }).getByRole('row').filter({
    hasText: orderSourceId,
  });
  // A redemption marks its order paid.
  await expect(row).toContainText('Paid');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: orderSourceId }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderSourceId}`, level: 1 })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Order lines' }).getByRole('row');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(1)).toContainText('sku-scarf');
  await expect(page.getByRole('list', { name: 'Redemptions of this order' }).getByRole('listitem')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  const facts = page.getByRole('region', { name: 'Order', exact: true });
  const status = page.getByRole('combobox', { name: 'Status' });
  await status.selectOption('FULFILLED');
  const changed = page.getByRole('alert').filter({ hasText: 'Order status changed' });
  await expect(changed).toContainText('Paid → Fulfilled');
  await expect(facts).toContainText('Fulfilled');
  await expect(status).toHaveValue('FULFILLED');

  // The toast offers Undo for six seconds; hovering it (as the click does) keeps it open.
  await changed.getByRole('button', { name: 'Undo' }).click();
  await expect(status).toHaveValue('PAID');
  await page.reload();
  await expect(facts).toContainText('Paid');

  // The redemption's page is one click away.
  await page.getByRole('list', { name: 'Redemptions of this order' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/redemptions\/r/);
});
