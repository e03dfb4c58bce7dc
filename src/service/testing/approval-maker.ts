import { and, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { rolePermissions } from '../../contract/access.ts';
import { approvalRequestSchema, approvalSettingsSchema } from '../../contract/approval.ts';
import { campaignSchema } from '../../contract/campaign.ts';
import { promotionTierSchema } from '../../contract/promotion-tier.ts';
import { customRoles } from '../store/schema/access.ts';
import { memberships, users } from '../store/schema/people.ts';
import { personHeaders, readAs, seededPromotion } from './api.ts';
import { appHeaders, jsonRequest, testKeys } from './harness.ts';
import { testClock, useTestService } from './service.ts';

type Headers = Record<string, string>;

/**
 * The approval suites' service: user@example.com holds a custom role "Maker" (USER's permissions) that the owner
 * names as needing approval in the demo project; `maker` and `owner` are their signed-in headers (filled in
 * `beforeAll`), with the calls the suites share.
 */
export function useMakerAndApprover() {
  const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
  const service = useTestService({ now: clock.now });
  const project = testKeys.project_id;
  const people = { maker: {} as Headers, owner: {} as Headers };

  beforeAll(async () => {
    const { db } = service.database;
    await db.insert(customRoles).values({ id: 'role_maker', name: 'Maker', permissions: [...rolePermissions.USER] });
    const [user] = await db.select().from(users).where(eq(users.email, 'user@example.com'));
    await db
      .update(memberships)
      .set({ role: 'role_maker' })
      .where(and(eq(memberships.userId, user!.id), eq(memberships.projectId, project)));
    people.maker = await personHeaders(service, 'user@example.com');
    people.owner = await personHeaders(service, 'owner@example.com');
    const settings = { kinds: ['publish', 'discount', 'budget'], approver_roles: ['ADMIN'], approver_user_ids: [] };
    const saved = await readAs(
      service.request(
        `/promodesk/projects/${project}/approval-settings`,
        jsonRequest('PUT', { ...settings, roles_needing_approval: ['role_maker'] }, people.owner),
      ),
      approvalSettingsSchema,
      200,
    );
    expect(saved.custom_roles).toContainEqual({ id: 'role_maker', name: 'Maker', needs_approval: true });
  });

  const post = (path: string, headers: Headers, body?: unknown) =>
    service.request(path, body === undefined ? { method: 'POST', headers } : jsonRequest('POST', body, headers));
  const campaignOf = async (id: string) =>
    readAs(service.request(`/v1/campaigns/${id}`, { headers: appHeaders }), campaignSchema, 200);
  const tierOf = async (id: string) =>
    readAs(service.request(`/v1/promotions/tiers/${id}`, { headers: appHeaders }), promotionTierSchema, 200);

  /** A promotion campaign switched off by the server keys, then asked to be switched on by the maker. */
  async function heldCampaignEnable() {
    const { campaignId } = await seededPromotion(service);
    expect((await post(`/v1/campaigns/${campaignId}/disable`, appHeaders)).status).toBe(200);
    clock.advance(1);
    const held = await readAs(post(`/v1/campaigns/${campaignId}/enable`, people.maker), approvalRequestSchema, 202);
    return { campaignId, held };
  }

  return {
    clock,
    service,
    project,
    people,
    approvals: `/promodesk/projects/${project}/approval-requests`,
    post,
    campaignOf,
    tierOf,
    heldCampaignEnable,
  };
}
