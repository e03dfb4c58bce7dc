import { demoCalendar } from '../src/service/seed/demo-calendar.ts';
import { e2eFrozenAt } from './env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { factValue } from './pages/facts.ts';
import { TierPage } from './pages/tier-page.ts';
import { moveProjectClock } from './worker-project.ts';

test('opens a tier, reads its rules, and switches it on and off', async ({ connected: page }) => {
  const tiers = new TierPage(page);
  await tiers.gotoPromotions();
  await expect(tiers.promotionsHeading).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Black Friday ladder' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The first tier of the demo ladder: its rules in words.
  await tiers.tierLink('Orders over $100').click();
  await expect(tiers.heading('Orders over $100')).toBeVisible();
  await expect(factValue(page, 'Discount')).toHaveText('$10.00 off the order');
  // Words, not the service's codes; the parent campaign by its name and its status as the service decides it.
  await expect(factValue(page, 'Discount type')).toHaveText('Amount off');
  await expect(factValue(page, 'Applies to')).toHaveText('The order');
  const campaign = page.getByRole('region', { name: 'Promotion campaign' });
  await expect(factValue(campaign, 'Campaign')).toHaveText('Black Friday ladder');
  await expect(factValue(campaign, 'Status')).toHaveText('Active');
  // The demo's season ends two years after the day the worker project's clock stands at, on its last second (UTC):
  // that day, or the next where the browser's time zone is ahead.
  const until = Date.parse(demoCalendar(new Date(e2eFrozenAt)).until);
  const [last, next] = [until, until + 1000].map((ms) => {
    // "Sat, 18 Nov 2028 23:59:59 GMT": the dashboard writes "18 Nov 2028".
    const [, day, month, year] = new Date(ms).toUTCString().split(' ');
    return `${Number(day)} ${month} ${year}`;
  });
  await expect(factValue(page.getByRole('region', { name: 'Tier' }), 'Validity')).toHaveText(
    new RegExp(`^Mon–Fri, 09:00–17:00, until (${last}|${next})$`),
  );
  const rules = page.getByRole('table', { name: '1 validation rule assignment' });
  await expect(rules).toContainText('Orders from $100');
  await expect(rules).toContainText('Order amount at least $100.00');
  await expectNoSeriousA11yViolations(page);

  // "Weekend treat" starts switched off (the project's seed).
  await page.getByRole('link', { name: '← Promotions' }).click();
  await tiers.tierLink('Weekend treat').click();
  await expect(tiers.heading('Weekend treat')).toBeVisible();
  await expect(tiers.state('Inactive')).toBeVisible();
  const before = await tiers.updatedAt.textContent();

  await tiers.enableButton.click();
  await expect(tiers.state('Active')).toBeVisible();
  await expect(tiers.notification('Tier enabled')).toBeVisible();
  await expect(tiers.updatedAt.locator('time')).toBeVisible();
  await expect(tiers.updatedAt).not.toHaveText(before ?? '');
  // The project's clock stands still: the change is stamped with its time.
  await expect(tiers.updatedAt.locator('time')).toHaveAttribute('datetime', e2eFrozenAt);
  await expect(tiers.disableButton).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await moveProjectClock(page.request, { advance_seconds: 60 });
  await tiers.disableButton.click();
  await expect(tiers.state('Inactive')).toBeVisible();
  await expect(tiers.notification('Tier disabled')).toBeVisible();
  await expect(tiers.updatedAt.locator('time')).toHaveAttribute('datetime', '2026-11-20T10:01:00.000Z');

  // The promotions list shows the state the service now holds.
  await page.getByRole('link', { name: '← Promotions' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Weekend treat' })).toContainText('Inactive');
});
