import { e2eFrozenAt } from './env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { factValue } from './pages/facts.ts';
import { TemplatesPage } from './pages/templates-page.ts';
import { createCampaignFromTemplate, redeemAtTill, unique } from './service-api.ts';

test('a campaign shows its own results and is edited, duplicated, saved as a template and deleted', async ({
  connected: page,
  request,
}) => {
  test.slow();
  const campaign = await createCampaignFromTemplate(request, {
    template: 'Summer $15 off',
    name: unique('e2e-manage'),
    vouchers: 2,
    metadata: { channel: 'web' },
  });
  const redeemed = await redeemAtTill(request, {
    order: { amount: 5000 },
    redeemables: [{ object: 'voucher', id: campaign.codes[0] }],
  });
  expect(redeemed.status()).toBe(200);

  const today = e2eFrozenAt.slice(0, 10);
  await page.goto(`/campaigns/${campaign.id}?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { name: campaign.name, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Status')).toContainText('Active');
  // The results are this campaign's only: the one redemption made above.
  await expect(page.getByRole('group', { name: 'Redemptions succeeded' })).toHaveText(/Redemptions succeeded\s*1$/);
  await expect(
    page.getByRole('figure', { name: 'Redemptions per day' }).locator('.recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Edit: the form starts as the campaign is; only the changes are sent.
  const actions = page.getByRole('group', { name: 'Campaign actions' });
  await actions.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Campaign name' })).toHaveValue(campaign.name);
  const renamed = `${campaign.name} edited`;
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(renamed);
  await page.getByRole('textbox', { name: 'Description' }).fill('Edited by the e2e suite');
  await page.getByLabel('Starts').fill('2020-01-01T09:00');
  await page.getByLabel('Expires').fill('2019-01-01T09:00');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The campaign must end after it starts')).toBeVisible();
  await page.getByLabel('Expires').fill('2099-01-01T09:00');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Description')).toHaveText('Edited by the e2e suite');
  await expect(factValue(page, 'channel')).toHaveText('web');

  // Save as template: new campaigns can start from it.
  const templateName = unique('e2e-saved-template');
  await actions.getByRole('button', { name: 'Save as template' }).click();
  const templateDialog = page.getByRole('dialog', { name: `Save ${renamed} as a template` });
  await templateDialog.getByRole('textbox', { name: 'Template name' }).fill(templateName);
  await templateDialog.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Template saved' })).toBeVisible();
  await expect(templateDialog).toBeHidden();

  // Duplicate: the copy opens, with the same settings.
  const copyName = unique('e2e-copy');
  await actions.getByRole('button', { name: 'Duplicate' }).click();
  const copyDialog = page.getByRole('dialog', { name: `Duplicate ${renamed}` });
  await copyDialog.getByRole('textbox', { name: 'Name of the copy' }).fill(copyName);
  await copyDialog.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: copyName, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Description')).toHaveText('Edited by the e2e suite');
  await expect(factValue(page, 'Vouchers')).toHaveText('2');

  // Delete the copy: it leaves the list.
  await page.getByRole('group', { name: 'Campaign actions' }).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: `Delete ${copyName}?` })
    .getByRole('button', { name: 'Delete campaign' })
    .click();
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name contains' }).fill(copyName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: copyName, exact: true })).toHaveCount(0);
  await expect(page.getByText('No campaign matches')).toBeVisible();

  const templates = new TemplatesPage(page);
  await templates.goto();
  await templates.filterByName(templateName);
  await expect(templates.createCampaignButton(templateName)).toBeVisible();
});
