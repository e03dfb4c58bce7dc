import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test.describe('view as role', () => {
  test('an admin sees the console as a viewer, read-only with a banner, then stops', async ({ connected: page }) => {
    await page.goto('/campaigns');
    await expect(page.getByRole('link', { name: 'New campaign', exact: true })).toBeVisible();

    await page.goto('/project/team');
    await page.getByRole('combobox', { name: 'Role to view as' }).selectOption('VIEWER');
    await page.getByRole('button', { name: 'View as role' }).click();
    const banner = page.getByRole('region', { name: 'Viewing as a role' });
    await expect(banner).toContainText('Viewing as Viewer — read-only');
    await expectNoSeriousA11yViolations(page);

    // Pages and controls follow the viewer's row of the matrix, on every page and after a reload.
    await page.goto('/campaigns');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New campaign', exact: true })).toHaveCount(0);
    await page.goto('/project/team');
    await expect(page.getByText('team:manage').first()).toBeVisible();

    await banner.getByRole('button', { name: 'Stop viewing' }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await page.goto('/campaigns');
    await expect(page.getByRole('link', { name: 'New campaign', exact: true })).toBeVisible();
  });
});
