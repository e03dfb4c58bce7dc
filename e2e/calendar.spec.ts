import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { CalendarPage } from './pages/calendar-page.ts';
import { screenSizes, unique } from './service-api.ts';
import { appHeaders } from './worker-project.ts';

/** A promotion of one tier in `categoryId`, usable between two days of January 2035; answers the tier's name. */
async function promotionTier(request: APIRequestContext, categoryId: string, start: string, end: string) {
  const name = unique('Calendar tier');
  const tier = {
    name,
    category_id: categoryId,
    start_date: `2035-01-${start}T00:00:00.000Z`,
    expiration_date: `2035-01-${end}T00:00:00.000Z`,
    action: { discount: { type: 'AMOUNT', amount_off: 500, effect: 'APPLY_TO_ORDER' } },
  };
  const data = { name: unique('Calendar promotion'), campaign_type: 'PROMOTION', promotion: { tiers: [tier] } };
  const response = await request.post('/v1/campaigns', { headers: appHeaders(), data });
  expect(response.status(), await response.text()).toBe(200);
  return name;
}

for (const { device, viewport } of screenSizes) {
  test.describe(`campaign calendar (${device})`, () => {
    test.use({ viewport });

    test('shows tiers over the week, flags their overlap, and answers a sample cart per day', async ({
      connected: page,
      request,
    }) => {
      const category = await request.post('/v1/categories', {
        headers: appHeaders(),
        data: { name: unique('Calendar category'), hierarchy: 1 },
      });
      expect(category.status()).toBe(200);
      const { id: categoryId } = (await category.json()) as { id: string };
      const first = await promotionTier(request, categoryId, '02', '05');
      const second = await promotionTier(request, categoryId, '04', '10');

      const calendar = new CalendarPage(page);
      await calendar.goto('?day=2035-01-03');
      await expect(calendar.heading).toBeVisible();
      await expect(calendar.range).toHaveText('2035-01-01 to 2035-01-07');
      await expect(calendar.itemLink(first)).toBeVisible();
      const conflict = calendar.conflicts.getByRole('listitem').filter({ hasText: first }).filter({ hasText: second });
      await expect(conflict).toContainText('Same category');
      await expect(conflict.getByRole('link', { name: second })).toHaveAttribute('href', /\/promotions\/tiers\//);
      await expectNoSeriousA11yViolations(page);

      // Mantine's segmented control hides its radio inputs under their labels: the label is what a person clicks.
      await page.getByText('Month', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
      await expect(page).toHaveURL(/view=month/);
      await expect(calendar.range).toHaveText('2035-01-01 to 2035-01-31');

      await calendar.ask('2035-01-03T12:00', { product: 'prod_calendar', quantity: '1', price: '100.00' });
      await expect(calendar.answer.getByRole('table', { name: 'Applied' })).toContainText(first);
      await calendar.ask('2035-01-20T12:00', { product: 'prod_calendar', quantity: '1', price: '100.00' });
      await expect(
        calendar.answer.getByRole('list', { name: 'Skipped' }).getByRole('listitem').filter({ hasText: first }),
      ).toContainText('Not applicable');
      await expect(calendar.answer.getByRole('row').filter({ hasText: first })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}
