import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const pages = [
  { path: '/templates', heading: 'Campaign templates' },
  { path: '/campaigns', heading: 'Campaigns' },
  { path: '/promotions', heading: 'Promotions' },
  { path: '/project/webhooks', heading: 'Webhooks' },
  { path: '/project/team/invite', heading: 'Invite a team member' },
];
/**
 * Pages whose journeys run at desktop width only: their tables become cards here like every table's, and the
 * navigation is behind the burger like every page's, which the journeys kept at phone width go through.
 */
const listPages = [
  { path: '/customers', heading: 'Customers' },
  { path: '/orders', heading: 'Orders' },
  { path: '/products', heading: 'Products' },
  { path: '/redemptions', heading: 'Redemption history' },
  { path: '/rules', heading: 'Validation rules' },
  { path: '/project/bin', heading: 'Bin' },
  { path: '/project/approvals', heading: 'Approvals' },
  { path: '/project/keys', heading: 'Keys' },
];

test.use({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });

async function expectFitsAndPassesAxe(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  // Nothing but the tables' own scroll areas may be wider than the phone.
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > 391 && !element.matches('[role=region] *'))
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.className} ${element.getAttribute('aria-label') ?? ''}`),
  );
  expect(overflowing, `${heading}: elements wider than the phone`).toEqual([]);
  // Badges wrap rather than cut their words short ("ACTI…").
  const truncatedBadges = await page.evaluate(() =>
    [...document.querySelectorAll('main .mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );
  expect(truncatedBadges, `${heading}: truncated badges`).toEqual([]);
  await expectNoSeriousA11yViolations(page);
}

test("the header keeps the project's name readable at phone width", async ({ connected: page }) => {
  await page.goto('/campaigns');
  const header = page.getByRole('banner');
  // The owner works in several projects, so the name is the project switch's.
  const projectName = header.getByRole('combobox', { name: 'Project' });
  // Wide enough for a name of about fifteen characters; a longer one ends in an ellipsis and the title holds it whole.
  expect((await projectName.boundingBox())?.width).toBeGreaterThanOrEqual(120);
  await expect(header.getByTitle(/\(proj_/)).toBeVisible();
});

test('the campaign, promotion and project pages pass axe in dark mode at phone width', async ({ connected: page }) => {
  test.slow();
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expectFitsAndPassesAxe(page, heading);
  }
  await page.goto('/templates');
  await page
    .getByRole('link', { name: /^Create campaign from this template/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Add daily window' }).click();
  await page.getByRole('button', { name: 'Add metadata entry' }).click();
  await expectFitsAndPassesAxe(page, 'Create a campaign');
  await page.goto('/promotions');
  await page.getByRole('link', { name: 'Orders over $100', exact: true }).click();
  await expectFitsAndPassesAxe(page, 'Orders over $100');
});

test('the list pages fit and pass axe in dark mode at phone width', async ({ connected: page }) => {
  test.slow();
  for (const { path, heading } of listPages) {
    await page.goto(path);
    await expectFitsAndPassesAxe(page, heading);
  }
});
