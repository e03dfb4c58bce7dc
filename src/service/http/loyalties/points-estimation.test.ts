import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignSchema } from '../../../contract/campaign.ts';
import { earningRuleSchema } from '../../../contract/earning-rule.ts';
import { pointsEstimationSchema } from '../../../contract/points-estimation.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const path = '/v1/loyalties/{campaignId}/qualifications';

let programs = 0;
/** A new program with two order-paid rules: 2 points per 10.00, and 7 more for gold customers. */
async function program(settings: Record<string, unknown> = {}) {
  const campaign = await readAs(
    post('/v1/campaigns', {
      name: `Estimation ${++programs} ${Date.now()}`,
      campaign_type: 'LOYALTY_PROGRAM',
      type: 'AUTO_UPDATE',
      voucher: { type: 'LOYALTY_CARD', loyalty_card: { points: 0 }, code_config: { pattern: 'EST-########' } },
      ...settings,
    }),
    campaignSchema,
    200,
  );
  const gold = await readAs(
    post('/v1/validation-rules', {
      name: `Gold ${programs}`,
      rules: { '1': { name: 'customer.metadata', property: 'tier', conditions: { $is: ['gold'] } }, logic: '1' },
    }),
    validationRuleSchema,
    200,
  );
  const rules = [
    {
      event: 'order.paid',
      loyalty: {
        type: 'PROPORTIONAL',
        calculation_type: 'ORDER_AMOUNT',
        order: { amount: { every: 1000, points: 2 } },
      },
    },
    { event: 'order.paid', validation_rule_id: gold.id, loyalty: { type: 'FIXED', points: 7 } },
  ];
  const created = await post(`/v1/loyalties/${campaign.id}/earning-rules`, rules);
  await readAs(created, z.array(earningRuleSchema), 200);
  return campaign;
}

async function estimate(campaignId: string, body: unknown) {
  const answer = await readAs(post(`/v1/loyalties/${campaignId}/qualifications`, body), pointsEstimationSchema, 200);
  expect(officialErrors('post', path, 200, answer)).toEqual([]);
  return answer;
}
async function refused(campaignId: string, body: unknown, status: number, key: string) {
  const error = await expectError(post(`/v1/loyalties/${campaignId}/qualifications`, body), status, key);
  expect(officialErrors('post', path, status, error)).toEqual([]);
  return error;
}
const join = async (campaignId: string, customer: Record<string, unknown>) =>
  readAs(post(`/v1/loyalties/${campaignId}/members`, { customer }), voucherSchema, 200);

describe('POST /v1/loyalties/{campaignId}/qualifications', () => {
  it("estimates what the program's order-paid rules give a member, and the order then earns exactly that", async () => {
    const campaign = await program();
    const member = await join(campaign.id, { source_id: `est-ann-${programs}`, metadata: { tier: 'gold' } });
    const customer = { source_id: `est-ann-${programs}` };

    const inline = await estimate(campaign.id, { customer, order: { amount: 5050 } });
    expect(inline).toEqual({
      campaign: { id: campaign.id, name: campaign.name, object: 'campaign' },
      points_estimation: 10 + 7,
    });
    // The guard reads the customer as sent beside the stored one; the program's name names it too.
    const silver = { ...customer, metadata: { tier: 'silver' } };
    expect(
      (await estimate(encodeURIComponent(campaign.name), { customer: silver, order: { amount: 5050 } }))
        .points_estimation,
    ).toBe(10);

    const source_id = `est-order-${programs}`;
    const paid = await post('/v1/orders', { source_id, customer, amount: 5050, status: 'PAID' });
    expect(paid.status).toBe(200);
    const card = await readAs(
      service.request(`/v1/vouchers/${member.code}`, { headers: appHeaders }),
      voucherSchema,
      200,
    );
    expect(card.loyalty_card?.balance).toBe(inline.points_estimation);
    // A paid order is estimated all the same; the estimate itself awards nothing.
    expect((await estimate(campaign.id, { customer, order: { source_id } })).points_estimation).toBe(17);
    const again = await readAs(
      service.request(`/v1/vouchers/${member.code}`, { headers: appHeaders }),
      voucherSchema,
      200,
    );
    expect(again.loyalty_card?.balance).toBe(17);
  });

  it('refuses a non-member where the program does not auto-join, a disabled card and a disabled program', async () => {
    const closed = await program({ auto_join: false });
    const stranger = { customer: { source_id: `est-stranger-${programs}` }, order: { amount: 2000 } };
    const auto = await refused(closed.id, stranger, 400, 'campaign_not_allow_auto_join');
    expect(auto.message).toBe(`Loyalty campaign '${closed.id}' does not allow auto-join for non-members`);

    const open = await program({ auto_join: true });
    expect((await estimate(open.id, stranger)).points_estimation).toBe(4);

    const member = await join(open.id, { source_id: `est-bob-${programs}` });
    expect((await post(`/v1/vouchers/${member.code}/disable`, {})).status).toBe(200);
    const body = { customer: { source_id: `est-bob-${programs}` }, order: { amount: 2000 } };
    const inactiveCard = await refused(open.id, body, 400, 'loyalty_card_not_active');
    expect(inactiveCard.message).toBe(`Customer's loyalty card '${member.code}' is not active`);

    expect((await post(`/v1/campaigns/${open.id}/disable`, {})).status).toBe(200);
    await refused(open.id, stranger, 400, 'campaign_not_active');

    await refused(closed.id, { customer: stranger.customer }, 400, 'invalid_payload');
    await refused(closed.id, { ...stranger, order: { id: 'ord_nope' } }, 404, 'not_found');
    await refused('camp_nope', stranger, 404, 'not_found');
    await expectError(
      service.request(`/v1/loyalties/${closed.id}/qualifications`, jsonRequest('POST', stranger, {})),
      401,
    );
  });
});
