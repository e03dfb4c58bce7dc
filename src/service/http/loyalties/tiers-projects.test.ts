import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { loyaltyTierSchema } from '../../../contract/loyalty-tier.ts';
import { loyaltyMemberListSchema } from '../../../contract/voucher.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, createProject, keysOf } = useQaProjects();

describe('loyalty tiers of another project', () => {
  it("are 404 with another project's keys: its program, tier and member are not found", async () => {
    const campaigns = await readAs(
      service.request('/v1/campaigns?campaign_type=LOYALTY_PROGRAM', { headers: appHeaders }),
      z.object({ campaigns: z.array(z.object({ id: z.string() })) }),
      200,
    );
    const campaignId = campaigns.campaigns[0]!.id;
    const [tier] = await readAs(
      service.request(
        `/v1/loyalties/${campaignId}/tiers`,
        jsonRequest('POST', [{ name: 'Own', points: { from: 0 } }], appHeaders),
      ),
      z.array(loyaltyTierSchema),
      200,
    );
    const other = keysOf(await createProject({ seed: 'other' }));
    const notFound = async (response: Promise<Response>, type: string) =>
      expect(await readAs(response, errorBodySchema, 404)).toMatchObject({ resource_type: type });
    await notFound(service.request(`/v1/loyalties/${campaignId}/tiers`, { headers: other }), 'campaign');
    await notFound(service.request(`/v1/loyalties/${campaignId}/tiers/${tier!.id}`, { headers: other }), 'campaign');
    for (const what of ['earning-rules', 'rewards'])
      await notFound(
        service.request(`/v1/loyalties/${campaignId}/tiers/${tier!.id}/${what}`, { headers: other }),
        'campaign',
      );
    await notFound(
      service.request(
        `/v1/loyalties/${campaignId}/tiers`,
        jsonRequest('POST', [{ name: 'X', points: { from: 0 } }], other),
      ),
      'campaign',
    );
    // Every project is seeded with LOYAL-DEMO1: a card with a random code is this project's own.
    const members = await readAs(
      service.request(`/v1/loyalties/${campaignId}/members`, { headers: appHeaders }),
      loyaltyMemberListSchema,
      200,
    );
    const code = members.vouchers.find((m) => m.code !== 'LOYAL-DEMO1')!.code;
    await notFound(service.request(`/v1/loyalties/members/${code}/tiers`, { headers: other }), 'voucher');
  });
});
