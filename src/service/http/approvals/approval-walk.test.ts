import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { approvalRequestSchema } from '../../../contract/approval.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { approvalGates } from '../../testing/approval-gates.ts';
import { useMakerAndApprover } from '../../testing/approval-maker.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';

/*
 * Every change held whole, walked: the maker's request answers 202 with the approval request and changes nothing
 * (the object reads as before); the approver's approval makes the change (it reads otherwise, or is gone).
 */
const { clock, service, project, people, approvals, post } = useMakerAndApprover();

const withId = z.object({ id: z.string() });
let made = 0;
const unique = (name: string) => `${name} walk ${++made}`;
const create = async (path: string, body: unknown) => (await readAs(post(path, appHeaders, body), withId, 200)).id;
const read = async (path: string) => {
  const answer = await service.request(path, { headers: people.owner });
  return { status: answer.status, body: await answer.text() };
};

/** A change as the maker sends it, and the path that shows whether it happened. */
interface Walk {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** The object the change shows on. */
  shows: string;
  /** Sent as text/csv rather than JSON. */
  csv?: boolean;
}

const discountCampaign = () =>
  create('/v1/campaigns', {
    name: unique('Walk coupons'),
    campaign_type: 'DISCOUNT_COUPONS',
    vouchers_count: 1,
    voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 10 } },
  });
const loyaltyProgram = () =>
  create('/v1/campaigns', {
    name: unique('Walk points'),
    campaign_type: 'LOYALTY_PROGRAM',
    type: 'AUTO_UPDATE',
    voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 } },
  });
const promotion = async () => {
  const created = await readAs(
    post('/v1/campaigns', appHeaders, {
      name: unique('Walk ladder'),
      campaign_type: 'PROMOTION',
      promotion: {
        tiers: ['A', 'B'].map((name, i) => ({
          name,
          action: { discount: { type: 'AMOUNT', amount_off: 100 * (i + 1) } },
        })),
      },
    }),
    z.object({ id: z.string(), promotion: z.object({ tiers: z.array(withId) }) }),
    200,
  );
  return { id: created.id, tierIds: created.promotion.tiers.map((t) => t.id) };
};
const productReward = async () => {
  const product = await create('/v1/products', { name: unique('Walk mug') });
  return create('/v1/rewards', { name: unique('Walk reward'), parameters: { product: { id: product } } });
};
const earningRule = { event: 'order.paid', loyalty: { type: 'FIXED', points: 5 } };
const stackingRules = `/management/v1/projects/${project}/stacking-rules`;

const walks: Record<string, () => Promise<Walk>> = {
  'PUT /v1/campaigns/{campaignId}': async () => {
    const id = await discountCampaign();
    return {
      method: 'PUT',
      path: `/v1/campaigns/${id}`,
      body: { expiration_date: '2027-01-01T00:00:00.000Z' },
      shows: `/v1/campaigns/${id}`,
    };
  },
  'PUT /v1/loyalties/{campaignId}': async () => {
    const id = await loyaltyProgram();
    return { method: 'PUT', path: `/v1/loyalties/${id}`, body: { auto_join: true }, shows: `/v1/loyalties/${id}` };
  },
  'PUT /v1/vouchers/{code}': async () => {
    const code = z.object({ code: z.string() }).parse(
      await (
        await post('/v1/vouchers', appHeaders, {
          type: 'DISCOUNT_VOUCHER',
          discount: { type: 'PERCENT', percent_off: 10 },
        })
      ).json(),
    ).code;
    const body = { discount: { type: 'PERCENT', percent_off: 90 } };
    return { method: 'PUT', path: `/v1/vouchers/${code}`, body, shows: `/v1/vouchers/${code}` };
  },
  'POST /v1/vouchers/{code}/balance': async () => {
    const answer = await post('/v1/vouchers', appHeaders, { type: 'GIFT_VOUCHER', gift: { amount: 1000 } });
    const { code } = z.object({ code: z.string() }).parse(await answer.json());
    return {
      method: 'POST',
      path: `/v1/vouchers/${code}/balance`,
      body: { amount: 5000 },
      shows: `/v1/vouchers/${code}`,
    };
  },
  'POST /promodesk/projects/{projectId}/campaigns/{campaignId}/vouchers/import': async () => {
    const id = await discountCampaign();
    const path = `/promodesk/projects/${project}/campaigns/${id}/vouchers/import`;
    return { method: 'POST', path, body: `code\nWALK-IMPORT-${made}\n`, csv: true, shows: `/v1/campaigns/${id}` };
  },
  'POST /v1/promotions/{campaignId}/stacks': async () => {
    const { id, tierIds } = await promotion();
    const body = { name: 'Walk stack', tiers: { ids: tierIds, hierarchy_mode: 'MANUAL' } };
    return { method: 'POST', path: `/v1/promotions/${id}/stacks`, body, shows: `/v1/promotions/${id}/stacks` };
  },
  'PUT /v1/promotions/{campaignId}/stacks/{stackId}': async () => {
    const { id, tierIds } = await promotion();
    const stack = await create(`/v1/promotions/${id}/stacks`, {
      name: 'Walk',
      tiers: { ids: tierIds, hierarchy_mode: 'MANUAL' },
    });
    const path = `/v1/promotions/${id}/stacks/${stack}`;
    return { method: 'PUT', path, body: { tiers: { ids: [tierIds[0]], hierarchy_mode: 'MANUAL' } }, shows: path };
  },
  'DELETE /v1/promotions/{campaignId}/stacks/{stackId}': async () => {
    const { id, tierIds } = await promotion();
    const stack = await create(`/v1/promotions/${id}/stacks`, {
      name: 'Walk',
      tiers: { ids: tierIds, hierarchy_mode: 'MANUAL' },
    });
    const path = `/v1/promotions/${id}/stacks/${stack}`;
    return { method: 'DELETE', path, shows: path };
  },
  'PUT /v1/categories/{categoryId}': async () => {
    const id = await create('/v1/categories', { name: unique('Walk category'), hierarchy: 1 });
    return {
      method: 'PUT',
      path: `/v1/categories/${id}`,
      body: { name: unique('Walk renamed'), hierarchy: 7 },
      shows: `/v1/categories/${id}`,
    };
  },
  'DELETE /v1/categories/{categoryId}': async () => {
    const id = await create('/v1/categories', { name: unique('Walk category'), hierarchy: 1 });
    return { method: 'DELETE', path: `/v1/categories/${id}`, shows: `/v1/categories/${id}` };
  },
  'POST /management/v1/projects/{projectId}/stacking-rules': async () => ({
    method: 'POST',
    path: stackingRules,
    body: { redeemables_limit: 7 },
    shows: `${stackingRules}/stk_${project}`,
  }),
  'PUT /management/v1/projects/{projectId}/stacking-rules/{stackingRulesId}': async () => ({
    method: 'PUT',
    path: `${stackingRules}/stk_${project}`,
    body: { redeemables_limit: 9 },
    shows: `${stackingRules}/stk_${project}`,
  }),
  'DELETE /management/v1/projects/{projectId}/stacking-rules/{stackingRulesId}': async () => ({
    method: 'DELETE',
    path: `${stackingRules}/stk_${project}`,
    shows: `${stackingRules}/stk_${project}`,
  }),
  'POST /v1/loyalties/{campaignId}/earning-rules': async () => {
    const id = await loyaltyProgram();
    const path = `/v1/loyalties/${id}/earning-rules`;
    return { method: 'POST', path, body: [earningRule], shows: path };
  },
  'PUT /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}': async () => {
    const id = await loyaltyProgram();
    const [rule] = await readAs(
      post(`/v1/loyalties/${id}/earning-rules`, appHeaders, [earningRule]),
      z.array(withId),
      200,
    );
    const path = `/v1/loyalties/${id}/earning-rules/${rule!.id}`;
    return { method: 'PUT', path, body: { loyalty: { type: 'FIXED', points: 500 } }, shows: path };
  },
  'POST /v1/loyalties/{campaignId}/earning-rules/{earningRuleId}/enable': async () => {
    const id = await loyaltyProgram();
    const [rule] = await readAs(
      post(`/v1/loyalties/${id}/earning-rules`, appHeaders, [{ ...earningRule, active: false }]),
      z.array(withId),
      200,
    );
    const path = `/v1/loyalties/${id}/earning-rules/${rule!.id}`;
    return { method: 'POST', path: `${path}/enable`, shows: path };
  },
  'POST /v1/loyalties/{campaignId}/tiers': async () => {
    const id = await loyaltyProgram();
    const path = `/v1/loyalties/${id}/tiers`;
    return { method: 'POST', path, body: [{ name: 'Walk gold', points: { from: 0 } }], shows: path };
  },
  'PUT /v1/rewards/{rewardId}': async () => {
    const id = await productReward();
    return { method: 'PUT', path: `/v1/rewards/${id}`, body: { stock: 3 }, shows: `/v1/rewards/${id}` };
  },
  'POST /v1/rewards/{rewardId}/assignments': async () => {
    const [program, reward] = [await loyaltyProgram(), await productReward()];
    const body = { campaign: program, parameters: { loyalty: { points: 10 } } };
    return {
      method: 'POST',
      path: `/v1/rewards/${reward}/assignments`,
      body,
      shows: `/v1/loyalties/${program}/rewards`,
    };
  },
  'POST /v1/loyalties/{campaignId}/rewards': async () => {
    const [program, reward] = [await loyaltyProgram(), await productReward()];
    const body = [{ reward, parameters: { loyalty: { points: 10 } } }];
    return {
      method: 'POST',
      path: `/v1/loyalties/${program}/rewards`,
      body,
      shows: `/v1/loyalties/${program}/rewards`,
    };
  },
  'PUT /v1/rewards/{rewardId}/assignments/{assignmentId}': async () => {
    const [program, reward] = [await loyaltyProgram(), await productReward()];
    const assignment = await create(`/v1/rewards/${reward}/assignments`, {
      campaign: program,
      parameters: { loyalty: { points: 10 } },
    });
    const path = `/v1/rewards/${reward}/assignments/${assignment}`;
    return { method: 'PUT', path, body: { parameters: { loyalty: { points: 1 } } }, shows: path };
  },
  'PUT /v1/loyalties/{campaignId}/rewards/{assignmentId}': async () => {
    const [program, reward] = [await loyaltyProgram(), await productReward()];
    const assignment = await create(`/v1/rewards/${reward}/assignments`, {
      campaign: program,
      parameters: { loyalty: { points: 10 } },
    });
    const path = `/v1/loyalties/${program}/rewards/${assignment}`;
    return { method: 'PUT', path, body: { parameters: { loyalty: { points: 1 } } }, shows: path };
  },
  'DELETE /v1/segments/{segmentId}': async () => {
    const customer = await create('/v1/customers', { source_id: unique('walk-customer') });
    const id = await create('/v1/segments', { name: unique('Walk segment'), type: 'static', customers: [customer] });
    return { method: 'DELETE', path: `/v1/segments/${id}`, shows: `/v1/segments/${id}` };
  },
  'DELETE /v1/product-collections/{productCollectionId}': async () => {
    const product = await create('/v1/products', { name: unique('Walk shirt') });
    const id = await create('/v1/product-collections', {
      type: 'STATIC',
      name: unique('Walk collection'),
      products: [{ id: product, object: 'product' }],
    });
    return { method: 'DELETE', path: `/v1/product-collections/${id}`, shows: `/v1/product-collections/${id}` };
  },
  'PUT /v1/product-collections/{productCollectionId}': async () => {
    const price = (amount: number) => ({ junction: 'and', price: { conditions: { $more_than_equal: [amount] } } });
    const id = await create('/v1/product-collections', {
      type: 'AUTO_UPDATE',
      name: unique('Walk dear things'),
      filter: price(100),
    });
    const path = `/v1/product-collections/${id}`;
    return { method: 'PUT', path, body: { filter: price(5000) }, shows: path };
  },
};

const send = (walk: Walk, headers: Record<string, string>) =>
  walk.csv
    ? service.request(walk.path, {
        method: walk.method,
        headers: { ...headers, 'Content-Type': 'text/csv' },
        body: String(walk.body),
      })
    : walk.body === undefined
      ? service.request(walk.path, { method: walk.method, headers })
      : service.request(walk.path, jsonRequest(walk.method, walk.body, headers));

describe('a role that needs approval, on every change held whole', () => {
  it('walks each such route of the gate table', () => {
    const heldWhole = Object.keys(walks).sort();
    for (const route of heldWhole) expect(approvalGates[route], route).toMatchObject({ held: expect.any(String) });
  });

  for (const [route, prepare] of Object.entries(walks))
    it(`${route}: held, nothing changes, and the approval makes the change`, async () => {
      const walk = await prepare();
      const before = await read(walk.shows);
      const held = await readAs(send(walk, people.maker), approvalRequestSchema, 202);
      expect(held).toMatchObject({ status: 'PENDING', you_can_decide: false });
      expect(held.diff.length, 'the approver reads what the change does').toBeGreaterThan(0);
      expect(await read(walk.shows)).toEqual(before);

      const approved = await post(`${approvals}/${held.id}/approve`, people.owner);
      expect(approved.status, await approved.clone().text()).toBe(200);
      expect(await read(walk.shows)).not.toEqual(before);
    });

  it('refuses an approval as stale when the object changed after the request, and keeps it pending', async () => {
    const id = await create('/v1/categories', { name: unique('Walk stale'), hierarchy: 1 });
    const path = `/v1/categories/${id}`;
    const held = await readAs(
      service.request(path, jsonRequest('PUT', { name: unique('Walk stale'), hierarchy: 5 }, people.maker)),
      approvalRequestSchema,
      202,
    );
    clock.advance(1);
    const direct = await service.request(
      path,
      jsonRequest('PUT', { name: unique('Walk direct'), hierarchy: 2 }, appHeaders),
    );
    expect(direct.status).toBe(200);
    await expectError(post(`${approvals}/${held.id}/approve`, people.owner), 409, 'approval_stale');
    const pending = await readAs(
      service.request(`${approvals}/${held.id}`, { headers: people.owner }),
      approvalRequestSchema,
      200,
    );
    expect(pending.status).toBe('PENDING');
    expect(JSON.parse((await read(path)).body)).toMatchObject({ hierarchy: 2 });
  });
});
