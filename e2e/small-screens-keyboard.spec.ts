import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, redeemAtTill, sendEventThroughApi, unique } from './service-api.ts';

test('the first Tab offers "Skip to content", which moves focus past the header and navigation', async ({
  connected: page,
}) => {
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/campaigns\?project=proj_[^&#]+$/);
  // The next Tab lands in the page itself, not in the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('on a phone, lists show the columns that matter without scrolling sideways', async ({
  connected: page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // At least one redemption to list, whatever ran before.
  const campaign = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-phone-columns'),
    vouchers: 1,
  });
  const redeemed = await redeemAtTill(request, {
    order: { amount: 5000 },
    redeemables: [{ object: 'voucher', id: campaign.codes[0] }],
  });
  expect(redeemed.status()).toBe(200);
  for (const [path, label, hidden] of [
    ['/campaigns', 'Campaigns', 'Updated'],
    ['/redemptions', 'Redemptions', 'Order total'],
  ] as const) {
    await page.goto(path);
    const region = page.getByRole('main').getByRole('region', { name: label, exact: true });
    await expect(region.getByRole('row').nth(1)).toBeVisible();
    // Each row is a card whose cells carry their column's name.
    await expect(
      region
        .getByRole('row')
        .nth(1)
        .getByRole('cell', { name: /^(Status|Outcome) / }),
    ).toBeVisible();
    await expect(region.getByRole('columnheader', { name: hidden, exact: true })).toBeHidden();
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth), path).toBeLessThanOrEqual(1);
  }
});

test('on a phone, the events and exports histories list what was just sent and scheduled', async ({
  connected: page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shopper = unique('e2e-phone-events');
  expect((await sendEventThroughApi(request, { event: 'phone-checked', customer: { source_id: shopper } })).ok()).toBe(
    true,
  );
  await page.goto('/events?type=phone-checked');
  const newest = page.getByRole('table', { name: 'Events, newest first' }).getByRole('row').nth(1);
  await expect(newest.getByRole('link', { name: shopper })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/loyalty/exports');
  await page.getByRole('textbox', { name: 'Loyalty card code' }).fill('LOYAL-DEMO1');
  await page.getByRole('button', { name: 'Schedule export' }).click();
  await expect(page).toHaveURL(/exports=exp_/);
  const exportId = new URL(page.url()).searchParams.get('exports')!.split(',')[0]!;
  await expect(
    page.getByRole('table', { name: 'Exports, newest first' }).getByRole('link', { name: `Download ${exportId}.csv` }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
