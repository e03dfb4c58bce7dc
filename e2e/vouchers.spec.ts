import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, redeemAtTill, unique } from './service-api.ts';

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test("lists a gift campaign's codes, imports more from CSV, exports them and switches one off", async ({
  connected: page,
}) => {
  // Listing, a CSV import, an export and a switch: about 27 s on a quiet host, past 30 s on a busy one.
  test.slow();
  const campaign = await createCampaignFromTemplate(page.request, {
    template: 'Winter Employee gift card',
    name: unique('e2e-vouchers'),
    vouchers: 2,
  });
  const prefix = unique('IMP').toUpperCase();
  await page.goto(`/campaigns/${campaign.id}`);
  await page.getByRole('link', { name: /See the 2 vouchers/ }).click();
  await expect(page.getByRole('heading', { name: `Vouchers of ${campaign.name}`, level: 1 })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Vouchers' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Active');
  await expect(rows.nth(1)).toContainText('0 / ');
  await expect(rows.nth(1)).toContainText('$');
  await expectNoSeriousA11yViolations(page);

  // A file with bad rows imports nothing and says which rows to fix.
  const importForm = page.getByRole('form', { name: 'Import codes' });
  await importForm
    .getByLabel('CSV file')
    .setInputFiles(csvFile('bad.csv', `code,gift_amount\n${prefix}-1,2500\n${prefix}-1,\nhas space,-5\n`));
  await importForm.getByRole('button', { name: 'Import codes' }).click();
  await expect(importForm.getByRole('alert').filter({ hasText: 'Nothing was imported' })).toBeVisible();
  const problems = importForm.getByRole('table', { name: 'Rows to fix' }).getByRole('row');
  await expect(problems).toHaveCount(4);
  await expect(problems.nth(1)).toContainText('3');
  await expect(problems.nth(1)).toContainText(`also on row 2`);
  await expectNoSeriousA11yViolations(page);
  await expect(rows).toHaveCount(3);

  await importForm
    .getByLabel('CSV file')
    .setInputFiles(csvFile('good.csv', `code,gift_amount\n${prefix}-1,2500\n${prefix}-2,\n`));
  await importForm.getByRole('button', { name: 'Import codes' }).click();
  await expect(importForm.getByRole('status').filter({ hasText: '2 codes were added' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Vouchers pages' })).toContainText('4 vouchers');

  // Search by part of the code, in the URL; the export link carries the same filter.
  await page.getByRole('textbox', { name: 'Code contains' }).fill(`${prefix.toLowerCase()}-1`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/code=/);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('$25.00 of $25.00');
  const exportLink = page.getByRole('link', { name: /Export CSV/ });
  const href = (await exportLink.getAttribute('href'))!;
  expect(href).toContain(`campaign_id=${campaign.id}`);
  const csv = await page.request.get(href);
  expect(csv.ok()).toBe(true);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${prefix}-1,${campaign.name},${campaign.id},active,0,`));

  // The voucher's page: its balance, and the switch the till obeys.
  await rows
    .nth(1)
    .getByRole('link', { name: `${prefix}-1` })
    .click();
  await expect(page.getByRole('heading', { name: `Voucher ${prefix}-1`, level: 1 })).toBeVisible();
  await expect(page.getByText('$25.00').first()).toBeVisible();
  const voucherSwitch = page.getByRole('group', { name: 'Voucher switch' });
  await expect(voucherSwitch.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await voucherSwitch.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Voucher disabled' })).toBeVisible();
  await expect(voucherSwitch.getByText('Inactive', { exact: true })).toBeVisible();
  const refused = await redeemAtTill(page.request, {
    customer: { source_id: unique('e2e-voucher-shopper') },
    order: { amount: 1000 },
    redeemables: [{ object: 'voucher', id: `${prefix}-1`, gift: { credits: 500 } }],
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { key: string }).key).toBe('voucher_disabled');
  await page.reload();
  await expect(voucherSwitch.getByText('Inactive', { exact: true })).toBeVisible();
  await voucherSwitch.getByRole('button', { name: 'Enable' }).click();
  await expect(voucherSwitch.getByText('Active', { exact: true })).toBeVisible();

  // Spent at the till: the balance history shows the credits and what is left; the QR code is drawn.
  const spent = await redeemAtTill(page.request, {
    order: { amount: 1000 },
    redeemables: [{ object: 'voucher', id: `${prefix}-1`, gift: { credits: 500 } }],
  });
  expect(spent.status()).toBe(200);
  await page.reload();
  const history = page.getByRole('table', { name: 'Credit movements, newest first' });
  await expect(history.getByRole('row').nth(1)).toContainText('Spent in redemption');
  await expect(history.getByRole('row').nth(1)).toContainText('-$5.00');
  await expect(history.getByRole('row').nth(1)).toContainText('$20.00');
  await expect(page.getByRole('img', { name: `QR code of ${prefix}-1` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
