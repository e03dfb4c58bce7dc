import { expect, test } from './fixtures.ts';
import { TeamPage } from './pages/team-page.ts';

test.describe('undo and confirm', () => {
  test('a role change offers Undo, which puts the role back', async ({ connected: page }) => {
    const team = new TeamPage(page);
    await team.goto();
    await expect(team.roleOf('merchant@example.com')).toHaveValue('MERCHANT');
    await team.roleOf('merchant@example.com').selectOption('VIEWER');
    const changed = page.getByRole('alert').filter({ hasText: 'Role changed' });
    await expect(changed).toContainText('merchant@example.com is now');
    await expect(team.roleOf('merchant@example.com')).toHaveValue('VIEWER');
    // The toast offers Undo for six seconds; hovering it (as the click does) keeps it open.
    await changed.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Role changed back' })).toBeVisible();

    await page.reload();
    await expect(team.roleOf('merchant@example.com')).toHaveValue('MERCHANT');
  });

  test('revoking a key asks first: Keep it leaves the key, Revoke key revokes it', async ({ connected: page }) => {
    await page.goto('/project/keys');
    await page.getByRole('button', { name: 'New server-side key' }).click();
    const secret = page.getByRole('status').filter({ hasText: 'copy it now' });
    await expect(secret).toBeVisible();
    const keyId = /Secret of (app_\S+):/.exec((await secret.textContent()) ?? '')![1]!;
    const row = page.getByRole('region', { name: 'Key pairs' }).getByRole('row').filter({ hasText: keyId });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Revoke ${keyId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke this key?' });
    await expect(dialog).toContainText(keyId);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Revoke ${keyId}` }).click();
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Key revoked' })).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Keys', level: 1 })).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
