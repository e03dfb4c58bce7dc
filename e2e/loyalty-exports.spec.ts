import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { LoyaltyExportsPage } from './pages/loyalty-exports-page.ts';

const card = 'LOYAL-DEMO1';

test('exports scheduled on the exports page reach Done, download with the chosen columns, and survive a reload', async ({
  connected: page,
  shell,
}) => {
  // Two exports followed to the end, CSV downloads and axe scans: more than the default budget on a shared CPU.
  test.slow();
  await shell.navLink('Exports').click();
  const exportsPage = new LoyaltyExportsPage(page);
  await expect(exportsPage.heading).toBeVisible();
  await expect(shell.navLink('Exports')).toHaveAttribute('data-active', 'true');
  await expect(exportsPage.exportList).toContainText('No exports yet');

  // First export: through the card's loyalty campaign, columns amount, id, type (reordered, the rest removed).
  await exportsPage.cardCode.fill(card);
  await exportsPage.campaign.selectOption({ label: 'Coffee club' });
  for (const field of ['created_at', 'balance', 'reason']) await exportsPage.removeColumn(field);
  await exportsPage.addColumn('id');
  await exportsPage.moveUp('amount');
  await exportsPage.moveUp('id');
  await expect(exportsPage.columns()).toHaveText([/^amount/, /^id/, /^type/]);
  await expectNoSeriousA11yViolations(page);
  await exportsPage.scheduleButton.click();

  await expect(page).toHaveURL(/[?&]exports=exp_/);
  const [first] = exportsPage.exportIds();
  await expect(exportsPage.exportStatus(first!)).toContainText('Done');
  await expect(exportsPage.exportStatus(first!)).toContainText(`Card ${card}`);
  // The project's export history lists it too, with its file.
  const history = page.getByRole('table', { name: 'Exports, newest first' });
  await expect(history.getByRole('link', { name: `Download ${first}.csv` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const csv = await page.request.get((await exportsPage.downloadLink(first!).getAttribute('href'))!);
  expect(csv.ok()).toBe(true);
  const [header, ...rows] = (await csv.text()).trim().split('\r\n');
  expect(header).toBe('amount,id,type');
  expect(rows.length).toBeGreaterThan(0);

  // Second export: the member found by its code alone, oldest first; it joins the list in front of the first.
  await exportsPage.campaign.selectOption({ label: 'Any campaign' });
  await exportsPage.exportForm
    .getByRole('combobox', { name: 'Order' })
    .selectOption({ label: 'Oldest transactions first' });
  await exportsPage.scheduleButton.click();
  await expect.poll(() => exportsPage.exportIds()).toHaveLength(2);
  const ids = exportsPage.exportIds();
  expect(ids[1]).toBe(first);
  await expect(exportsPage.downloadLink(ids[0]!)).toBeVisible();

  await page.reload();
  await expect(exportsPage.exports()).toHaveCount(2);
  for (const id of ids) await expect(exportsPage.downloadLink(id)).toBeVisible();
  expect(exportsPage.exportIds()).toEqual(ids);
});

test('an export needs a card code before it is scheduled', async ({ connected: page }) => {
  await page.goto('/loyalty/exports');
  const exportsPage = new LoyaltyExportsPage(page);
  await exportsPage.scheduleButton.click();
  await expect(exportsPage.cardCode).toHaveAttribute('aria-invalid', 'true');
  await expect(exportsPage.exportForm).toContainText('Enter the loyalty card code');
  expect(exportsPage.exportIds()).toEqual([]);
});
