import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { LoyaltyCardPage } from './pages/loyalty-card-page.ts';
import { MemberPointsForm } from './pages/member-points-form.ts';

const card = 'LOYAL-DEMO1';

test('a member page refuses to subtract more than the balance and shows added points with their reason', async ({
  connected: page,
}) => {
  await page.goto(`/loyalty/cards/${card}`);
  await expect(new LoyaltyCardPage(page).heading(card)).toBeVisible();
  const points = new MemberPointsForm(page);

  await points.points.fill('999999999');
  await points.reason.fill('Too much');
  await points.subtract.click();
  await expect(points.form.getByText(/would take it below zero/)).toBeVisible();
  await expect(points.ledgerRow('Too much')).toHaveCount(0);

  await points.points.fill('25');
  await points.reason.fill('Birthday bonus');
  await points.add.click();
  const added = points.ledgerRow('Birthday bonus');
  await expect(added).toContainText('+25');
  // The console's changes are recorded as the hosted service's console (`voucherify-web-ui`), shown in words; who
  // made them is in the audit log, as the hosted transaction names no person.
  await expect(added).toContainText('Console');
  await expect(points.points).toHaveValue('');
  await expectNoSeriousA11yViolations(page);
});

test("Add member on a program's cards picks a customer and answers the card they hold", async ({ connected: page }) => {
  await page.goto('/loyalty');
  await page.getByRole('link', { name: 'Coffee club', exact: true }).click();
  const add = page.getByRole('form', { name: 'Add member' });
  await add.getByRole('combobox', { name: 'Customer source id' }).fill('demo');
  await page.getByRole('option', { name: 'demo-customer', exact: true }).click();
  await add.getByRole('button', { name: 'Add member' }).click();
  // A program is join_once: the demo customer keeps the card they hold.
  await expect(page.getByText(`demo-customer holds card ${card}.`)).toBeVisible();
});
