import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarSchema, sampleCartSchema, type Calendar } from '../../../contract/calendar.ts';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { setStackingRules } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';
import { customers, events, qualifications, redemptions, sessionLocks } from '../../store/schema/activity.ts';
import { auditEntries } from '../../store/schema/people.ts';

const service = useTestService();
const send = (method: string, path: string, body: unknown) =>
  service.request(path, jsonRequest(method, body, appHeaders));
const calendarPath = (projectId = testKeys.project_id) => `/promodesk/projects/${projectId}/calendar`;
const calendar = (query: string, projectId?: string) =>
  service.request(`${calendarPath(projectId)}?${query}`, { headers: managementHeaders });
const askCart = (body: unknown, projectId?: string) =>
  service.request(`${calendarPath(projectId)}/sample-cart`, jsonRequest('POST', body, managementHeaders));

// January 2035 is past every demo campaign's history; its 1st is a Monday.
const jan = (day: number, time = '00:00') => `2035-01-${String(day).padStart(2, '0')}T${time}:00.000Z`;
const amountOff = (amount_off: number) => ({ discount: { type: 'AMOUNT', amount_off, effect: 'APPLY_TO_ORDER' } });

/** A promotion with one tier; returns the tier's id. */
async function promotionTier(name: string, tier: Record<string, unknown>) {
  const body = { name, campaign_type: 'PROMOTION', promotion: { tiers: [{ name, action: amountOff(500), ...tier }] } };
  const created = await readAs(send('POST', '/v1/campaigns', body), campaignCreatedSchema, 200);
  return created.promotion!.tiers[0]!.id;
}

async function category(name: string) {
  return (await readAs(send('POST', '/v1/categories', { name, hierarchy: 1 }), z.object({ id: z.string() }), 200)).id;
}

/** A rule of one condition assigned to the tier. */
async function assignRule(tierId: string, name: string, values: string[]) {
  const rules = { '1': { name, conditions: { $in: values } }, logic: '1' };
  const rule = await readAs(
    send('POST', '/v1/validation-rules', { name: `${name} ${tierId}`, rules }),
    z.object({ id: z.string() }),
    200,
  );
  const assignment = { related_object_type: 'promotion_tier', related_object_id: tierId };
  expect((await send('POST', `/v1/validation-rules/${rule.id}/assignments`, assignment)).status).toBe(200);
}

const between = (answer: Calendar, a: string, b: string) =>
  answer.conflicts.filter((c) => c.items.some((i) => i.id === a) && c.items.some((i) => i.id === b)).map((c) => c.kind);

describe('GET /promodesk/projects/{id}/calendar', () => {
  it('expands week days, daily hours and repeating timeframes into concrete intervals inside the range', async () => {
    const mondays = await promotionTier('Monday mornings', {
      start_date: jan(1),
      expiration_date: jan(31),
      validity_day_of_week: [1],
      validity_hours: { daily: [{ start_time: '09:00', expiration_time: '12:00', days_of_week: [1] }] },
    });
    const everyOther = await promotionTier('Every other night', {
      start_date: jan(1, '22:00'),
      validity_timeframe: { interval: 'P2D', duration: 'PT4H' },
    });
    const answer = await readAs(calendar('from=2035-01-01&to=2035-01-09'), calendarSchema, 200);
    const intervalsOf = (id: string) => answer.items.find((i) => i.id === id)!.intervals;
    expect(intervalsOf(mondays)).toEqual([
      { start: jan(1, '09:00'), end: jan(1, '12:00') },
      { start: jan(8, '09:00'), end: jan(8, '12:00') },
    ]);
    // Four hours every second day from the 1st at 22:00, crossing midnight; the last one is cut by the range's end.
    expect(intervalsOf(everyOther)).toEqual([
      { start: jan(1, '22:00'), end: jan(2, '02:00') },
      { start: jan(3, '22:00'), end: jan(4, '02:00') },
      { start: jan(5, '22:00'), end: jan(6, '02:00') },
      { start: jan(7, '22:00'), end: jan(8, '02:00') },
      { start: jan(9, '22:00'), end: jan(10, '00:00') },
    ]);
    expect(answer.items.find((i) => i.id === mondays)).toMatchObject({
      object: 'promotion_tier',
      status: 'SCHEDULED',
      validity_day_of_week: [1],
    });
  });

  it('flags overlaps on a category, a segment and products, and an exclusive one, but not disjoint windows', async () => {
    const shared = await category('Calendar winter');
    const first = await promotionTier('Winter one', {
      category_id: shared,
      start_date: jan(1),
      expiration_date: jan(10),
    });
    const second = await promotionTier('Winter two', {
      category_id: shared,
      start_date: jan(5),
      expiration_date: jan(14),
    });
    const later = await promotionTier('Winter later', {
      category_id: shared,
      start_date: jan(11),
      expiration_date: jan(14),
    });
    await assignRule(first, 'customer.segment', ['seg_calendar_vip']);
    await assignRule(second, 'customer.segment', ['seg_calendar_vip']);
    await assignRule(first, 'product.id', ['prod_calendar_boots', 'prod_calendar_hat']);
    await assignRule(second, 'product.id', ['prod_calendar_boots']);
    const exclusiveCategory = await category('Calendar exclusive');
    const exclusive = await promotionTier('Only this', {
      category_id: exclusiveCategory,
      start_date: jan(2),
      expiration_date: jan(3),
    });
    await setStackingRules(service.database.db, { exclusive_categories: [exclusiveCategory] });
    try {
      const answer = await readAs(calendar('from=2035-01-01&to=2035-01-20'), calendarSchema, 200);
      expect(between(answer, first, second).sort()).toEqual(['category', 'products', 'segment']);
      const onCategory = answer.conflicts.find(
        (c) => c.kind === 'category' && c.items.some((i) => i.id === first) && c.items.some((i) => i.id === second),
      )!;
      expect(onCategory.reason).toContain('Calendar winter');
      expect(onCategory.overlap.start).toBe(jan(5));
      expect(between(answer, first, later)).toEqual([]);
      expect(between(answer, second, later)).toEqual(['category']);
      expect(between(answer, first, exclusive)).toEqual(['exclusive']);
      expect(between(answer, second, exclusive)).toEqual([]);
      expect(answer.items.find((i) => i.id === exclusive)).toMatchObject({ exclusive: true });
      expect(answer.items.find((i) => i.id === first)).toMatchObject({
        segments: ['seg_calendar_vip'],
        products: ['prod_calendar_boots', 'prod_calendar_hat'],
        categories: [{ id: shared, name: 'Calendar winter' }],
      });
    } finally {
      await setStackingRules(service.database.db, null);
    }
  });

  it('answers 400 naming the field for a reversed, too long or missing range, 404 for another project', async () => {
    const fieldOf = async (query: string) => (await readAs(calendar(query), errorBodySchema, 400)).details ?? '';
    expect(await fieldOf('from=2035-01-10&to=2035-01-01')).toContain('from');
    expect(await fieldOf('from=2035-01-01&to=2036-01-02')).toContain('to');
    expect(await fieldOf('from=2035-01-01')).toContain('to');
    expect(await fieldOf('from=2035-13-01&to=2035-12-01')).toContain('from');
    await readAs(calendar('from=2035-01-01&to=2035-12-31'), calendarSchema, 200);
    await readAs(calendar('from=2035-01-01&to=2035-01-02', 'proj_nope'), errorBodySchema, 404);
  });
});

describe('POST /promodesk/projects/{id}/calendar/sample-cart', () => {
  const db = () => service.database.db;
  const written = async () =>
    Promise.all(
      [customers, redemptions, sessionLocks, qualifications, events, auditEntries].map(async (table) => {
        const [row] = await db().select({ n: count() }).from(table);
        return row!.n;
      }),
    );

  it('answers what a cart gets on a day inside the window and why it gets nothing outside, writing nothing', async () => {
    const tier = await promotionTier('Cart week', { start_date: jan(1), expiration_date: jan(7) });
    const cart = { amount: 10000, items: [{ product_id: 'prod_calendar_cart', quantity: 1, price: 10000 }] };
    const before = await written();
    const body = (at: string) => ({ at, customer: { source_id: 'calendar-newcomer' }, order: cart });
    const inside = await readAs(askCart(body(jan(3, '12:00'))), sampleCartSchema, 200);
    const outside = await readAs(askCart(body(jan(9, '12:00'))), sampleCartSchema, 200);
    expect(inside.applied).toContainEqual(expect.objectContaining({ id: tier, discount_amount: 500 }));
    expect(inside.order.discount_amount).toBeGreaterThanOrEqual(500);
    expect(inside.order.total_amount).toBe(10000 - inside.order.discount_amount);
    expect(outside.applied.map((a) => a.id)).not.toContain(tier);
    expect(outside.skipped.find((s) => s.id === tier)).toMatchObject({ status: 'INAPPLICABLE' });
    expect(outside.skipped.find((s) => s.id === tier)!.reason).toMatch(/ended/i);
    expect(await written()).toEqual(before);
  });

  it('refuses a bad instant, too many lines and another project, writing nothing', async () => {
    const before = await written();
    const fieldOf = async (body: unknown) => (await readAs(askCart(body), errorBodySchema, 400)).details ?? '';
    expect(await fieldOf({ at: 'tomorrow', order: {} })).toContain('at');
    const line = { product_id: 'p', quantity: 1, price: 100 };
    expect(await fieldOf({ at: jan(3), order: { items: Array(51).fill(line) } })).toContain('items');
    expect(await fieldOf({ at: jan(3), order: {}, vouchers: Array(6).fill('X') })).toContain('vouchers');
    await readAs(askCart({ at: jan(3), order: {} }, 'proj_nope'), errorBodySchema, 404);
    expect(await written()).toEqual(before);
  });
});
