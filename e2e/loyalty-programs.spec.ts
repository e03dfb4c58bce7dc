import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { LoyaltyProgramPage } from './pages/loyalty-program-page.ts';
import { unique } from './service-api.ts';

test('a new loyalty program opens on its page, is edited there and is listed with its members', async ({
  connected: page,
}) => {
  const name = unique('Tea club');
  const program = new LoyaltyProgramPage(page);
  await page.goto('/loyalty');
  await program.create(name, '25', 'TEA-####');

  await expect(program.heading(name)).toBeVisible();
  await expect(page).toHaveURL(/\/loyalty\/programs\/camp_/);
  await expect(program.settings).toContainText('TEA-####');
  await expect(program.settings).toContainText('25');
  await expect(program.membersTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('This program has issued no cards yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await program.editForm.getByLabel('Description').fill('Points for every pot of tea');
  await program.editForm.getByLabel('Customers join automatically').uncheck();
  await program.editForm.getByRole('button', { name: 'Save program' }).click();
  await expect(page.getByText('Points for every pot of tea').first()).toBeVisible();
  await expect(program.settings.getByText('Customers join automatically').locator('..')).toContainText('No');

  await page.getByRole('link', { name: '← Loyalty programs' }).click();
  await page.getByRole('link', { name, exact: true }).click();
  await expect(program.heading(name)).toBeVisible();
  await expect(program.membersTab).toBeVisible();
});
