import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { unique } from './service-api.ts';

test('a webhook is added, refused for an address with a password, switched, changed and removed', async ({
  connected: page,
}) => {
  test.slow();
  await page.goto('/project/webhooks');
  await page.getByRole('button', { name: 'New webhook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New webhook' });
  await dialog.getByRole('textbox', { name: 'Target URL' }).fill('https://user:secret@hooks.example.com/hook');
  // Events nothing in Promodesk causes are offered (for compatibility) but say they never arrive.
  const redemptionEvents = dialog.getByRole('group', { name: 'Redemption' });
  await expect(
    redemptionEvents.getByRole('checkbox', { name: 'redemption.rollback.failed' }),
  ).toHaveAccessibleDescription(/Never sent/);
  await expect(
    redemptionEvents.getByRole('checkbox', { name: 'redemption.succeeded' }),
  ).not.toHaveAccessibleDescription(/Never sent/);
  await dialog
    .getByRole('group', { name: 'Redemption' })
    .getByRole('checkbox', { name: 'redemption.succeeded' })
    .check();
  await dialog.getByRole('button', { name: 'Save webhook' }).click();
  // Private targets are allowed on the e2e server (its receivers are local): service tests cover their refusal.
  await expect(dialog.getByText(/Leave user names and passwords out/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const target = `https://hooks.example.com/${unique('e2e')}`;
  await dialog.getByRole('textbox', { name: 'Target URL' }).fill(target);
  await dialog.getByRole('button', { name: 'Save webhook' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: target });
  await expect(row).toContainText('redemption.succeeded');
  await expect(row).toContainText('Active');

  const actions = row.getByRole('group', { name: `Webhook ${target}` });
  await actions.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();

  await actions.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Change the webhook' });
  await edit.getByRole('group', { name: 'Campaign' }).getByRole('checkbox', { name: 'campaign.created' }).check();
  await edit.getByRole('button', { name: 'Save webhook' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('campaign.created');

  await actions.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this webhook?' })
    .getByRole('button', { name: 'Delete webhook' })
    .click();
  await expect(page.getByRole('row').filter({ hasText: target })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
