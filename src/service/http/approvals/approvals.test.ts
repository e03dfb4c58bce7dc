import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rolePermissions } from '../../../contract/access.ts';
import { approvalListSchema, approvalRequestSchema, approvalSettingsSchema } from '../../../contract/approval.ts';
import { auditListSchema } from '../../../contract/audit.ts';
import { campaignSchema } from '../../../contract/campaign.ts';
import { promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { customRoles } from '../../store/schema/access.ts';
import { memberships, users } from '../../store/schema/people.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { expectError, personHeaders, readAs, seededPromotion } from '../../testing/api.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(new Date('2026-06-01T12:00:00.000Z'));
const service = useTestService({ now: clock.now });
const project = testKeys.project_id;
const approvals = `/promodesk/projects/${project}/approval-requests`;
type Headers = Record<string, string>;
let maker: Headers;
let owner: Headers;

/** user@example.com holds a custom role "Maker" (USER's permissions) that the owner flags as needing approval. */
beforeAll(async () => {
  const { db } = service.database;
  await db.insert(customRoles).values({ id: 'role_maker', name: 'Maker', permissions: [...rolePermissions.USER] });
  const [user] = await db.select().from(users).where(eq(users.email, 'user@example.com'));
  await db
    .update(memberships)
    .set({ role: 'role_maker' })
    .where(and(eq(memberships.userId, user!.id), eq(memberships.projectId, project)));
  maker = await personHeaders(service, 'user@example.com');
  owner = await personHeaders(service, 'owner@example.com');
  const settings = { kinds: ['publish', 'discount', 'budget'], approver_roles: ['ADMIN'], approver_user_ids: [] };
  const saved = await readAs(
    service.request(
      `/promodesk/projects/${project}/approval-settings`,
      jsonRequest('PUT', { ...settings, roles_needing_approval: ['role_maker'] }, owner),
    ),
    approvalSettingsSchema,
    200,
  );
  expect(saved.custom_roles).toContainEqual({ id: 'role_maker', name: 'Maker', needs_approval: true });
});

const campaignOf = async (id: string) =>
  readAs(service.request(`/v1/campaigns/${id}`, { headers: appHeaders }), campaignSchema, 200);
const tierOf = async (id: string) =>
  readAs(service.request(`/v1/promotions/tiers/${id}`, { headers: appHeaders }), promotionTierSchema, 200);
const post = (path: string, headers: Headers, body?: unknown) =>
  service.request(path, body === undefined ? { method: 'POST', headers } : jsonRequest('POST', body, headers));

/** A promotion campaign switched off by the server keys, then asked to be switched on by the maker. */
async function heldCampaignEnable() {
  const { campaignId } = await seededPromotion(service);
  expect((await post(`/v1/campaigns/${campaignId}/disable`, appHeaders)).status).toBe(200);
  clock.advance(1);
  const held = await readAs(post(`/v1/campaigns/${campaignId}/enable`, maker), approvalRequestSchema, 202);
  return { campaignId, held };
}

describe('a change by a role that needs approval', () => {
  it('becomes a request with a diff in words and changes nothing until an admin approves it', async () => {
    const { campaignId, held } = await heldCampaignEnable();
    expect(held).toMatchObject({
      id: expect.stringMatching(/^apr_/),
      kind: 'publish',
      status: 'PENDING',
      resource_type: 'campaign',
      resource_id: campaignId,
      diff: [{ field: 'Status', before: 'off', after: 'on' }],
      requested_by: { name: 'Umar User' },
      you_can_decide: false,
    });
    expect((await campaignOf(campaignId)).active).toBe(false);

    const asOwner = await readAs(
      service.request(`${approvals}/${held.id}`, { headers: owner }),
      approvalRequestSchema,
      200,
    );
    expect(asOwner.you_can_decide).toBe(true);
    clock.advance(1);
    const approved = await readAs(post(`${approvals}/${held.id}/approve`, owner), approvalRequestSchema, 200);
    expect(approved).toMatchObject({ status: 'APPROVED', decided_by: { name: 'Olivia Owner' } });
    expect((await campaignOf(campaignId)).active).toBe(true);

    const audit = await readAs(
      service.request(`/promodesk/projects/${project}/audit?limit=5`, { headers: managementHeaders }),
      auditListSchema,
      200,
    );
    // The request, the decision and the change itself; the last two share one instant, so their order is not fixed.
    expect(
      audit.data
        .slice(0, 3)
        .map((e) => e.action)
        .sort(),
    ).toEqual(['approval.approved', 'approval.requested', 'campaign.enabled']);
  });

  it('cannot be approved by its requester nor by someone who is not an approver', async () => {
    const { campaignId, held } = await heldCampaignEnable();
    const own = await expectError(post(`${approvals}/${held.id}/approve`, maker), 403);
    expect(own.details).toMatch(/You asked for this change/);
    const viewer = await personHeaders(service, 'viewer@example.com');
    expect((await expectError(post(`${approvals}/${held.id}/approve`, viewer), 403)).details).toMatch(/approvers/);
    expect((await campaignOf(campaignId)).active).toBe(false);
  });

  it('applies once when two approvals arrive at once', async () => {
    const { campaignId, held } = await heldCampaignEnable();
    const enabledEntries = async () => {
      const audit = await readAs(
        service.request(`/promodesk/projects/${project}/audit?action=campaign.enabled&limit=100`, {
          headers: managementHeaders,
        }),
        auditListSchema,
        200,
      );
      return audit.data.filter((e) => e.resource_id === campaignId).length;
    };
    const before = await enabledEntries();
    const answers = await Promise.all([
      post(`${approvals}/${held.id}/approve`, owner),
      post(`${approvals}/${held.id}/approve`, managementHeaders),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await campaignOf(campaignId)).active).toBe(true);
    expect(await enabledEntries()).toBe(before + 1);
  });

  it('is refused when the object changed since the request, and nothing applies', async () => {
    const { tiers } = await seededPromotion(service);
    const tier = tiers[0]!;
    const before = tier.action.discount;
    const discount = { type: 'PERCENT' as const, percent_off: 42 };
    const held = await readAs(
      service.request(`/v1/promotions/tiers/${tier.id}`, jsonRequest('PUT', { action: { discount } }, maker)),
      approvalRequestSchema,
      202,
    );
    expect(held.kind).toBe('discount');
    expect(held.diff[0]).toMatchObject({ field: 'Discount', after: '42% off' });
    expect((await tierOf(tier.id)).action.discount).toEqual(before);

    clock.advance(1);
    const renamed = await service.request(
      `/v1/promotions/tiers/${tier.id}`,
      jsonRequest('PUT', { name: 'Renamed' }, appHeaders),
    );
    expect(renamed.status).toBe(200);
    const refused = await expectError(post(`${approvals}/${held.id}/approve`, owner), 409, 'approval_stale');
    expect(refused.details).toMatch(/changed after this request was made/);
    expect((await tierOf(tier.id)).action.discount).toEqual(before);
    const still = await readAs(
      service.request(`${approvals}/${held.id}`, { headers: owner }),
      approvalRequestSchema,
      200,
    );
    expect(still.status).toBe('PENDING');
  });

  it('can be rejected or sent back with a comment, and is listed by status with a cursor', async () => {
    const first = (await heldCampaignEnable()).held;
    const second = (await heldCampaignEnable()).held;
    const rejected = await readAs(
      post(`${approvals}/${first.id}/reject`, owner, { comment: 'Not this week' }),
      approvalRequestSchema,
      200,
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', comment: 'Not this week' });
    const back = await readAs(
      post(`${approvals}/${second.id}/request-changes`, owner, { comment: 'Start on Monday' }),
      approvalRequestSchema,
      200,
    );
    expect(back.status).toBe('CHANGES_REQUESTED');
    await expectError(post(`${approvals}/${first.id}/approve`, owner), 409, 'approval_decided');
    await expectError(post(`${approvals}/${second.id}/reject`, owner, { comment: '' }), 400);

    const page = await readAs(
      service.request(`${approvals}?status=REJECTED&limit=1`, { headers: owner }),
      approvalListSchema,
      200,
    );
    expect(page.data.map((r) => r.id)).toEqual([first.id]);
    const all = await readAs(service.request(`${approvals}?limit=1`, { headers: owner }), approvalListSchema, 200);
    expect(all.has_more).toBe(true);
    const next = await readAs(
      service.request(`${approvals}?limit=1&starting_after=${all.more_starting_after}`, { headers: owner }),
      approvalListSchema,
      200,
    );
    expect(next.data[0]!.id).not.toBe(all.data[0]!.id);
  });

  it('holds a rule assignment (budget), and API keys are never held', async () => {
    const { campaignId } = await seededPromotion(service);
    const rule = await readAs(
      service.request(
        '/v1/validation-rules',
        jsonRequest(
          'POST',
          {
            name: 'Budget 1000',
            rules: { '1': { name: 'order.amount', conditions: { $more_than: [100] } }, logic: '1' },
          },
          appHeaders,
        ),
      ),
      z.object({ id: z.string() }),
      200,
    );
    const target = { related_object_type: 'campaign', related_object_id: campaignId };
    const held = await readAs(
      post(`/v1/validation-rules/${rule.id}/assignments`, maker, target),
      approvalRequestSchema,
      202,
    );
    expect(held).toMatchObject({
      kind: 'budget',
      diff: [
        { field: 'Validation rule', after: 'Budget 1000' },
        { field: 'Its conditions', after: expect.stringContaining('order.amount') as string },
      ],
    });
    const direct = await post(`/v1/validation-rules/${rule.id}/assignments`, appHeaders, target);
    expect(direct.status).toBe(200);
    expect((await post(`/v1/campaigns/${campaignId}/enable`, appHeaders)).status).toBe(200);
  });

  it('holds an edit or an unassignment of a rule that guards a campaign, and an assignment whose rule changed since is stale', async () => {
    const { campaignId } = await seededPromotion(service);
    const newRule = async (name: string, more: number) =>
      readAs(
        post('/v1/validation-rules', appHeaders, {
          name,
          rules: { '1': { name: 'order.amount', conditions: { $more_than: [more] } }, logic: '1' },
        }),
        validationRuleSchema,
        200,
      );
    const ruleOf = async (id: string) =>
      readAs(service.request(`/v1/validation-rules/${id}`, { headers: appHeaders }), validationRuleSchema, 200);
    const guard = await newRule('Guard 50', 5000);
    const target = { related_object_type: 'campaign', related_object_id: campaignId };
    const assignment = await readAs(
      post(`/v1/validation-rules/${guard.id}/assignments`, appHeaders, target),
      z.object({ id: z.string() }),
      200,
    );

    const loosened = { rules: { '1': { name: 'order.amount', conditions: { $more_than: [1] } }, logic: '1' } };
    const editHeld = await readAs(
      service.request(`/v1/validation-rules/${guard.id}`, jsonRequest('PUT', loosened, maker)),
      approvalRequestSchema,
      202,
    );
    expect(editHeld).toMatchObject({ kind: 'budget', resource_type: 'validation_rule', resource_id: guard.id });
    expect(editHeld.diff).toContainEqual(expect.objectContaining({ field: 'Conditions' }));
    expect((await ruleOf(guard.id)).rules).toEqual(guard.rules);
    expect((await post(`${approvals}/${editHeld.id}/approve`, owner)).status).toBe(200);
    expect((await ruleOf(guard.id)).rules).toEqual(loosened.rules);

    const offPath = `/v1/validation-rules/${guard.id}/assignments/${assignment.id}`;
    const offHeld = await readAs(
      service.request(offPath, { method: 'DELETE', headers: maker }),
      approvalRequestSchema,
      202,
    );
    const assigned = () => service.request(`/v1/validation-rules/${guard.id}/assignments`, { headers: appHeaders });
    expect(JSON.stringify(await (await assigned()).json())).toContain(assignment.id);
    expect((await post(`${approvals}/${offHeld.id}/approve`, owner)).status).toBe(200);
    expect(JSON.stringify(await (await assigned()).json())).not.toContain(assignment.id);

    // The approver reads the rule's conditions; should they change before the decision, the request is stale.
    const later = await newRule('Later 10', 1000);
    const assignHeld = await readAs(
      post(`/v1/validation-rules/${later.id}/assignments`, maker, target),
      approvalRequestSchema,
      202,
    );
    expect(assignHeld.diff).toContainEqual(expect.objectContaining({ field: 'Its conditions' }));
    clock.advance(1);
    const changed = await service.request(`/v1/validation-rules/${later.id}`, jsonRequest('PUT', loosened, appHeaders));
    expect(changed.status).toBe(200);
    await expectError(post(`${approvals}/${assignHeld.id}/approve`, owner), 409, 'approval_stale');

    const doomed = await newRule('Doomed 20', 2000);
    expect((await post(`/v1/validation-rules/${doomed.id}/assignments`, appHeaders, target)).status).toBe(200);
    const deleteHeld = await readAs(
      service.request(`/v1/validation-rules/${doomed.id}`, { method: 'DELETE', headers: maker }),
      approvalRequestSchema,
      202,
    );
    expect((await ruleOf(doomed.id)).name).toBe('Doomed 20');
    expect((await post(`${approvals}/${deleteHeld.id}/approve`, owner)).status).toBe(200);
    await expectError(service.request(`/v1/validation-rules/${doomed.id}`, { headers: appHeaders }), 404);
  });

  it('is another project’s 404, and settings are for team managers', async () => {
    const { held } = await heldCampaignEnable();
    const projects = await readAs(
      service.request('/management/v1/projects', { headers: managementHeaders }),
      z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
      200,
    );
    const staging = projects.data.find((p) => p.name === 'Staging')!.id;
    const elsewhere = `/promodesk/projects/${staging}/approval-requests/${held.id}`;
    await expectError(service.request(elsewhere, { headers: managementHeaders }), 404);
    await expectError(post(`${elsewhere}/approve`, managementHeaders), 404);
    await expectError(service.request(`/promodesk/projects/${project}/approval-settings`, { headers: maker }), 403);
    const unknown = {
      kinds: ['publish'],
      approver_roles: ['NOBODY'],
      approver_user_ids: [],
      roles_needing_approval: [],
    };
    await expectError(
      service.request(`/promodesk/projects/${project}/approval-settings`, jsonRequest('PUT', unknown, owner)),
      400,
    );
  });

  it('leaves no way around the switch-on: a new, duplicated or restored campaign and a new tier come switched off, held', async () => {
    const pendingFor = async (resourceId: string) =>
      (
        await readAs(
          service.request(`${approvals}?status=PENDING&limit=100`, { headers: owner }),
          approvalListSchema,
          200,
        )
      ).data.filter((r) => r.resource_id === resourceId);
    const created = await readAs(
      post('/v1/campaigns', maker, {
        name: 'Maker flash sale',
        campaign_type: 'DISCOUNT_COUPONS',
        vouchers_count: 1,
        voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 95 } },
      }),
      campaignSchema,
      200,
    );
    expect(created.active).toBe(false);
    const [createdHeld] = await pendingFor(created.id);
    expect(createdHeld).toMatchObject({ kind: 'publish', diff: [{ field: 'Status', before: 'off', after: 'on' }] });

    const copy = await post(`/promodesk/projects/${project}/campaigns/${created.id}/duplicate`, maker, {
      name: 'Maker flash sale copy',
    });
    expect(copy.status).toBe(200);
    const copied = (await copy.json()) as { id: string; active: boolean };
    expect(copied.active).toBe(false);
    expect(await pendingFor(copied.id)).toHaveLength(1);

    const { campaignId } = await seededPromotion(service);
    const tier = await readAs(
      post(`/v1/promotions/${campaignId}/tiers`, maker, {
        name: 'Maker 95%',
        action: { discount: { type: 'PERCENT', percent_off: 95 } },
      }),
      promotionTierSchema,
      200,
    );
    expect(tier.active).toBe(false);
    expect(await pendingFor(tier.id)).toHaveLength(1);

    // An active campaign deleted by the keys and restored by the maker comes back off, its switch-on held.
    const live = await readAs(
      post('/v1/campaigns', appHeaders, {
        name: 'Live then binned',
        campaign_type: 'DISCOUNT_COUPONS',
        voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 50 } },
      }),
      campaignSchema,
      200,
    );
    expect(live.active).toBe(true);
    expect((await service.request(`/v1/campaigns/${live.id}`, { method: 'DELETE', headers: appHeaders })).status).toBe(
      204,
    );
    const bin = (await (await service.request(`/v1/trash-bin?limit=100`, { headers: appHeaders })).json()) as {
      data: { id: string; resource_id: string }[];
    };
    const entry = bin.data.find((e) => e.resource_id === live.id)!;
    expect((await post(`/promodesk/projects/${project}/trash-bin/${entry.id}/restore`, maker)).status).toBe(200);
    expect((await campaignOf(live.id)).active).toBe(false);
    const [restoreHeld] = await pendingFor(live.id);
    expect((await post(`${approvals}/${restoreHeld!.id}/approve`, owner)).status).toBe(200);
    expect((await campaignOf(live.id)).active).toBe(true);
  });

  it("holds a maker's code: a new one comes switched off, and switching one on waits for approval", async () => {
    const voucherOf = async (code: string) =>
      readAs(service.request(`/v1/vouchers/${code}`, { headers: appHeaders }), voucherSchema, 200);
    const made = await readAs(
      post('/v1/vouchers/MAKER-90', maker, {
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'PERCENT', percent_off: 90 },
      }),
      voucherSchema,
      200,
    );
    expect(made.active).toBe(false);
    const pending = await readAs(
      service.request(`${approvals}?status=PENDING&limit=100`, { headers: owner }),
      approvalListSchema,
      200,
    );
    const held = pending.data.find((r) => r.resource_id === made.id)!;
    expect(held).toMatchObject({ kind: 'publish', summary: 'Switch the code MAKER-90 on (90% off)' });

    const enable = await readAs(post('/v1/vouchers/MAKER-90/enable', maker), approvalRequestSchema, 202);
    expect((await voucherOf('MAKER-90')).active).toBe(false);
    expect((await post(`${approvals}/${enable.id}/approve`, owner)).status).toBe(200);
    expect((await voucherOf('MAKER-90')).active).toBe(true);
    // The request made with the code is answered too: the code is on, as approved.
    expect((await post(`${approvals}/${held.id}/approve`, owner)).status).toBe(200);
    expect((await voucherOf('MAKER-90')).active).toBe(true);
  });

  it("is each project's setting: another project's admin switching it off there changes nothing here", async () => {
    const projects = await readAs(
      service.request('/management/v1/projects', { headers: managementHeaders }),
      z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
      200,
    );
    const staging = projects.data.find((p) => p.name === 'Staging')!.id;
    const none = { kinds: ['publish'], approver_roles: ['ADMIN'], approver_user_ids: [], roles_needing_approval: [] };
    const there = await readAs(
      service.request(`/promodesk/projects/${staging}/approval-settings`, jsonRequest('PUT', none, owner)),
      approvalSettingsSchema,
      200,
    );
    expect(there.custom_roles).toContainEqual({ id: 'role_maker', name: 'Maker', needs_approval: false });
    const here = await readAs(
      service.request(`/promodesk/projects/${project}/approval-settings`, { headers: owner }),
      approvalSettingsSchema,
      200,
    );
    expect(here.custom_roles).toContainEqual({ id: 'role_maker', name: 'Maker', needs_approval: true });
    const { campaignId, held } = await heldCampaignEnable();
    expect(held.status).toBe('PENDING');
    expect((await campaignOf(campaignId)).active).toBe(false);
  });
});
