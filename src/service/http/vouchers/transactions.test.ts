import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { loyaltyTransactionListSchema } from '../../../contract/loyalty-transaction.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const get = (path: string) => service.request(path, { headers: appHeaders });
const loyaltyCampaignId = async () =>
  (await readAs(get('/v1/campaigns?campaign_type=LOYALTY_PROGRAM'), campaignListSchema, 200)).campaigns[0]!.id;

describe('GET /v1/loyalties/{campaignId}/members/{memberId}/transactions', () => {
  it("pages a card's transactions newest first, the first one's balance being the card's", async () => {
    const campaignId = await loyaltyCampaignId();
    const path = `/v1/loyalties/${campaignId}/members/LOYAL-DEMO1/transactions`;
    const first = await readAs(get(`${path}?limit=100`), loyaltyTransactionListSchema, 200);
    expect(first).toMatchObject({ object: 'list', data_ref: 'data', has_more: true });
    expect(first.data).toHaveLength(100);
    const dates = first.data.map((t) => t.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const card = await readAs(get('/v1/vouchers/LOYAL-DEMO1'), voucherSchema, 200);
    expect(first.data[0]!.balance).toBe(card.loyalty_card!.balance);

    const last = await readAs(get(`${path}?limit=100&page=3`), loyaltyTransactionListSchema, 200);
    expect(last).toMatchObject({ has_more: false });
    expect(last.data).toHaveLength(100);
    const ids = new Set([...first.data, ...last.data].map((t) => t.id));
    expect(ids.size).toBe(200);
  });

  it('answers 404 for a card of another campaign or no card, and 400 for a bad page', async () => {
    const campaignId = await loyaltyCampaignId();
    expect(
      await readAs(get(`/v1/loyalties/${campaignId}/members/GIFT-0001-0001/transactions`), errorBodySchema, 404),
    ).toMatchObject({ resource_type: 'voucher' });
    await readAs(get(`/v1/loyalties/camp_nope/members/LOYAL-DEMO1/transactions`), errorBodySchema, 404);
    await readAs(get(`/v1/loyalties/${campaignId}/members/LOYAL-DEMO1/transactions?limit=0`), errorBodySchema, 400);
  });
});
