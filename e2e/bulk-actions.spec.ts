import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { createCampaignFromTemplate, unique } from './service-api.ts';

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
      await codes.nth(2).click({ modifiers: ['Shift'] });
      const bar = page.getByRole('region', { name: 'Bulk actions' });
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

      // The same selection exported: an official voucher export of exactly those codes, found on the Exports page.
      await bar.getByRole('button', { name: 'Export selected' }).click();
      const scheduled = bar.getByRole('status').filter({ hasText: 'scheduled' });
      await expect(scheduled).toContainText(/^Export exp_\S+ scheduled/);
      await expect(scheduled.getByRole('link', { name: 'Exports page' })).toHaveAttribute('href', /\/loyalty\/exports/);
    });
  });
}
