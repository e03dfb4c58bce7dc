import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '../../../contract/common.ts';
import { earningRuleListSchema } from '../../../contract/earning-rule.ts';
import { loyaltyMemberListSchema } from '../../../contract/voucher.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, createProject, keysOf } = useQaProjects();

/** Earning rules, point buckets, pending points and referral holders, asked for with another project's keys. */
describe("another project's loyalty", () => {
  it('is 404 on every earning-rule, points and referral-holder route, and changes nothing', async () => {
    const campaigns = await readAs(
      service.request('/v1/campaigns?campaign_type=LOYALTY_PROGRAM', { headers: appHeaders }),
      z.object({ campaigns: z.array(z.object({ id: z.string() })) }),
      200,
    );
    const campaignId = campaigns.campaigns[0]!.id;
    const rulesPath = `/v1/loyalties/${campaignId}/earning-rules`;
    const rules = await readAs(service.request(rulesPath, { headers: appHeaders }), earningRuleListSchema, 200);
    const rule = rules.data[0]!;
    const other = keysOf(await createProject({ seed: 'other' }));
    const notFound = async (response: Promise<Response>) =>
      expect((await readAs(response, errorBodySchema, 404)).code).toBe(404);

    await notFound(service.request(rulesPath, { headers: other }));
    await notFound(
      service.request(rulesPath, jsonRequest('POST', [{ event: 'x', loyalty: { type: 'FIXED', points: 1 } }], other)),
    );
    await notFound(service.request(`${rulesPath}/${rule.id}`, { headers: other }));
    await notFound(service.request(`${rulesPath}/${rule.id}`, jsonRequest('PUT', { loyalty: { points: 999 } }, other)));
    await notFound(service.request(`${rulesPath}/${rule.id}/disable`, jsonRequest('POST', {}, other)));
    await notFound(service.request(`${rulesPath}/${rule.id}`, { method: 'DELETE', headers: other }));

    // A card of this project with a random code (every project is seeded with LOYAL-DEMO1 too).
    const members = await readAs(
      service.request(`/v1/loyalties/${campaignId}/members`, { headers: appHeaders }),
      loyaltyMemberListSchema,
      200,
    );
    const code = members.vouchers.find((m) => m.code !== 'LOYAL-DEMO1')!.code;
    await notFound(
      service.request(`/v1/loyalties/${campaignId}/members/${code}/points-expiration`, { headers: other }),
    );
    await notFound(service.request(`/v1/loyalties/${campaignId}/pending-points`, { headers: other }));
    await notFound(service.request(`/v1/loyalties/members/${code}/pending-points`, { headers: other }));
    await notFound(service.request(`/v1/referrals/members/${code}/holders`, { headers: other }));

    const after = await readAs(service.request(rulesPath, { headers: appHeaders }), earningRuleListSchema, 200);
    expect(after.data.find((r) => r.id === rule.id)).toEqual(rule);
  });
});
