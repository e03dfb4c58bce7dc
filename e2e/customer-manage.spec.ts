import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';

test('adds a customer by hand, fixes a repeated metadata key at the field, renames them and hands them a code', async ({
  connected: page,
}) => {
  const sourceId = unique('e2e-manual');
  const campaign = await createCampaignFromTemplate(page.request, {
    template: 'Summer $15 off',
    name: unique('e2e-publish'),
    vouchers: 2,
  });

  await page.goto('/customers');
  await page.getByRole('link', { name: 'New customer' }).click();
  await expect(page.getByRole('heading', { name: 'New customer', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Source id' }).fill(sourceId);
  await page.getByRole('textbox', { name: 'Name' }).fill('Robin Manual');
  await page.getByRole('textbox', { name: 'Description' }).fill('Met at the spring fair');
  await page.getByRole('button', { name: 'Add metadata entry' }).click();
  await page.getByRole('textbox', { name: 'Key 1' }).fill('tier');
  await page.getByRole('textbox', { name: 'Value 1' }).fill('silver');
  // A key twice is refused at the second key before anything is sent.
  await page.getByRole('button', { name: 'Add metadata entry' }).click();
  await page.getByRole('textbox', { name: 'Key 2' }).fill('tier');
  await page.getByRole('button', { name: 'Save customer' }).click();
  await expect(page.getByRole('textbox', { name: 'Key 2' })).toHaveAccessibleDescription('This key is already used');
  await page.getByRole('button', { name: 'Remove metadata entry 2' }).click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save customer' }).click();

  await expect(page.getByRole('heading', { name: 'Robin Manual', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText(sourceId);
  await expect(page.getByRole('region', { name: 'Metadata', exact: true })).toContainText('silver');

  await page.getByRole('link', { name: 'Edit customer' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Robin Renamed');
  await page.getByRole('textbox', { name: 'Email' }).fill('robin@shop.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Robin Renamed', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer', exact: true })).toContainText('robin@shop.example');

  const handOut = page.getByRole('region', { name: 'Hand out a code' });
  await handOut.getByLabel('Campaign', { exact: true }).fill(campaign.name);
  await page.getByRole('listbox').getByRole('option', { name: campaign.name }).click();
  await handOut.getByRole('button', { name: 'Hand out a code' }).click();
  const handedOut = handOut.getByRole('status');
  await expect(handedOut).toContainText('is now this customer');
  const code = (await handedOut.getByRole('code').first().textContent()) ?? '';
  expect(campaign.codes).toContain(code);
  await expect(page.getByRole('table', { name: 'Cards and codes held' })).toContainText(code);
  await expectNoSeriousA11yViolations(page);
});
