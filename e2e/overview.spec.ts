import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { e2eKeys } from './env.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';

const clientHeaders = {
  'X-Client-Application-Id': e2eKeys.clientAppId,
  'X-Client-Token': e2eKeys.clientToken,
  origin: e2eKeys.clientOrigin,
};
const managementHeaders = { 'X-Management-Id': e2eKeys.managementId, 'X-Management-Token': e2eKeys.managementToken };

for (const { device, viewport } of [
  { device: 'desktop', viewport: { width: 1280, height: 800 } },
  { device: 'phone', viewport: { width: 390, height: 844 } },
]) {
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
      const response = await request.post('/client/v1/redemptions', {
        headers: clientHeaders,
        data: { order: { amount: 5000 }, redeemables: [{ object: 'voucher', id: campaign.codes[0] }] },
      });
      expect(response.status()).toBe(200);
    }
    const today = new Date().toISOString().slice(0, 10);
    const figures = (await (
      await request.get(`/promodesk/projects/${e2eKeys.projectId}/overview`, {
        headers: managementHeaders,
        params: { from: today, to: today },
      })
    ).json()) as { totals: { succeeded: number } };
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
