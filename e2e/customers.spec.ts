import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, redeemAtTill, sendEventThroughApi, unique } from './service-api.ts';

test('finds a customer made through the API and shows their redemption, event and why a campaign is not for them', async ({
  connected: page,
  shell,
}) => {
  const sourceId = unique('e2e-customer');
  const name = `Casey ${sourceId}`;
  const email = `${sourceId}@shop.example`;
  const customer = { source_id: sourceId, name, email, metadata: { tier: 'basic' } };
  const event = await sendEventThroughApi(page.request, {
    event: 'store_visit',
    customer,
    metadata: { store: 'Berlin' },
  });
  expect(event.ok(), await event.text()).toBe(true);
  const campaign = await createCampaignFromTemplate(page.request, {
    template: 'Summer $15 off',
    name: unique('e2e-customer-campaign'),
    vouchers: 1,
  });
  const redemption = await redeemAtTill(page.request, {
    customer: { source_id: sourceId },
    order: { amount: 5000 },
    redeemables: [{ object: 'voucher', id: campaign.codes[0] }],
  });
  expect(redemption.status(), await redemption.text()).toBe(200);

  // Search by part of the email, in capitals: the search ignores case and is kept in the URL.
  await shell.navLink('Customers').click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Source id, name or email contains' }).fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=/);
  const rows = page.getByRole('table', { name: 'Customers, newest first' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(sourceId);
  await expect(rows.nth(1)).toContainText(email);
  await expectNoSeriousA11yViolations(page);

  await rows.nth(1).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Customer', exact: true });
  await expect(facts).toContainText(email);
  await expect(facts).toContainText('1 succeeded, 0 failed');
  await expect(page.getByRole('region', { name: 'Metadata', exact: true })).toContainText('basic');

  const campaigns = page.getByRole('list', { name: 'Campaigns for this customer' });
  await expect(campaigns.getByRole('listitem').filter({ hasText: 'Half price VIP' })).toContainText(
    "Not eligible: “Gold customers” requires that customer's tier is gold",
  );
  await expect(campaigns.getByRole('listitem').filter({ hasText: 'Fifteen percent' })).toContainText('Qualifies');

  const events = page.getByRole('table', { name: 'Events, newest first' });
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(events).toContainText('store_visit');
  await expect(events).toContainText('store: Berlin');
  // The Coffee club joins customers automatically: their store visit earned them a card with its 10 points.
  const held = page.getByRole('region', { name: 'Loyalty cards and codes' });
  await expect(held).toContainText('Coffee club');
  await expect(held).toContainText('10 points');
  const redemptions = page.getByRole('table', { name: 'Recent redemptions, newest first' });
  await expect(redemptions.getByRole('row')).toHaveCount(2);
  await expect(redemptions).toContainText('Succeeded');
  await expectNoSeriousA11yViolations(page);

  // The redemption history opens filtered to this customer.
  await page.getByRole('link', { name: /All 1 redemptions of this customer/ }).click();
  await expect(page.getByRole('heading', { name: 'Redemption history', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`customer=${sourceId}`));
  await expect(page.getByRole('table', { name: 'Redemptions, newest first' }).getByRole('row')).toHaveCount(2);
});

test("shows a demo customer's loyalty card with its points, linking to the card", async ({ connected: page }) => {
  await page.goto('/customers?q=dana');
  await page.getByRole('link', { name: 'Dana Demo' }).click();
  await expect(page.getByRole('heading', { name: 'Dana Demo', level: 1 })).toBeVisible();
  const campaigns = page.getByRole('list', { name: 'Campaigns for this customer' });
  await expect(campaigns.getByRole('listitem').filter({ hasText: 'Half price VIP' })).toContainText('Qualifies');
  const cards = page.getByRole('table', { name: 'Cards and codes held' });
  const card = cards.getByRole('row').filter({ hasText: 'LOYAL-DEMO1' });
  await expect(card).toContainText('Loyalty card');
  await expect(card).toContainText(/[\d,]+ points/);
  await expect(cards.getByRole('row').filter({ hasText: 'REF-DEMO' })).toContainText('Referral code');
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('link', { name: 'LOYAL-DEMO1' }).click();
  await expect(page.getByRole('heading', { name: 'Loyalty card LOYAL-DEMO1', level: 1 })).toBeVisible();
});

test('a search longer than its limit is refused at the field, not ignored', async ({ connected: page }) => {
  await page.goto('/customers');
  const field = page.getByRole('textbox', { name: 'Source id, name or email contains' });
  await field.fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(field).toHaveAccessibleDescription('Use at most 200 characters');
  await expect(page.getByRole('table', { name: 'Customers, newest first' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
