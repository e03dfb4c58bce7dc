import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { factValue } from './pages/facts.ts';
import { TierPage } from './pages/tier-page.ts';

test('adds a tier to a promotion, edits it, stacks it with another, then deletes the stack and the tier', async ({
  connected: page,
}) => {
  // Four screens' worth of forms: about 25 s on a quiet host, past 30 s on a busy one.
  test.slow();
  const tiers = new TierPage(page);
  await tiers.gotoPromotions();
  await expect(tiers.promotionsHeading).toBeVisible();
  const ladder = page.getByRole('region', { name: 'Black Friday ladder' });

  // Add a tier: a percentage over 100 is refused at its field, then fixed.
  await ladder.getByRole('button', { name: 'Add tier' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add a tier to Black Friday ladder' });
  await addDialog.getByLabel('Tier name').fill('Loyal shoppers');
  await addDialog.getByLabel('Banner').fill('Thanks for coming back');
  await addDialog.getByLabel('Discount value').fill('150');
  await addDialog.getByRole('button', { name: 'Add tier' }).click();
  await expect(addDialog.getByText('Enter a percentage from 0 to 100')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await addDialog.getByLabel('Discount value').fill('12');
  await addDialog.getByRole('button', { name: 'Add tier' }).click();
  await expect(addDialog).toBeHidden();
  await expect(tiers.notification('Tier added')).toBeVisible();
  const newRow = ladder.getByRole('row').filter({ hasText: 'Loyal shoppers' });
  await expect(newRow).toContainText('12% off');

  // Edit its name and discount; the tier's page shows them.
  await tiers.tierLink('Loyal shoppers').click();
  await expect(tiers.heading('Loyal shoppers')).toBeVisible();
  await page.getByRole('link', { name: 'Edit tier' }).click();
  await expect(tiers.heading('Edit Loyal shoppers')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Tier name').fill('Loyal shoppers gold');
  await page.getByLabel('Discount', { exact: true }).selectOption({ label: 'Amount off (USD)' });
  await page.getByLabel('Discount value').fill('20');
  await page.getByRole('button', { name: 'Save tier' }).click();
  await expect(tiers.heading('Loyal shoppers gold')).toBeVisible();
  await expect(tiers.notification('Tier saved')).toBeVisible();
  await expect(factValue(page, 'Discount')).toContainText('$20.00 off');
  await expectNoSeriousA11yViolations(page);

  // A stack of the new tier and a demo tier.
  await page.getByRole('link', { name: '← Promotions' }).click();
  await ladder.getByRole('link', { name: 'Stacks of Black Friday ladder' }).click();
  await expect(page.getByRole('heading', { name: 'Stacks of Black Friday ladder', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Stack name').fill('Big spenders');
  await page.getByRole('checkbox', { name: 'Loyal shoppers gold' }).check();
  await page.getByRole('button', { name: 'Create stack' }).click();
  await expect(page.getByText('Pick at least two tiers')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Orders over $200' }).check();
  await page.getByRole('button', { name: 'Create stack' }).click();
  await expect(tiers.notification('Stack created')).toBeVisible();
  const stacks = page.getByRole('table', { name: 'Stacks of Black Friday ladder' });
  const stackRow = stacks.getByRole('row').filter({ hasText: 'Big spenders' });
  await expect(stackRow).toContainText('Orders over $200, Loyal shoppers gold');
  await expectNoSeriousA11yViolations(page);

  // Delete the stack, after a confirmation.
  await stackRow.getByRole('button', { name: 'Delete Big spenders' }).click();
  const confirmStack = page.getByRole('dialog', { name: 'Delete Big spenders?' });
  await confirmStack.getByRole('button', { name: 'Delete stack' }).click();
  await expect(confirmStack).toBeHidden();
  await expect(tiers.notification('Stack deleted')).toBeVisible();
  await expect(page.getByText('This promotion has no stacks.')).toBeVisible();

  // Delete the tier, after a confirmation: the promotions list no longer has it.
  await page.getByRole('link', { name: '← Promotions' }).click();
  await tiers.tierLink('Loyal shoppers gold').click();
  await page.getByRole('button', { name: 'Delete tier' }).click();
  const confirmTier = page.getByRole('dialog', { name: 'Delete Loyal shoppers gold?' });
  await expectNoSeriousA11yViolations(page);
  await confirmTier.getByRole('button', { name: 'Delete tier' }).click();
  await expect(tiers.promotionsHeading).toBeVisible();
  await expect(tiers.notification('Tier deleted')).toBeVisible();
  await expect(tiers.tierLink('Orders over $100')).toBeVisible();
  await expect(tiers.tierLink('Loyal shoppers gold')).toHaveCount(0);
});
