import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { LoyaltyCardPage } from './pages/loyalty-card-page.ts';
import { unique } from './service-api.ts';
import { appHeaders } from './worker-project.ts';

const card = 'LOYAL-DEMO1';

test('a member redeems a reward from their card page and the balance falls by its price', async ({
  connected: page,
}) => {
  // The reward and its price in the card's program, set up through the API.
  const headers = appHeaders();
  const voucher = await page.request.get(`/v1/vouchers/${card}`, { headers });
  const { campaign_id: programId, loyalty_card } = (await voucher.json()) as {
    campaign_id: string;
    loyalty_card: { balance: number };
  };
  const product = await page.request.post('/v1/products', { headers, data: { name: unique('Mug'), price: 900 } });
  const name = unique('Coffee mug');
  const reward = await page.request.post('/v1/rewards', {
    headers,
    data: { name, parameters: { product: { id: ((await product.json()) as { id: string }).id } }, stock: 5 },
  });
  const rewardId = ((await reward.json()) as { id: string }).id;
  const assigned = await page.request.post(`/v1/rewards/${rewardId}/assignments`, {
    headers,
    data: { campaign: programId, parameters: { loyalty: { points: 10 } } },
  });
  expect(assigned.status()).toBe(200);

  await page.goto(`/loyalty/cards/${card}`);
  const cardPage = new LoyaltyCardPage(page);
  await expect(cardPage.heading(card)).toBeVisible();
  const summary = page.getByText('Balance', { exact: true }).locator('..');
  await expect(summary).toContainText(loyalty_card.balance.toLocaleString('en'));
  const rewards = page.getByRole('table', { name: "Rewards the card's balance pays for" });
  await expect(rewards.getByRole('row', { name: new RegExp(name) })).toContainText('10 points');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: `Redeem ${name}` }).click();
  await expect(page.getByText(`${name} is given.`)).toBeVisible();
  await expect(summary).toContainText((loyalty_card.balance - 10).toLocaleString('en'));
  const history = page.getByRole('table', { name: 'Transactions, newest first' }).getByRole('row');
  await expect(history.nth(1)).toContainText(`Redeemed ${name}`);
  await expect(history.nth(1)).toContainText('-10');
});
