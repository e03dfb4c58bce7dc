import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { LoyaltyCardPage } from './pages/loyalty-card-page.ts';
import { appHeaders } from './worker-project.ts';

const card = 'LOYAL-DEMO1';

test('tiers added on the program page place a member, whose card shows the tier its points reach', async ({
  connected: page,
}) => {
  test.slow();
  const voucher = await page.request.get(`/v1/vouchers/${card}`, { headers: appHeaders() });
  const { loyalty_card, campaign, campaign_id } = (await voucher.json()) as {
    loyalty_card: { balance: number };
    campaign: string;
    campaign_id: string;
  };
  const top = loyalty_card.balance + 500;

  await page.goto(`/loyalty/programs/${campaign_id}`);
  await page.getByRole('tab', { name: 'Tiers' }).click();
  const tiers = page.getByRole('region', { name: `Tiers of ${campaign}` });
  await expect(tiers).toContainText('This program has no tiers yet.');
  await expectNoSeriousA11yViolations(page);
  const form = page.getByRole('form', { name: `Add a tier to ${campaign}` });
  const addTier = async (name: string, from: number, to?: number) => {
    await form.getByLabel('Tier name').fill(name);
    await form.getByLabel('From points').fill(String(from));
    await form.getByLabel('To points').fill(to === undefined ? '' : String(to));
    await form.getByRole('button', { name: 'Add tier' }).click();
  };
  await addTier('Silver', 0, top - 1);
  await expect(tiers.getByRole('row', { name: /Silver/ })).toBeVisible();
  await addTier('Gold', top);
  const table = tiers.getByRole('table', { name: 'Tiers, lowest points first' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(2)).toContainText('no limit');

  // A range meeting another tier is refused, naming it; nothing is added.
  await addTier('Clash', 10, 20);
  await expect(form.getByRole('alert')).toContainText('Correct the fields marked below');
  await expect(form.getByLabel('From points')).toHaveAccessibleDescription(/The tier Clash \(from 10\) overlaps/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/loyalty/cards/${card}`);
  const cardPage = new LoyaltyCardPage(page);
  await expect(cardPage.heading(card)).toBeVisible();
  const tier = page.getByRole('group', { name: 'Tier' });
  await expect(tier).toContainText('Silver');

  // Enough points for the top tier: the card now shows it.
  const added = await page.request.post(`/v1/vouchers/${card}/balance`, {
    headers: appHeaders(),
    data: { amount: 600, reason: 'Tier journey' },
  });
  expect(added.ok()).toBe(true);
  await page.reload();
  await expect(tier).toContainText('Gold');
  await expect(tier).toContainText(`${top.toLocaleString('en')}+ points`);
  await expectNoSeriousA11yViolations(page);
});
