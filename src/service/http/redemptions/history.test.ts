import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { redemptionListSchema, redemptionSchema } from '../../../contract/redemption.ts';
import { readAs } from '../../testing/api.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { appHeaders } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemThroughApi,
  redeemable,
  refusedRedemption,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const list = (query: string) =>
  readAs(service.request(`/v1/redemptions?${query}`, { headers: appHeaders }), redemptionListSchema, 200);

describe('GET /v1/redemptions', () => {
  it('lists stacked redemptions newest first, filtered by customer, campaign, result and status', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 2 });
    const campaignId = (await voucherRow(db, code)).campaignId!;
    const shopper = { source_id: 'history-shopper' };
    const first = await redeemThroughApi(service, { customer: shopper, redeemables: [redeemable(code)], order: cart });
    clock.advance(60);
    const second = await redeemThroughApi(service, { customer: shopper, redeemables: [redeemable(code)], order: cart });
    clock.advance(60);
    await refusedRedemption(service, { customer: shopper, redeemables: [redeemable(code)], order: cart });

    const mine = await list('customer=history-shopper&limit=100');
    expect(mine.total).toBe(3);
    expect(mine.redemptions.map((r) => r.result)).toEqual(['FAILURE', 'SUCCESS', 'SUCCESS']);
    expect(mine.redemptions.slice(1).map((r) => r.id)).toEqual([
      second.parent_redemption.id,
      first.parent_redemption.id,
    ]);
    expect(mine.redemptions.every((r) => r.redemption === null)).toBe(true);
    const byId = await list(`customer=${first.parent_redemption.customer_id}`);
    expect(byId.total).toBe(3);

    expect((await list(`campaign=${campaignId}&result=SUCCESS`)).redemptions.map((r) => r.id)).toEqual([
      second.parent_redemption.id,
      first.parent_redemption.id,
    ]);
    const paged = await list('customer=history-shopper&limit=1&page=2');
    expect(paged).toMatchObject({ total: 3, redemptions: [{ id: second.parent_redemption.id }] });

    await service.request(`/v1/redemptions/${first.parent_redemption.id}/rollbacks`, {
      method: 'POST',
      headers: appHeaders,
    });
    const rolledBack = await list('customer=history-shopper&status=ROLLED_BACK');
    expect(rolledBack.redemptions.map((r) => r.id)).toEqual([first.parent_redemption.id]);
    expect(rolledBack.redemptions[0]!.related_redemptions?.rollbacks).toHaveLength(1);
    expect(
      (await list(`created_after=${new Date(WEEKDAY_NOON.getTime() + 30_000).toISOString()}&customer=history-shopper`))
        .total,
    ).toBe(2);
  });

  it('answers 400 for a bad filter and 401 without keys', async () => {
    await readAs(service.request('/v1/redemptions?result=MAYBE', { headers: appHeaders }), errorBodySchema, 400);
    await readAs(service.request('/v1/redemptions?limit=101', { headers: appHeaders }), errorBodySchema, 400);
    expect((await service.request('/v1/redemptions')).status).toBe(401);
  });
});

describe('GET /v1/redemptions?filters[parent_redemption_id][conditions][$is]=', () => {
  const children = (parentId: string) =>
    service.request(`/v1/redemptions?limit=100&filters[parent_redemption_id][conditions][$is]=${parentId}`, {
      headers: appHeaders,
    });

  it("lists one stack's redeemables in one request, in the order the stack lists them, each as reading it by id answers it", async () => {
    const db = service.database.db;
    const first = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 300 } });
    const second = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 200 } });
    const stack = await redeemThroughApi(service, {
      redeemables: [redeemable(first), redeemable(second)],
      order: cart,
    });
    const response = await children(stack.parent_redemption.id);
    const body = await readAs(response.clone(), redemptionListSchema, 200);
    expect(officialErrors('get', '/v1/redemptions', 200, body)).toEqual([]);
    expect(body.total).toBe(2);
    const parent = await readAs(
      service.request(`/v1/redemptions/${stack.parent_redemption.id}`, { headers: appHeaders }),
      redemptionSchema,
      200,
    );
    expect(body.redemptions.map((r) => r.id)).toEqual(parent.related_redemptions?.redemptions.map((r) => r.id));
    expect(body.redemptions.map((r) => r.voucher?.code).sort()).toEqual([first, second].sort());
    for (const child of body.redemptions) {
      const alone = await readAs(
        service.request(`/v1/redemptions/${child.id}`, { headers: appHeaders }),
        redemptionSchema,
        200,
      );
      expect(child).toEqual(alone);
    }
    // Another project's stack, or none, lists nothing; the parents' list is unchanged without the filter.
    expect((await readAs(children('r_nope'), redemptionListSchema, 200)).total).toBe(0);
    expect((await list('limit=100')).redemptions.map((r) => r.id)).toContain(stack.parent_redemption.id);
  });

  it('narrows by the official filters: a redeemable code, its campaign, the failure, joined by and or or', async () => {
    const db = service.database.db;
    const [kept, other] = [
      await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 }, quantity: 1 }),
      await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 } }),
    ];
    const customer = { source_id: 'filtered-shopper' };
    const spent = await redeemThroughApi(service, { customer, redeemables: [redeemable(kept)], order: cart });
    await redeemThroughApi(service, { customer, redeemables: [redeemable(other)], order: cart });
    await refusedRedemption(service, { customer, redeemables: [redeemable(kept)], order: cart });
    const ids = async (filters: string) =>
      (await list(`customer=filtered-shopper&limit=100&${filters}`)).redemptions.map((r) => r.result).sort();

    expect(await ids(`filters[voucher_code][conditions][$in][0]=${kept}`)).toEqual(['FAILURE', 'SUCCESS']);
    expect(await ids(`filters[voucher_code][conditions][$not_in][0]=${kept}`)).toEqual(['SUCCESS']);
    expect(await ids('filters[failure_code][conditions][$is]=quantity_exceeded')).toEqual(['FAILURE']);
    const campaignId = (await voucherRow(db, kept)).campaignId!;
    const both = `filters[related_object_parent_id][conditions][$is]=${campaignId}&filters[result][conditions][$is]=SUCCESS`;
    expect((await list(`customer=filtered-shopper&${both}`)).redemptions.map((r) => r.id)).toEqual([
      spent.parent_redemption.id,
    ]);
    expect(await ids(`${both}&filters[junction]=or`)).toHaveLength(3);
  });

  it('refuses a filter it does not answer instead of ignoring it', async () => {
    const refused = await readAs(
      service.request('/v1/redemptions?filters[colour][conditions][$is]=blue', { headers: appHeaders }),
      errorBodySchema,
      400,
    );
    expect(refused.details).toContain('filters');
  });
});

describe('GET /v1/redemptions/{redemptionId}', () => {
  const read = (id: string, headers: Record<string, string> = appHeaders) =>
    service.request(`/v1/redemptions/${id}`, { headers });

  it('answers a stack with its redeemables, each redeemable with its parent, and the status after a rollback', async () => {
    const code = await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 700 } });
    const stack = await redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
    const parent = await readAs(read(stack.parent_redemption.id), redemptionSchema, 200);
    expect(parent).toMatchObject({
      id: stack.parent_redemption.id,
      status: 'SUCCEEDED',
      related_object_type: 'redemption',
      order: { total_discount_amount: 700 },
    });
    const childIds = parent.related_redemptions?.redemptions.map((r) => r.id) ?? [];
    expect(childIds).toEqual(stack.redemptions.map((r) => r.id));
    const child = await readAs(read(childIds[0]!), redemptionSchema, 200);
    expect(child).toMatchObject({
      redemption: parent.id,
      amount: 700,
      related_object_type: 'voucher',
      voucher: { code },
    });

    await service.request(`/v1/redemptions/${parent.id}/rollbacks`, { method: 'POST', headers: appHeaders });
    const after = await readAs(read(parent.id), redemptionSchema, 200);
    expect(after.status).toBe('ROLLED_BACK');
    expect(after.related_redemptions?.rollbacks).toHaveLength(1);
  });

  it('answers 404 for a redemption the project does not have, and 401 without keys', async () => {
    expect(await readAs(read('r_nope'), errorBodySchema, 404)).toMatchObject({ resource_type: 'redemption' });
    expect((await read('r_nope', {})).status).toBe(401);
  });
});
