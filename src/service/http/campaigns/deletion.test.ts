import { describe, expect, it } from 'vitest';
import { asyncActionScheduledSchema, asyncActionSchema } from '../../../contract/async-action.ts';
import { campaignListSchema, campaignSchema } from '../../../contract/campaign.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { expectError, readAs, setUpCampaignThroughApi, allTemplates } from '../../testing/api.ts';
import { campaignHistory } from '../../testing/campaign-history.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { WEEKDAY_NOON, cart, redeemThroughApi, redeemable, redemptionOutcome } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const { codesOf, eventsOf, auditedActions } = campaignHistory(service);

const newCampaign = async (name: string) => {
  const template = (await allTemplates(service)).find((t) => t.name === 'Spring 10% off')!;
  return (await setUpCampaignThroughApi(service, template.id, { name, vouchers_count: 2 })).campaign;
};
const update = (id: string, body: unknown) =>
  service.request(`/v1/campaigns/${id}`, jsonRequest('PUT', body, appHeaders));
const remove = (id: string, query = '') =>
  service.request(`/v1/campaigns/${id}${query}`, { method: 'DELETE', headers: appHeaders });
const getCampaign = (id: string) =>
  readAs(service.request(`/v1/campaigns/${id}`, { headers: appHeaders }), campaignSchema, 200);

describe('DELETE /v1/campaigns/{campaignId}', () => {
  it('moves the campaign to the bin: listed nowhere, codes refused, name free, history kept', async () => {
    const campaign = await newCampaign('Short lived');
    const [code] = await codesOf(campaign.id);
    await redeemThroughApi(service, { redeemables: [redeemable(code!)], order: cart });

    const removed = await readAs(remove(campaign.id), asyncActionScheduledSchema, 202);
    expect(officialErrors('delete', '/v1/campaigns/{campaignId}', 202, removed)).toEqual([]);
    // As the hosted service: an action says what went, done by the time of the answer.
    const action = await readAs(
      service.request(`/v1/async-actions/${removed.async_action_id}`, { headers: appHeaders }),
      asyncActionSchema,
      200,
    );
    expect(action).toMatchObject({
      type: 'CAMPAIGN.VOUCHERS_DELETE',
      status: 'DONE',
      operation_status: 'SUCCESS',
      progress: 100,
      result: { message: 'Deleted 2 vouchers.', done_count: 2 },
    });

    expect(await getCampaign(campaign.id)).toMatchObject({
      deleted: true,
      deleted_at: WEEKDAY_NOON.toISOString(),
      status: 'DELETED',
      active: false,
    });
    const list = await readAs(
      service.request('/v1/campaigns?limit=100&name=Short%20lived', { headers: appHeaders }),
      campaignListSchema,
      200,
    );
    expect(list.campaigns).toEqual([]);
    const refused = await redemptionOutcome(service, { redeemables: [redeemable(code!)], order: cart });
    expect(refused.status).toBe(400);
    await expectError(remove(campaign.id), 404, 'not_found');
    await expectError(update(campaign.id, { name: 'Back' }), 404, 'not_found');
    await expectError(
      service.request(`/v1/campaigns/${campaign.id}/enable`, { method: 'POST', headers: appHeaders }),
      404,
      'not_found',
    );
    const again = await newCampaign('Short lived');
    expect(again.id).not.toBe(campaign.id);
    expect(await eventsOf('campaign.deleted', campaign.id)).toHaveLength(1);
    expect(await auditedActions(campaign.id)).toContain('campaign.deleted');
  });

  it('takes the campaign by its name wherever its path names it, as the official paths allow', async () => {
    const campaign = await newCampaign('Named path');
    const path = encodeURIComponent('Named path');
    expect((await getCampaign(path)).id).toBe(campaign.id);
    expect((await readAs(update(path, { description: 'by name' }), campaignSchema, 200)).id).toBe(campaign.id);
    const disabled = await service.request(`/v1/campaigns/${path}/disable`, { method: 'POST', headers: appHeaders });
    expect(disabled.status).toBe(200);
    expect(await getCampaign(campaign.id)).toMatchObject({ description: 'by name', active: false });

    expect((await remove(path, '?force=1')).status).toBe(202);
    expect(await getCampaign(campaign.id)).toMatchObject({ deleted: true });
    await expectError(remove(path), 404, 'not_found');
  });
});
