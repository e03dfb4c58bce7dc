import { VoucherifyServerSide } from '@voucherify/sdk';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { promotionStackListSchema, promotionStackSchema } from '../../../contract/promotion-stack.ts';
import { promotionTierListSchema, promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const send = (method: string, path: string, body?: unknown) =>
  service.request(path, body === undefined ? { method, headers: appHeaders } : jsonRequest(method, body, appHeaders));
const amountOff = (amount_off: number) => ({ discount: { type: 'AMOUNT', amount_off, effect: 'APPLY_TO_ORDER' } });

async function newPromotion(name: string, tierNames: string[]) {
  const body = {
    name,
    campaign_type: 'PROMOTION',
    promotion: { tiers: tierNames.map((tier, i) => ({ name: tier, action: amountOff(100 * (i + 1)) })) },
  };
  const promotion = await readAs(send('POST', '/v1/campaigns', body), campaignCreatedSchema, 200);
  return { id: promotion.id, tierIds: promotion.promotion!.tiers.map((t) => t.id) };
}
const tiersOf = async (campaignId: string) =>
  (await readAs(send('GET', `/v1/promotions/${campaignId}/tiers`), promotionTierListSchema, 200)).tiers;

describe('promotion tiers: add, change, delete', () => {
  it('adds a tier after the last one, changes it (reads see the change at once) and deletes it', async () => {
    const { id } = await newPromotion('Tiers 25 ladder', ['One', 'Two']);
    const added = await readAs(
      send('POST', `/v1/promotions/${id}/tiers`, {
        name: 'Three',
        banner: 'Third step',
        action: amountOff(300),
        metadata: { level: 'C', shelf: 'top' },
        expiration_date: '2040-01-01T00:00:00.000Z',
      }),
      promotionTierSchema,
      200,
    );
    expect(officialErrors('post', '/v1/promotions/{campaignId}/tiers', 200, added)).toEqual([]);
    expect(added).toMatchObject({ name: 'Three', hierarchy: 3, active: true, campaign_id: id });

    const path = `/v1/promotions/tiers/${added.id}`;
    // Read first, so the process holds the tier in memory; the change must still show.
    await readAs(send('GET', path), promotionTierSchema, 200);
    const changed = await readAs(
      send('PUT', path, { id: added.id, name: 'Three again', metadata: { level: 'D' }, expiration_date: null }),
      promotionTierSchema,
      200,
    );
    expect(officialErrors('put', '/v1/promotions/tiers/{promotionTierId}', 200, changed)).toEqual([]);
    expect(changed).toMatchObject({ name: 'Three again', banner: 'Third step', metadata: { level: 'D' } });
    expect(changed.expiration_date).toBeUndefined();
    expect(await readAs(send('GET', path), promotionTierSchema, 200)).toMatchObject({ name: 'Three again' });

    expect((await send('DELETE', path)).status).toBe(204);
    const gone = await readAs(send('GET', path), errorBodySchema, 404);
    expect(officialErrors('delete', '/v1/promotions/tiers/{promotionTierId}', 404, gone)).toEqual([]);
    expect(gone).toMatchObject({ resource_type: 'promotion_tier', resource_id: added.id });
    expect((await tiersOf(id)).map((t) => t.name)).toEqual(['One', 'Two']);
    await readAs(send('DELETE', path), errorBodySchema, 404);

    const db = service.database.db;
    const events = await db
      .select({ type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(
        inArray(webhookEvents.type, [
          'campaign.promotion_tier.created',
          'campaign.promotion_tier.updated',
          'campaign.promotion_tier.deleted',
        ]),
      );
    const mine = events.filter((e) => (e.payload.promotion_tier as { id: string }).id === added.id).map((e) => e.type);
    expect(mine).toEqual([
      'campaign.promotion_tier.created',
      'campaign.promotion_tier.updated',
      'campaign.promotion_tier.deleted',
    ]);
    const audited = await db.select({ action: auditEntries.action, id: auditEntries.resourceId }).from(auditEntries);
    expect(audited.filter((a) => a.id === added.id).map((a) => a.action)).toEqual([
      'promotion_tier.created',
      'promotion_tier.updated',
      'promotion_tier.deleted',
    ]);
  });

  it('takes a tier without an action and the discount sent as the action itself, as the hosted service does', async () => {
    const { id } = await newPromotion('Tiers bare', ['First']);
    const add = (body: unknown) => readAs(send('POST', `/v1/promotions/${id}/tiers`, body), promotionTierSchema, 200);
    const bare = await add({ name: 'Bare' });
    expect(officialErrors('post', '/v1/promotions/{campaignId}/tiers', 200, bare)).toEqual([]);
    expect(bare.action).toEqual({});
    const flat = await add({ name: 'Flat', action: { type: 'AMOUNT', amount_off: 500 } });
    expect(flat.action).toEqual({ discount: { type: 'AMOUNT', amount_off: 500 } });
    // A bare tier qualifies for nothing until it is given a discount.
    const validate = async () =>
      (await (
        await send('POST', '/v1/validations', {
          redeemables: [{ object: 'promotion_tier', id: bare.id }],
          order: { amount: 10000 },
        })
      ).json()) as { valid: boolean; order?: { total_discount_amount?: number } };
    expect((await validate()).order?.total_discount_amount ?? 0).toBe(0);
    const changed = await readAs(
      send('PUT', `/v1/promotions/tiers/${bare.id}`, { action: amountOff(700) }),
      promotionTierSchema,
      200,
    );
    expect(changed.action.discount).toMatchObject({ amount_off: 700 });
    expect(await validate()).toMatchObject({ valid: true, order: { total_discount_amount: 700 } });
    // A change that sends no action keeps the one the tier has.
    const renamed = await readAs(
      send('PUT', `/v1/promotions/tiers/${bare.id}`, { name: 'Named' }),
      promotionTierSchema,
      200,
    );
    expect(renamed.action.discount).toMatchObject({ amount_off: 700 });
  });

  it('refuses tiers on a campaign that is no promotion, and bad changes, writing nothing', async () => {
    const { id, tierIds } = await newPromotion('Tiers 25 guarded', ['Only']);
    const coupons = await readAs(
      send('POST', '/v1/campaigns', {
        name: 'Tiers 25 coupons',
        voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 1 } },
      }),
      campaignCreatedSchema,
      200,
    );
    await readAs(
      send('POST', `/v1/promotions/${coupons.id}/tiers`, { name: 'x', action: amountOff(1) }),
      errorBodySchema,
      400,
    );
    await readAs(
      send('POST', `/v1/promotions/camp_nope/tiers`, { name: 'x', action: amountOff(1) }),
      errorBodySchema,
      404,
    );
    await readAs(send('POST', `/v1/promotions/${id}/tiers`, { action: amountOff(1) }), errorBodySchema, 400);
    await readAs(
      send('POST', `/v1/promotions/${id}/tiers`, { name: 'x', action: amountOff(1), validation_rules: ['val_nope'] }),
      errorBodySchema,
      404,
    );
    const path = `/v1/promotions/tiers/${tierIds[0]}`;
    await readAs(
      send('PUT', path, { start_date: '2030-01-01T00:00:00Z', expiration_date: '2029-01-01T00:00:00Z' }),
      errorBodySchema,
      400,
    );
    await readAs(send('PUT', path, { category_id: 'cat_nope' }), errorBodySchema, 404);
    await readAs(send('PUT', '/v1/promotions/tiers/promo_nope', { name: 'x' }), errorBodySchema, 404);
    expect((await tiersOf(id)).map((t) => [t.name, t.category_id])).toEqual([['Only', undefined]]);
  });
});

describe('promotion stacks', () => {
  it('creates, lists, reads, changes and deletes a stack of the promotion tiers in the official shapes', async () => {
    const { id, tierIds } = await newPromotion('Stacks 25 ladder', ['A', 'B', 'C']);
    const base = `/v1/promotions/${id}/stacks`;
    const stack = await readAs(
      send('POST', base, { name: 'First stack', tiers: { ids: [tierIds[2], tierIds[0]], hierarchy_mode: 'MANUAL' } }),
      promotionStackSchema,
      200,
    );
    expect(officialErrors('post', '/v1/promotions/{campaignId}/stacks', 200, stack)).toEqual([]);
    expect(stack).toMatchObject({ name: 'First stack', campaign_id: id, tiers: { ids: [tierIds[2], tierIds[0]] } });
    expect(stack.id).toMatch(/^stack_/);

    const listed = await readAs(send('GET', base), promotionStackListSchema, 200);
    expect(officialErrors('get', '/v1/promotions/{campaignId}/stacks', 200, listed)).toEqual([]);
    expect(listed.data).toEqual([stack]);
    const all = await readAs(send('GET', '/v1/promotions/stacks?limit=100'), promotionStackListSchema, 200);
    expect(officialErrors('get', '/v1/promotions/stacks', 200, all)).toEqual([]);
    expect(all.data.map((s) => s.id)).toContain(stack.id);

    const path = `${base}/${stack.id}`;
    const read = await readAs(send('GET', path), promotionStackSchema, 200);
    expect(officialErrors('get', '/v1/promotions/{campaignId}/stacks/{stackId}', 200, read)).toEqual([]);
    const changed = await readAs(
      send('PUT', path, { name: 'Renamed', tiers: { ids: [tierIds[1]] } }),
      promotionStackSchema,
      200,
    );
    expect(officialErrors('put', '/v1/promotions/{campaignId}/stacks/{stackId}', 200, changed)).toEqual([]);
    // Tiers apply in their order (MANUAL, the only mode), which the hosted service leaves out of its answers.
    expect(changed).toMatchObject({ name: 'Renamed', tiers: { ids: [tierIds[1]] } });
    expect(changed.tiers).not.toHaveProperty('hierarchy_mode');
    expect(changed.updated_at).toBeDefined();

    // Deleting the stack's only tier takes the emptied stack with it.
    expect((await send('DELETE', `/v1/promotions/tiers/${tierIds[1]}`)).status).toBe(204);
    const gone = await readAs(send('GET', path), errorBodySchema, 404);
    expect(officialErrors('get', '/v1/promotions/{campaignId}/stacks/{stackId}', 404, gone)).toEqual([]);
    expect(gone).toMatchObject({ resource_type: 'promotion_stack', resource_id: stack.id });
  });

  it('refuses ids that are not tiers of that promotion, repeats, empty or oversized stacks, writing nothing', async () => {
    const mine = await newPromotion('Stacks 25 mine', ['M1', 'M2']);
    const other = await newPromotion('Stacks 25 other', ['O1']);
    const base = `/v1/promotions/${mine.id}/stacks`;
    const foreign = await readAs(
      send('POST', base, { name: 'x', tiers: { ids: [mine.tierIds[0], other.tierIds[0]] } }),
      errorBodySchema,
      404,
    );
    expect(officialErrors('post', '/v1/promotions/{campaignId}/stacks', 404, foreign)).toEqual([]);
    expect(foreign).toMatchObject({ resource_type: 'promotion_tier', resource_id: other.tierIds[0] });
    await readAs(
      send('POST', base, { name: 'x', tiers: { ids: [mine.tierIds[0], mine.tierIds[0]] } }),
      errorBodySchema,
      400,
    );
    await readAs(send('POST', base, { name: 'x', tiers: { ids: [] } }), errorBodySchema, 400);
    await readAs(
      send('POST', base, { name: 'x', tiers: { ids: Array.from({ length: 31 }, (_, i) => `promo_${i}`) } }),
      errorBodySchema,
      400,
    );
    await readAs(
      send('POST', base, { name: 'x', tiers: { ids: [mine.tierIds[0]], hierarchy_mode: 'AUTO' } }),
      errorBodySchema,
      400,
    );
    await readAs(
      send('POST', '/v1/promotions/camp_nope/stacks', { name: 'x', tiers: { ids: ['promo_x'] } }),
      errorBodySchema,
      404,
    );
    await readAs(send('GET', `${base}/stack_nope`), errorBodySchema, 404);
    await readAs(send('DELETE', `${base}/stack_nope`), errorBodySchema, 404);
    expect((await readAs(send('GET', base), promotionStackListSchema, 200)).total).toBe(0);
  });

  it('answers the official SDK v2 tiers and stack classes', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const { id } = await newPromotion('SDK 25 ladder', ['First']);
    const tier = await sdk.promotions.tiers.create(id, { name: 'Second', action: amountOff(200) } as never);
    expect(tier).toMatchObject({ name: 'Second', hierarchy: 2 });
    const renamed = await sdk.promotions.tiers.update({ id: tier.id, name: 'Second, renamed' } as never);
    expect(renamed.name).toBe('Second, renamed');

    const stack = await sdk.promotions.stack.createInCampaign(id, {
      name: 'SDK stack',
      tiers: { ids: [tier.id] },
    } as never);
    expect(await sdk.promotions.stack.get(id, stack.id)).toMatchObject({ name: 'SDK stack' });
    expect((await sdk.promotions.stack.listInCampaign(id)).data.map((s) => s.id)).toEqual([stack.id]);
    expect((await sdk.promotions.stack.list()).data.map((s) => s.id)).toContain(stack.id);
    expect(await sdk.promotions.stack.update(id, stack.id, { name: 'SDK stack, renamed' } as never)).toMatchObject({
      name: 'SDK stack, renamed',
    });
    await sdk.promotions.stack.delete(id, stack.id);
    await expect(sdk.promotions.stack.get(id, stack.id)).rejects.toMatchObject({ code: 404 });
    await sdk.promotions.tiers.delete(tier.id);
    await expect(sdk.promotions.tiers.get(tier.id)).rejects.toMatchObject({ code: 404 });
  });
});
