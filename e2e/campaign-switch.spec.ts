import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';
import { appHeaders } from './worker-project.ts';

test('finds a campaign by name and switches it off and on again from its page', async ({ connected: page }) => {
  const campaign = await createCampaignFromTemplate(page.request, {
    template: 'Spring 10% off',
    name: unique('Switched campaign'),
    vouchers: 1,
  });
  const campaignState = async () =>
    (
      (await (await page.request.get(`/v1/campaigns/${campaign.id}`, { headers: appHeaders() })).json()) as {
        active: boolean;
      }
    ).active;
  await page.goto('/campaigns');
  await page.getByRole('textbox', { name: 'Name contains' }).fill(campaign.name.toUpperCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/name=/);
  const rows = page.getByRole('table', { name: 'Campaigns' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await rows.getByRole('link', { name: campaign.name }).click();
  await expect(page.getByRole('heading', { name: campaign.name, level: 1 })).toBeVisible();
  const campaignSwitch = page.getByRole('group', { name: 'Campaign switch' });
  await expect(campaignSwitch.getByText('Active', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await campaignSwitch.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Campaign disabled' })).toBeVisible();
  await expect(campaignSwitch.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(campaignSwitch.getByRole('button', { name: 'Enable' })).toBeEnabled();
  expect(await campaignState()).toBe(false);

  // The service holds the state: a fresh load shows it.
  await page.reload();
  await expect(campaignSwitch.getByText('Inactive', { exact: true })).toBeVisible();
  await campaignSwitch.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Campaign enabled' })).toBeVisible();
  await expect(campaignSwitch.getByText('Active', { exact: true })).toBeVisible();
  expect(await campaignState()).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
