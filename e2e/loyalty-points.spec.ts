import { e2eFrozenAt } from './env.ts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { LoyaltyCardPage } from './pages/loyalty-card-page.ts';
import { overviewThroughApi, unique } from './service-api.ts';
import { appHeaders } from './worker-project.ts';

test("a member's points show the day they expire, and the overview charts the points issued", async ({
  connected: page,
}) => {
  // A program whose points expire two months after they are earned, and a member given 120 points: set up by API.
  const headers = appHeaders();
  const program = await page.request.post('/v1/loyalties', {
    headers,
    data: {
      name: unique('Expiring points'),
      // A program that issues a card to each member who joins (the hosted default, STATIC, issues none).
      type: 'AUTO_UPDATE',
      voucher: {
        type: 'LOYALTY_CARD',
        loyalty_card: { points: 0, expiration_rules: { period_type: 'MONTH', period_value: 2 } },
      },
    },
  });
  expect(program.status()).toBe(200);
  const programId = ((await program.json()) as { id: string }).id;
  const member = await page.request.post(`/v1/loyalties/${programId}/members`, {
    headers,
    data: { customer: { source_id: unique('points-member') } },
  });
  expect(member.status()).toBe(200);
  const code = ((await member.json()) as { code: string }).code;
  const added = await page.request.post(`/v1/loyalties/members/${code}/balance`, {
    headers,
    data: { points: 120, reason: 'Welcome gift' },
  });
  expect(added.status()).toBe(200);

  await page.goto(`/loyalty/cards/${code}`);
  await expect(new LoyaltyCardPage(page).heading(code)).toBeVisible();
  // The project's clock stands on 20 November 2026: two months on is 20 January 2027.
  const expiring = page.getByRole('table', { name: "The card's points by the day they expire, soonest first" });
  await expect(expiring.getByRole('row', { name: /120/ })).toContainText('20 Jan 2027');
  await expect(page.getByText('No points are waiting.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A week, so the chart's lines run between days.
  const [from, today] = ['2026-11-14', e2eFrozenAt.slice(0, 10)] as const;
  const figures = await overviewThroughApi(page.request, from, today);
  expect(figures.loyalty.points_issued).toBeGreaterThanOrEqual(120);
  await page.goto(`/?from=${from}&to=${today}`);
  await expect(page.getByRole('group', { name: 'Points issued' })).toContainText(
    figures.loyalty.points_issued.toLocaleString('en'),
  );
  const chart = page.getByRole('figure', { name: 'Loyalty points per day' });
  await expect(chart.locator('.recharts-line').first()).toBeVisible();
  await expect(chart).toContainText('Expired');
});
