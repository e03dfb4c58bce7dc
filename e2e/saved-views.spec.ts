import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test.describe('saved views', () => {
  test('saves a list’s order and size by name, opens it again, renames it, deletes it and undoes that', async ({
    connected: page,
  }) => {
    await page.goto('/campaigns');
    const order = page.getByRole('combobox', { name: 'Order' });
    const size = page.getByRole('combobox', { name: 'Page size' });
    await order.selectOption('created_at');
    await size.selectOption('10');
    await expect(page).toHaveURL(/order=created_at/);

    const views = page.getByRole('button', { name: 'Views' });
    await views.click();
    await expect(page.getByRole('menu')).toContainText('No saved views yet');
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const save = page.getByRole('dialog', { name: 'Save current view' });
    await save.getByRole('textbox', { name: 'View name' }).fill('Oldest ten');
    await save.getByRole('checkbox', { name: 'Share with everyone in the project' }).check();
    await expectNoSeriousA11yViolations(page);
    await save.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'View saved' })).toBeVisible();
    await expect(save).toHaveCount(0);

    await page.goto('/campaigns');
    await expect(order).toHaveValue('-created_at');
    await views.click();
    await page.getByRole('menuitem', { name: /Oldest ten/ }).click();
    await expect(order).toHaveValue('created_at');
    await expect(size).toHaveValue('10');
    await expect(page).toHaveURL(/order=created_at/);

    await views.click();
    await page.getByRole('menuitem', { name: 'Rename or delete views…' }).click();
    const manage = page.getByRole('dialog', { name: 'Rename or delete views' });
    await manage.getByRole('textbox', { name: 'Name of the view Oldest ten (shared)' }).fill('Oldest first, ten');
    await manage.getByRole('button', { name: 'Rename' }).click();
    await expect(manage.getByRole('textbox', { name: 'Name of the view Oldest first, ten (shared)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await manage.getByRole('button', { name: 'Delete the view Oldest first, ten' }).click();
    const deleted = page.getByRole('alert').filter({ hasText: 'View deleted' });
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await manage.getByRole('button', { name: 'Close' }).click();

    await views.click();
    await expect(page.getByRole('menuitem', { name: /Oldest first, ten/ })).toBeVisible();
  });
});
