import { e2eFrozenAt } from './env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { demoCodes } from '../src/service/seed/demo-codes.ts';
import { createCampaignFromTemplate, overviewThroughApi, redeemAtTill, screenSizes, unique } from './service-api.ts';

for (const { device, viewport } of screenSizes) {
  test(`on a ${device}, the overview charts the redemptions just made`, async ({ connected: page, request }) => {
    await page.setViewportSize(viewport);
    const campaign = await createCampaignFromTemplate(request, {
      template: 'Summer $15 off',
      name: unique('e2e-overview'),
      vouchers: 1,
      usesPerCode: 5,
    });
    // 4 of the code's 5 uses: the alerts call it nearly used up.
    for (let i = 0; i < 4; i++) {
      const response = await redeemAtTill(request, {
        order: { amount: 5000 },
        redeemables: [{ object: 'voucher', id: campaign.codes[0] }],
      });
      expect(response.status()).toBe(200);
    }
    const today = e2eFrozenAt.slice(0, 10);
    const figures = await overviewThroughApi(request, today, today);
    expect(figures.totals.succeeded).toBeGreaterThanOrEqual(4);

    await page.goto(`/?from=${today}&to=${today}`);
    await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Redemptions succeeded' })).toContainText(
      String(figures.totals.succeeded),
    );
    const chart = page.getByRole('figure', { name: 'Redemptions per day' });
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Discount given per day' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Campaigns with the most redemptions in the range' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Alerts' })).toContainText(`Code ${campaign.codes[0]}`);
    await expectNoSeriousA11yViolations(page);

    // The range is in the URL: a day with no redemptions shows none.
    await page.getByRole('textbox', { name: 'From' }).fill('2020-01-01');
    await page.getByRole('textbox', { name: 'To' }).fill('2020-01-02');
    await expect(page).toHaveURL(/from=2020-01-01/);
    await expect(page.getByRole('group', { name: 'Redemptions succeeded' })).toContainText('0');
    await expect(page.getByText('No successful redemptions in this range.')).toBeVisible();
  });
}

test("a new user's first screen shows the demo's last month: every figure, both charts, top campaigns and alerts", async ({
  connected: page,
}) => {
  // The dashboard opens on the last 30 days of the project's history, relative to its clock's day.
  await expect(page.getByRole('heading', { name: 'Results', level: 2 })).toBeVisible();
  for (const figure of ['Redemptions succeeded', 'Failed', 'Rolled back', 'Points issued'])
    await expect(page.getByRole('group', { name: figure })).toHaveText(new RegExp(`^${figure}[1-9]`));
  await expect(page.getByRole('group', { name: 'Discount given' })).not.toHaveText(/\$0\.00$/);
  // Days without redemptions have no bar to see: some days have.
  await expect(
    page
      .getByRole('figure', { name: 'Redemptions per day' })
      .locator('.recharts-bar-rectangle')
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Discount given per day' }).locator('.recharts-area-area').first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Campaigns with the most redemptions in the range' })).toBeVisible();
  const alerts = page.getByRole('list', { name: 'Alerts' });
  await expect(alerts).toContainText('Flash sale ends on');
  await expect(alerts).toContainText(`Code ${demoCodes.flashSale} (Flash sale) has 2 of 10 uses left.`);
  // Results lead: the navigation is not repeated as a grid of cards on the page.
  await expect(page.getByRole('main').getByRole('link', { name: 'Redemption desk' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a range the service refuses is said at its fields, not under the charts', async ({ connected: page }) => {
  await page.goto('/?from=1969-12-31&to=1970-01-02');
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveAccessibleDescription(
    'Enter a date from 1970 to 9999',
  );
  await expect(page.getByText('The figures could not be loaded')).toHaveCount(0);
  await page.goto('/?from=2020-01-01&to=2026-01-01');
  await expect(page.getByRole('textbox', { name: 'To' })).toHaveAccessibleDescription('the range is at most 366 days');
  await expectNoSeriousA11yViolations(page);
});
