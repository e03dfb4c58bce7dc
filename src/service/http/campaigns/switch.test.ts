import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../contract/campaign.ts';
import { qualificationResponseSchema } from '../../../contract/qualification.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import {
  WEEKDAY_NOON,
  addVoucher,
  cart,
  redeemable,
  redemptionOutcome,
  voucherRow,
} from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });

const switchCampaign = (id: string, action: 'enable' | 'disable', headers: Record<string, string> = appHeaders) =>
  service.request(`/v1/campaigns/${id}/${action}`, { method: 'POST', headers });
const getCampaign = (id: string) =>
  readAs(service.request(`/v1/campaigns/${id}`, { headers: appHeaders }), campaignSchema, 200);
const qualifyingIds = async () =>
  (
    await readAs(
      service.request(
        '/v1/campaigns/qualification?limit=50',
        jsonRequest('POST', { customer: { source_id: 'switch-shopper' }, order: cart }, appHeaders),
      ),
      qualificationResponseSchema,
      200,
    )
  ).data.map((campaign) => campaign.id);

describe('POST /v1/campaigns/{id}/disable and /enable', () => {
  it('switch a campaign off and on: its vouchers stop and start redeeming, qualification follows, all recorded', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    const campaignId = (await voucherRow(db, code)).campaignId!;
    const redeem = () => redemptionOutcome(service, { redeemables: [redeemable(code)], order: cart });
    expect(await qualifyingIds()).toContain(campaignId);

    const disabled = await switchCampaign(campaignId, 'disable');
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toEqual({});
    expect(await getCampaign(campaignId)).toMatchObject({ active: false, updated_at: WEEKDAY_NOON.toISOString() });
    const refused = await redeem();
    expect(refused).toMatchObject({ status: 400, error: { key: 'voucher_disabled' } });
    expect(await qualifyingIds()).not.toContain(campaignId);
    expect((await voucherRow(db, code)).redeemedQuantity).toBe(0);

    expect((await switchCampaign(campaignId, 'enable')).status).toBe(200);
    expect((await getCampaign(campaignId)).active).toBe(true);
    expect((await redeem()).status).toBe(200);
    expect(await qualifyingIds()).toContain(campaignId);

    const events = await db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'campaign.disabled'))
      .orderBy(desc(webhookEvents.createdAt));
    expect(events.map((e) => (e.payload.campaign as { id: string; active: boolean }) ?? {})).toContainEqual(
      expect.objectContaining({ id: campaignId, active: false }),
    );
    const audited = await db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceType, 'campaign'), eq(auditEntries.resourceId, campaignId)));
    expect(audited.map((a) => a.action).sort()).toEqual(['campaign.disabled', 'campaign.enabled']);
  });

  it('answer 404 for a campaign the project does not have, and 401 without keys', async () => {
    const body = await expectError(switchCampaign('camp_nope', 'disable'), 404, 'not_found');
    expect(body).toMatchObject({ resource_type: 'campaign', resource_id: 'camp_nope' });
    await expectError(switchCampaign('camp_nope', 'enable', {}), 401, 'unauthorized');
  });
});
