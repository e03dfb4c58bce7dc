import { describe, expect, it } from 'vitest';
import { asyncActionScheduledSchema, asyncActionSchema } from '../../../contract/async-action.ts';
import { campaignSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { voucherListSchema, voucherSchema } from '../../../contract/voucher.ts';
import { drainAsyncActions } from '../../jobs/async/worker.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const get = (path: string) => service.request(path, { headers: appHeaders });
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));

const newCampaign = async (name: string) =>
  readAs(
    post('/v1/campaigns', {
      name,
      campaign_type: 'DISCOUNT_COUPONS',
      type: 'AUTO_UPDATE',
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
    }),
    campaignSchema,
    200,
  );

describe('POST /v1/campaigns/{campaignId}/vouchers?vouchers_count=', () => {
  it("answers one code at once, and schedules several, each drawn by the campaign's generator", async () => {
    const campaign = await newCampaign('Generated in bulk');
    const one = await readAs(post(`/v1/campaigns/${campaign.id}/vouchers?vouchers_count=1`, {}), voucherSchema, 200);
    expect(one.campaign_id).toBe(campaign.id);

    const response = post(`/v1/campaigns/${encodeURIComponent(campaign.name)}/vouchers?vouchers_count=5`, {
      metadata: { batch: 'spring' },
    });
    const { async_action_id: id } = await readAs(response, asyncActionScheduledSchema, 202);
    await drainAsyncActions(service.database.db);
    const done = await readAs(get(`/v1/async-actions/${id}`), asyncActionSchema, 200);
    expect(officialErrors('get', '/v1/async-actions/{asyncActionId}', 200, done)).toEqual([]);
    expect(done).toMatchObject({
      type: 'CAMPAIGN.VOUCHERS_GENERATE',
      status: 'DONE',
      result: { message: 'Generated 5 vouchers.', done_count: 5 },
    });

    const codes = await readAs(get(`/v1/vouchers?campaign_id=${campaign.id}&limit=100`), voucherListSchema, 200);
    expect(codes.vouchers).toHaveLength(6);
    expect(new Set(codes.vouchers.map((v) => v.code)).size).toBe(6);
    expect(codes.vouchers.filter((v) => v.metadata?.['batch'] === 'spring')).toHaveLength(5);
  });

  it('refuses, scheduling nothing, one code for several vouchers, a campaign without codes, or too many', async () => {
    const campaign = await newCampaign('Generated refusals');
    const refusal = async (path: string, body: unknown, status: number) =>
      readAs(post(path, body), errorBodySchema, status);
    expect(
      (await refusal(`/v1/campaigns/${campaign.id}/vouchers?vouchers_count=2`, { code: 'SAME' }, 400)).details,
    ).toContain('code');
    await refusal('/v1/campaigns/camp_nope/vouchers?vouchers_count=2', {}, 404);
    await refusal(`/v1/campaigns/${campaign.id}/vouchers?vouchers_count=10001`, {}, 400);
    const codes = await readAs(get(`/v1/vouchers?campaign_id=${campaign.id}&limit=100`), voucherListSchema, 200);
    expect(codes.vouchers).toHaveLength(0);
  });
});
