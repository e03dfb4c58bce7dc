import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test('an admin creates a key whose secret shows once, revokes it, and allows a client origin', async ({
  connected: page,
}) => {
  await page.goto('/project/keys');
  await expect(page.getByRole('heading', { name: 'Keys', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New server-side key' }).click();
  const secret = page.getByRole('status').filter({ hasText: 'copy it now' });
  await expect(secret).toBeVisible();
  const keyId = /Secret of (app_\S+):/.exec((await secret.textContent()) ?? '')![1]!;
  const keys = page.getByRole('region', { name: 'Key pairs' });
  await expect(keys.getByRole('row').filter({ hasText: keyId })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await keys.getByRole('button', { name: `Revoke ${keyId}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke key' }).click();
  await expect(keys.getByRole('row').filter({ hasText: keyId })).toHaveCount(0);

  const origins = page.getByRole('textbox', { name: 'Origins' });
  await origins.fill(`${await origins.inputValue()}\nhttp://localhost:4173`);
  await page.getByRole('button', { name: 'Save the origins' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Origins' })).toHaveValue(/http:\/\/localhost:4173/);
});
