import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';
import { appHeaders } from './worker-project.ts';

const viewports = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
];

for (const { name, size } of viewports) {
  test.describe(`bulk actions (${name})`, () => {
    test.use({ viewport: size });

    test('disables three codes picked with a click and a shift-click, and Undo switches them back on', async ({
      connected: page,
    }) => {
      const campaign = await createCampaignFromTemplate(page.request, {
        template: 'Winter Employee gift card',
        name: unique('e2e-bulk'),
        vouchers: 4,
      });
      await page.goto(`/campaigns/${campaign.id}/vouchers`);
      const table = page.getByRole('table', { name: 'Vouchers' });
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(5);
      const codes = table.getByRole('checkbox', { name: /^Select (?!all:)/ });
      await codes.nth(0).click();
      // The bar appears above the table once a row is picked, moving the rows: the next click waits for it.
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await expect(bar).toContainText('1 code selected');
      await codes.nth(2).click({ modifiers: ['Shift'] });
      await expect(bar).toContainText('3 codes selected');
      await expect(codes.nth(1)).toBeChecked();
      await expect(codes.nth(3)).not.toBeChecked();
      await expectNoSeriousA11yViolations(page);

      await bar.getByRole('button', { name: 'Disable' }).click();
      const progress = bar.getByRole('progressbar', { name: 'Bulk action progress' });
      await expect(progress).toHaveAttribute('aria-valuenow', '100');
      await expect(bar.getByRole('status')).toHaveText('Bulk action done: 3 changed, 0 failed');
      for (const row of [1, 2, 3]) await expect(rows.nth(row)).toContainText('Inactive');
      await expect(rows.nth(4)).toContainText('Active');
      await expectNoSeriousA11yViolations(page);

      await bar.getByRole('button', { name: 'Undo' }).click();
      await expect(bar.getByRole('status')).toHaveText('Undo done: 3 changed, 0 failed');
      await expect(progress).toHaveAttribute('aria-valuenow', '100');
      for (const row of [1, 2, 3, 4]) await expect(rows.nth(row)).not.toContainText('Inactive');

      // The same selection exported: a CSV of exactly those codes, downloaded from the bar.
      await bar.getByRole('button', { name: 'Export' }).click();
      await expect(bar.getByRole('status')).toHaveText('Export done: 3 exported, 0 failed');
      const download = bar.getByRole('link', { name: 'Download the CSV' });
      await expect(download).toHaveAttribute('href', /\/bulk-actions\/[^/]+\/file$/);
      const file = await page.request.get((await download.getAttribute('href'))!);
      expect((await file.text()).trim().split('\r\n')).toHaveLength(4);
    });

    test('exports every customer the search matches, beyond the page, with "Select all matching"', async ({
      connected: page,
    }) => {
      const marker = unique('bulkcust');
      for (let i = 0; i < 21; i++) {
        const created = await page.request.post('/v1/customers', {
          headers: appHeaders(),
          data: { name: `${marker} ${i}`, source_id: `${marker}-${i}` },
        });
        expect(created.ok()).toBe(true);
      }
      await page.goto(`/customers?q=${marker}`);
      await expect(page.getByRole('table', { name: 'Customers, newest first' }).getByRole('row')).toHaveCount(21);
      await page.getByRole('checkbox', { name: 'Select all: Customers, newest first' }).check();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      await expect(bar).toContainText('20 customers selected');
      await bar.getByRole('button', { name: 'Select all 21 matching the filter' }).click();
      await expect(bar).toContainText('21 customers selected');
      await bar.getByRole('button', { name: 'Export' }).click();
      await expect(bar.getByRole('status')).toHaveText('Export done: 21 exported, 0 failed');
      await expectNoSeriousA11yViolations(page);
      const href = await bar.getByRole('link', { name: 'Download the CSV' }).getAttribute('href');
      const records = (await (await page.request.get(href!)).text()).trim().split('\r\n').slice(1);
      expect(records).toHaveLength(21);
      for (const record of records) expect(record).toContain(marker);
    });
  });
}
