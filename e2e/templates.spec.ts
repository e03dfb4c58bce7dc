import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { TemplatesPage, type TemplateOrderLabel } from './pages/templates-page.ts';
import { templateTotal } from './service-api.ts';

/** Walks to the last page with Next and back to the first with Previous, returning each page's ids. */
async function walkAllPages(
  templates: TemplatesPage,
  order: TemplateOrderLabel,
  pageSize: number,
  templateCount: number,
): Promise<string[][]> {
  const forward: string[][] = [];
  for (let page = 1; ; page++) {
    await expect(templates.listing(order, page)).toBeVisible();
    await expect(templates.rows).toHaveCount(Math.min(pageSize, templateCount - (page - 1) * pageSize));
    forward.push(await templates.ids());
    if (await templates.nextButton.isDisabled()) break;
    await templates.nextButton.click();
  }
  await expect(templates.pageStatus(forward.length)).toContainText(`Page ${forward.length} of ${forward.length}`);
  for (let page = forward.length - 1; page >= 1; page--) {
    await templates.previousButton.click();
    await expect(templates.listing(order, page)).toBeVisible();
    expect(await templates.ids(), `page ${page} on the way back`).toEqual(forward[page - 1]);
  }
  await expect(templates.previousButton).toBeDisabled();
  return forward;
}

for (const pageSize of [10, 25]) {
  test(`pages through every template forward and back, ${pageSize} per page, in both orders`, async ({
    connected,
    request,
  }) => {
    // Up to ten page turns each way per order, on a CPU shared with other suites.
    test.slow();
    // The seed's 48, and any an earlier test saved from a campaign (the e2e run shares one database).
    const templateCount = await templateTotal(request);
    const templates = new TemplatesPage(connected);
    await templates.goto();
    await expect(templates.heading).toBeVisible();
    await expectNoSeriousA11yViolations(connected);
    // A click, not check(): the box follows the URL, which changes once the page with the total has loaded.
    await templates.showTotal.click();
    await expect(templates.showTotal).toBeChecked();
    await expect(templates.pager).toContainText(`${templateCount} templates in total`);
    await templates.pageSize.selectOption(`${pageSize} per page`);

    const listings: Partial<Record<TemplateOrderLabel, string[]>> = {};
    for (const order of ['ID, A to Z', 'ID, Z to A'] as const) {
      await templates.order.selectOption(order);
      const pages = await walkAllPages(templates, order, pageSize, templateCount);
      expect(pages).toHaveLength(Math.ceil(templateCount / pageSize));
      const ids = pages.flat();
      expect(new Set(ids).size, 'no template is skipped or repeated').toBe(templateCount);
      listings[order] = ids;
    }
    // Byte order, as the service sorts ids whatever its database's locale.
    expect(listings['ID, A to Z']).toEqual([...listings['ID, A to Z']!].sort());
    expect(listings['ID, Z to A']).toEqual([...listings['ID, A to Z']!].reverse());
  });
}

test('reload, back, forward and a pasted link keep the exact page', async ({ connected, page }) => {
  const templates = new TemplatesPage(connected);
  await templates.goto();
  await templates.order.selectOption('ID, Z to A');
  await expect(templates.listing('ID, Z to A', 1)).toBeVisible();
  await templates.nextButton.click();
  await expect(templates.listing('ID, Z to A', 2)).toBeVisible();
  const secondPage = await templates.ids();
  await templates.nextButton.click();
  await expect(templates.listing('ID, Z to A', 3)).toBeVisible();
  const thirdPage = await templates.ids();
  const link = page.url();

  await page.reload();
  await expect(templates.listing('ID, Z to A', 3)).toBeVisible();
  expect(await templates.ids()).toEqual(thirdPage);
  await expect(templates.order).toHaveValue('-id');

  await page.goBack();
  await expect(templates.listing('ID, Z to A', 2)).toBeVisible();
  expect(await templates.ids()).toEqual(secondPage);

  await page.goForward();
  await expect(templates.listing('ID, Z to A', 3)).toBeVisible();
  expect(await templates.ids()).toEqual(thirdPage);

  await page.goto('/');
  await page.goto(link);
  await expect(templates.listing('ID, Z to A', 3)).toBeVisible();
  expect(await templates.ids()).toEqual(thirdPage);
});

test('filters by name and type, and shows the empty and last-page states', async ({ connected, page }) => {
  const templates = new TemplatesPage(connected);
  await templates.goto();
  await templates.filterByName('summer');
  await expect(page).toHaveURL(/name=summer/);
  await expect(templates.rows).toHaveCount(3);
  for (const row of await templates.rows.all()) await expect(row).toContainText(/Summer/);
  await expect(templates.nextButton).toBeDisabled();

  await templates.filterByName('');
  await templates.campaignType.selectOption('Gift vouchers');
  await templates.nameMatch.selectOption('Starts with');
  await templates.filterByName('Winter');
  await expect(page).toHaveURL(/type=GIFT_VOUCHERS/);
  await expect(templates.rows).toHaveCount(3);
  for (const row of await templates.rows.all()) await expect(row).toContainText(/^Winter .*Gift vouchers/);

  await templates.filterByName('no template is called this');
  await expect(page.getByText('No template matches these filters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await templates.clearFiltersButton.click();
  await expect(templates.rows).toHaveCount(10);
  await expect(templates.nameInput).toHaveValue('');
});
