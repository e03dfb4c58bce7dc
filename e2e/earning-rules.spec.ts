import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test('a marketer adds an earning rule to the Coffee club and switches it off', async ({ connected: page, shell }) => {
  await shell.navLink('Loyalty').click();
  await page.getByRole('link', { name: 'Coffee club', exact: true }).click();
  await page.getByRole('tab', { name: 'Earning rules' }).click();
  const section = page.getByRole('region', { name: 'Earning rules of Coffee club' });
  const rules = section.getByRole('table', { name: 'Earning rules' });
  await expect(rules.getByRole('row', { name: /purchase_review/ })).toContainText('50 points');

  const form = section.getByRole('form', { name: 'New earning rule' });
  await form.getByLabel('Earns on').selectOption({ label: 'Order paid' });
  await form.getByLabel('Points').fill('3');
  await form.getByLabel('Per amount spent').check();
  await form.getByLabel('For every (amount)').fill('10');
  await form.getByRole('button', { name: 'Add earning rule' }).click();
  const added = rules.getByRole('row', { name: /order\.paid/ });
  await expect(added).toContainText('3 points per 10.00 spent');
  await expectNoSeriousA11yViolations(page);

  await added.getByRole('button', { name: 'Disable' }).click();
  await expect(added.getByRole('button', { name: 'Enable' })).toBeEnabled();
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Earning rules' })
      .getByRole('row', { name: /order\.paid/ })
      .getByRole('button', {
        name: 'Enable',
      }),
  ).toBeEnabled();
});
