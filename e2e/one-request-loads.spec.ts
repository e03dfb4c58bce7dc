import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { TierPage } from './pages/tier-page.ts';
import { createCampaignFromTemplate, redeemAtTill, unique } from './service-api.ts';

/** The paths (with their queries) of the service requests the page makes from now on. */
function serviceRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/v1/')) seen.push(`${url.pathname}${decodeURIComponent(url.search)}`);
  });
  return seen;
}

/** A failure the service could answer, so the page shows it as it would a real one. */
const failWith500 = (route: Route) =>
  route.fulfill({
    status: 500,
    json: { code: 500, key: 'internal_error', message: 'Something broke', details: 'Try again', request_id: 'v-e2e' },
  });

test("a redemption's redeemables load in one request, and a failed load says so and retries", async ({
  connected: page,
  request,
}) => {
  const codes = await Promise.all(
    ['a', 'b'].map(
      async (suffix) =>
        (
          await createCampaignFromTemplate(request, {
            template: 'Summer $15 off',
            name: unique(`e2e-one-request-${suffix}`),
            vouchers: 1,
            usesPerCode: 1,
          })
        ).codes[0]!,
    ),
  );
  const redeemed = await redeemAtTill(request, {
    order: { amount: 5000 },
    redeemables: codes.map((code) => ({ object: 'voucher', id: code })),
  });
  expect(redeemed.status()).toBe(200);
  const parentId = ((await redeemed.json()) as { parent_redemption: { id: string } }).parent_redemption.id;

  const seen = serviceRequests(page);
  await page.goto(`/redemptions/${parentId}`);
  const redeemables = page.getByRole('table', { name: 'What each redeemable of the stack did' });
  for (const code of codes) await expect(redeemables.getByRole('link', { name: code })).toBeVisible();
  const redemptionReads = seen.filter((path) => path.startsWith('/v1/redemptions'));
  expect(redemptionReads).toEqual([
    `/v1/redemptions/${parentId}`,
    `/v1/redemptions?limit=100&filters[parent_redemption_id][conditions][$is]=${parentId}`,
  ]);

  await page.route('**/v1/redemptions?*', failWith500);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'The redeemables could not be loaded' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await page.unroute('**/v1/redemptions?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  for (const code of codes) await expect(redeemables.getByRole('link', { name: code })).toBeVisible();
});

test("the promotions index reads every card's tiers in one request, and a tier's rules in one", async ({
  connected: page,
}) => {
  const tiers = new TierPage(page);
  const seen = serviceRequests(page);
  await tiers.gotoPromotions();
  await expect(tiers.tierLink('Orders over $100')).toBeVisible();
  const tierReads = seen.filter((path) => path.startsWith('/v1/promotions'));
  expect(tierReads).toHaveLength(1);
  expect(tierReads[0]).toMatch(/^\/v1\/promotions\/tiers\?campaign_ids=camp_[^&]+&limit=100$/);

  seen.length = 0;
  await tiers.tierLink('Orders over $100').click();
  await expect(page.getByRole('table', { name: '1 validation rule assignment' })).toContainText('Orders from $100');
  // The rule picker lists the project's rules; the assignments' rules come in one read by ids, none one by one.
  const ruleReads = seen.filter((path) => path.startsWith('/v1/validation-rules'));
  expect(ruleReads.filter((path) => path.startsWith('/v1/validation-rules/'))).toEqual([]);
  expect(ruleReads.filter((path) => path.includes('ids='))).toEqual([
    expect.stringMatching(/^\/v1\/validation-rules\?ids=val_[^&]+&limit=100$/),
  ]);

  const rulesByIds = (url: URL) => url.pathname === '/v1/validation-rules' && url.searchParams.has('ids');
  await page.route(rulesByIds, failWith500);
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'The assigned rules could not be loaded' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Loading…')).toHaveCount(0);

  await page.route('**/v1/promotions/tiers?*', failWith500);
  await tiers.gotoPromotions();
  await expect(page.getByRole('alert').filter({ hasText: "The promotions' tiers could not be loaded" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('The tiers of Black Friday ladder could not be loaded.')).toBeVisible();
  await page.unroute('**/v1/promotions/tiers?*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(tiers.tierLink('Orders over $100')).toBeVisible();
});
