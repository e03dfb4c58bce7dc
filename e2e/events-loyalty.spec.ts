import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openErrorDetails } from './pages/error-box.ts';
import { EventsPage } from './pages/events-page.ts';
import { LoyaltyCardPage } from './pages/loyalty-card-page.ts';
import { unique } from './service-api.ts';

const card = 'LOYAL-DEMO1';

test('a loyalty event adds points, and the card export scheduled here lists them in the chosen columns', async ({
  connected: page,
}) => {
  // Several pages, service calls and axe scans in one journey: more than the default budget on a shared CPU.
  test.slow();
  // The export is narrowed to transactions from a minute before the event, in the browser's own time zone.
  const from = await page.evaluate(() => {
    const at = new Date(Date.now() - 60_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  });

  const events = new EventsPage(page);
  await events.goto();
  await expect(events.heading).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await events.eventName.fill('purchase_review');
  await expect(events.form).toContainText('15 of 300 characters');
  const reviewer = unique('e2e-reviewer');
  await events.customerSourceId.fill(reviewer);
  await events.loyaltyCardCode.fill(card);
  await events.sendButton.click();

  // Earning rule purchase_review: +50 points.
  const row = events.cardRow(card);
  await expect(row).toContainText('+50');
  const balance = (await row.getByRole('cell').nth(2).textContent())!.replace(/,/g, '');
  // The events history below heads with it, and links its customer.
  const newestEvent = page.getByRole('table', { name: 'Events, newest first' }).getByRole('row').nth(1);
  await expect(newestEvent).toContainText('purchase_review');
  await expect(newestEvent.getByRole('link', { name: reviewer })).toBeVisible();
  await expect(newestEvent).toContainText('50 points added');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: card }).click();
  const cardPage = new LoyaltyCardPage(page);
  await expect(cardPage.heading(card)).toBeVisible();
  await expect(page.getByText(Number(balance).toLocaleString('en'), { exact: true }).first()).toBeVisible();
  // The card's history starts with the event's points and the balance they made.
  const history = page.getByRole('table', { name: 'Transactions, newest first' }).getByRole('row');
  await expect(history).toHaveCount(21);
  await expect(history.nth(1)).toContainText('+50');
  await expect(history.nth(1)).toContainText('Custom event purchase_review');
  await expect(history.nth(1)).toContainText(Number(balance).toLocaleString('en'));
  const newest = (await history.nth(1).textContent())!;
  await page.getByRole('navigation', { name: 'Transactions pages' }).getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  // The demo's older transactions, reviews among them: not the one just made.
  await expect(history.nth(1)).not.toHaveText(newest);
  await expectNoSeriousA11yViolations(page);

  // Columns in a chosen order: amount first, then balance, reason, type; created_at left out.
  await cardPage.removeColumn('created_at');
  await cardPage.moveUp('amount');
  await cardPage.moveUp('balance');
  await cardPage.removeColumn('reason');
  await cardPage.addColumn('reason');
  await expect(cardPage.columns()).toHaveText([/^amount/, /^balance/, /^type/, /^reason/]);
  await cardPage.exportForm.getByLabel('From').fill(from);
  await cardPage.scheduleButton.click();

  await expect(page).toHaveURL(/export=exp_/);
  await expect(cardPage.exportStatus).toContainText('Done');
  await expect(cardPage.downloadLink).toBeVisible();
  await expect(cardPage.exportStatus).toContainText('from the dashboard');
  await expectNoSeriousA11yViolations(page);

  const csv = await page.request.get((await cardPage.downloadLink.getAttribute('href'))!);
  expect(csv.ok()).toBe(true);
  const [header, ...rows] = (await csv.text()).trim().split('\r\n');
  expect(header).toBe('amount,balance,type,reason');
  expect(rows).toContain(`50,${balance},POINTS_ACCRUAL,Custom event purchase_review`);
});

test('an unknown loyalty card is refused on its field with the service message', async ({ connected: page }) => {
  const events = new EventsPage(page);
  await events.goto();
  await events.eventName.fill('store_visit');
  await events.customerSourceId.fill(unique('e2e-visitor'));
  await events.loyaltyCardCode.fill('NO-SUCH-CARD');
  await events.sendButton.click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The event was refused' });
  await openErrorDetails(refusal);
  await expect(refusal).toContainText('HTTP 404');
  await expect(events.loyaltyCardCode).toHaveAttribute('aria-invalid', 'true');
});

test("the loyalty page lists the programs, and a program's page its members", async ({ connected: page }) => {
  await page.goto('/loyalty');
  await expect(page.getByRole('heading', { name: 'Loyalty', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Coffee club', exact: true }).click();
  await expect(page).toHaveURL(/\/loyalty\/programs\/camp_/);
  await expect(page.getByRole('tab', { name: 'Members', selected: true })).toBeVisible();
  const cards = page.getByRole('table', { name: 'Cards of Coffee club' });
  await expect(cards.getByRole('link', { name: card })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await cards.getByRole('link', { name: card }).click();
  await expect(new LoyaltyCardPage(page).heading(card)).toBeVisible();
  await expect(page.getByText('Dana Demo')).toBeVisible();
});
