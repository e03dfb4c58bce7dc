import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test.describe('Help', () => {
  test('lists the documents and shows one with its tables as tables', async ({ connected: page, shell }) => {
    await shell.navLink('Help').click();
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    const usingPromodesk = page.getByRole('region', { name: 'Using Promodesk' });
    await expect(usingPromodesk.getByRole('link', { name: 'Demo data' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await usingPromodesk.getByRole('link', { name: 'People, roles and sessions' }).click();
    await expect(page).toHaveURL(/\/help\/people(\?|$)/);
    await expect(page.getByRole('heading', { name: 'People, roles and sessions', level: 1 })).toBeVisible();
    const matrix = page.getByRole('table').first();
    await expect(matrix.getByRole('columnheader', { name: 'MERCHANT' })).toBeVisible();
    await expect(matrix.getByRole('row', { name: /campaigns:write/ }).getByRole('cell')).toHaveCount(6);
    await expect(shell.navLink('Help')).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    // A link to another document opens it in Help.
    await page.getByRole('link', { name: 'All documents' }).click();
    await page.getByRole('link', { name: "Behaviour: the console's own services" }).click();
    await page.getByRole('main').getByRole('link', { name: 'Campaigns', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Behaviour: campaigns, templates, codes and rules', level: 1 }),
    ).toBeVisible();
  });
});
