import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { LoyaltyCardPage } from './pages/loyalty-card-page.ts';
import { signedInMember } from './pages/team-member-page.ts';
import { unique } from './service-api.ts';
import { appHeaders } from './worker-project.ts';

const card = 'LOYAL-DEMO1';

test('a reward made in the catalogue and offered by the Coffee club at a price is available on its member page', async ({
  connected: page,
}) => {
  test.slow();
  const headers = appHeaders();
  const voucher = await page.request.get(`/v1/vouchers/${card}`, { headers });
  const { campaign, campaign_id: programId } = (await voucher.json()) as { campaign: string; campaign_id: string };
  const productName = unique('Tote bag');
  expect((await page.request.post('/v1/products', { headers, data: { name: productName, price: 1500 } })).ok()).toBe(
    true,
  );

  await page.goto('/loyalty');
  await page.getByRole('link', { name: 'Reward catalogue' }).click();
  await expect(page.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'New reward' });
  const name = unique('Tote bag reward');
  await form.getByLabel('Reward name').fill(name);
  await form.getByLabel('Type').selectOption({ label: 'Material: a product' });
  // Nothing picked: the form says what is missing and sends nothing.
  await form.getByRole('button', { name: 'Create reward' }).click();
  await expect(form.getByLabel('Product')).toHaveAccessibleDescription(/Pick the product/);
  await form.getByLabel('Product').selectOption({ label: productName });
  await form.getByLabel('Stock').fill('3');
  await form.getByRole('button', { name: 'Create reward' }).click();
  const rewards = page.getByRole('table', { name: 'Rewards, newest first' });
  const row = rewards.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(`Product ${productName}`);
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${name}` });
  await edit.getByLabel('Stock').fill('5');
  await edit.getByRole('button', { name: 'Save reward' }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('5');

  // The program offers it at a price, then a lower one.
  await page.goto(`/loyalty/programs/${programId}`);
  await page.getByRole('tab', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/tab=rewards/);
  const section = page.getByRole('region', { name: `Rewards of ${campaign}` });
  const offer = section.getByRole('form', { name: `Offer a reward in ${campaign}` });
  await offer.getByLabel('Reward').selectOption({ label: name });
  await offer.getByLabel('Price in points').fill('5');
  await offer.getByRole('button', { name: 'Offer reward' }).click();
  const offered = section.getByRole('table', { name: 'Rewards offered, first offered first' });
  await expect(offered.getByRole('row', { name: new RegExp(name) })).toContainText('5 points');
  await section.getByRole('button', { name: `Change the price of ${name}` }).click();
  const price = page.getByRole('form', { name: `Price of ${name}` });
  await price.getByLabel('Points').fill('2');
  await price.getByRole('button', { name: 'Save price' }).click();
  await expect(offered.getByRole('row', { name: new RegExp(name) })).toContainText('2 points');
  await expectNoSeriousA11yViolations(page);

  await page.goto(`/loyalty/cards/${card}`);
  await expect(new LoyaltyCardPage(page).heading(card)).toBeVisible();
  const available = page.getByRole('table', { name: "Rewards the card's balance pays for" });
  await expect(available.getByRole('row', { name: new RegExp(name) })).toContainText('2 points');

  // A reward a program offers cannot be deleted: the service's refusal shows in the dialog.
  await page.goto('/loyalty/rewards');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await dialog.getByRole('button', { name: 'Delete reward' }).click();
  await expect(dialog.getByRole('alert')).toContainText(/in use/i);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(rewards.getByRole('row', { name: new RegExp(name) })).toBeVisible();
});

test('a viewer reads the catalogue and the program rewards but every change is disabled', async ({
  browser,
}, testInfo) => {
  const viewer = await signedInMember(browser, testInfo, 'viewer@example.com', { width: 1280, height: 800 });
  const voucher = await viewer.request.get(`/v1/vouchers/${card}`, { headers: appHeaders() });
  const { campaign_id: programId } = (await voucher.json()) as { campaign_id: string };
  await viewer.goto('/loyalty/rewards');
  await expect(viewer.getByRole('heading', { name: 'Rewards', level: 1 })).toBeVisible();
  await expect(
    viewer.getByRole('form', { name: 'New reward' }).getByRole('button', { name: 'Create reward' }),
  ).toBeDisabled();
  await viewer.goto(`/loyalty/programs/${programId}?tab=rewards`);
  const offer = viewer.getByRole('form', { name: /Offer a reward in/ });
  await expect(offer.getByRole('button', { name: 'Offer reward' })).toBeDisabled();
  await expect(offer.getByLabel('Reward')).toBeDisabled();
  await viewer.context().close();
});
