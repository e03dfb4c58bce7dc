import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { drainExports } from '../jobs/export-worker.ts';
import { campaignListSchema } from '../../contract/campaign.ts';
import { exportSchema } from '../../contract/export.ts';
import { readAs } from '../testing/api.ts';
import { appHeaders, testKeys } from '../testing/harness.ts';
import { useTestService } from '../testing/service.ts';
import { officialErrors } from '../official/official-schema.ts';

/** `events.create` and `loyalties.exportCardTransactions` (both paths) of the official SDK 2.9.0, unchanged, live. */
const live = useTestService({ live: true });
const sdk = () =>
  VoucherifyServerSide({ applicationId: testKeys.app_id, secretKey: testKeys.app_token, apiUrl: live.url });

describe('@voucherify/sdk 2.9.0: events and loyalty exports', () => {
  it('events.create sends {...params, event} and earns points on the card', async () => {
    const event = await sdk().events.create('purchase_review', {
      customer: { source_id: 'sdk-events' },
      loyalty: { code: 'LOYAL-DEMO1' },
      metadata: { stars: 5 },
    } as never);
    expect(event).toMatchObject({
      object: 'event',
      type: 'purchase_review',
      customer: { source_id: 'sdk-events', object: 'customer' },
      metadata: { stars: 5 },
    });
    expect((event as unknown as { loyalty: { points_added: number } }).loyalty.points_added).toBe(50);
    expect(officialErrors('post', '/v1/events', 200, event)).toEqual([]);
  });

  it('loyalties.exportCardTransactions schedules on both paths, and the export finishes with a CSV', async () => {
    const plain = await sdk().loyalties.exportCardTransactions('LOYAL-DEMO1', null as never, {} as never);
    expect(plain).toMatchObject({
      object: 'export',
      status: 'SCHEDULED',
      exported_object: 'voucher_transactions',
      parameters: { filters: { voucher_id: { conditions: { $in: ['LOYAL-DEMO1'] } } } },
    });
    expect(officialErrors('post', '/v1/loyalties/members/{memberId}/transactions/export', 200, plain)).toEqual([]);

    const campaigns = await readAs(
      fetch(`${live.url}/v1/campaigns?campaign_type=LOYALTY_PROGRAM`, { headers: appHeaders }),
      campaignListSchema,
      200,
    );
    const withCampaign = await sdk().loyalties.exportCardTransactions('LOYAL-DEMO1', campaigns.campaigns[0]!.id, {
      parameters: { order: '-created_at', fields: ['id', 'amount', 'balance'] },
    } as never);
    expect(withCampaign).toMatchObject({
      status: 'SCHEDULED',
      parameters: { order: '-created_at', fields: ['id', 'amount', 'balance'] },
    });

    await drainExports(live.database.db);
    const done = await readAs(
      fetch(`${live.url}/v1/exports/${(withCampaign as { id: string }).id}`, { headers: appHeaders }),
      exportSchema,
      200,
    );
    expect(done.status).toBe('DONE');
    const csv = await (await fetch(done.result!.url)).text();
    expect(csv.split('\r\n')[0]).toBe('id,amount,balance');
  });
});
