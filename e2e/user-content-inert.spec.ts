import { expect, test } from './fixtures.ts';
import { factValue } from './pages/facts.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';

// Markup a user (or an attacker with API keys) can store in names, descriptions and metadata. Each payload would
// set window.__injected or open a dialog if the dashboard ever turned it into HTML.
const payloads = {
  name: `<img src=x onerror="window.__injected=1;alert(1)">`,
  description: `<script>window.__injected=2;alert(2)</script>`,
  metadataKey: '<b>note</b>',
  metadataValue: `<svg onload="window.__injected=3;alert(3)"></svg>`,
};

test('names, descriptions and metadata holding HTML render as plain text', async ({ connected: page, request }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const name = unique(payloads.name);
  await createCampaignFromTemplate(request, {
    template: 'Spring 10% off',
    name,
    vouchers: 1,
    description: payloads.description,
    metadata: { [payloads.metadataKey]: payloads.metadataValue },
  });

  await page.goto('/campaigns');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(factValue(page, 'Description')).toHaveText(payloads.description);
  await expect(factValue(page, payloads.metadataKey)).toHaveText(payloads.metadataValue);

  // Nothing of the payloads became an element, ran, or opened a dialog.
  await expect(page.locator('img[src="x"], svg[onload], main script, main b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
