import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { approvalListSchema, approvalRequestSchema, approvalSettingsSchema } from '../../../contract/approval.ts';
import { auditListSchema } from '../../../contract/audit.ts';
import { appHeaders, jsonRequest, managementHeaders } from '../../testing/harness.ts';
import { expectError, personHeaders, readAs, seededPromotion } from '../../testing/api.ts';
import { useMakerAndApprover } from '../../testing/approval-maker.ts';

const { clock, service, project, people, approvals, post, campaignOf, tierOf, heldCampaignEnable } =
  useMakerAndApprover();

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
      service.request(`${approvals}/${held.id}`, { headers: people.owner }),
      approvalRequestSchema,
      200,
    );
    expect(asOwner.you_can_decide).toBe(true);
    clock.advance(1);
    const approved = await readAs(post(`${approvals}/${held.id}/approve`, people.owner), approvalRequestSchema, 200);
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
    const own = await expectError(post(`${approvals}/${held.id}/approve`, people.maker), 403);
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
      post(`${approvals}/${held.id}/approve`, people.owner),
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
      service.request(`/v1/promotions/tiers/${tier.id}`, jsonRequest('PUT', { action: { discount } }, people.maker)),
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
    const refused = await expectError(post(`${approvals}/${held.id}/approve`, people.owner), 409, 'approval_stale');
    expect(refused.details).toMatch(/changed after this request was made/);
    expect((await tierOf(tier.id)).action.discount).toEqual(before);
    const still = await readAs(
      service.request(`${approvals}/${held.id}`, { headers: people.owner }),
      approvalRequestSchema,
      200,
    );
    expect(still.status).toBe('PENDING');
  });

  it('can be rejected or sent back with a comment, and is listed by status with a cursor', async () => {
    const first = (await heldCampaignEnable()).held;
    const second = (await heldCampaignEnable()).held;
    const rejected = await readAs(
      post(`${approvals}/${first.id}/reject`, people.owner, { comment: 'Not this week' }),
      approvalRequestSchema,
      200,
    );
    expect(rejected).toMatchObject({ status: 'REJECTED', comment: 'Not this week' });
    const back = await readAs(
      post(`${approvals}/${second.id}/request-changes`, people.owner, { comment: 'Start on Monday' }),
      approvalRequestSchema,
      200,
    );
    expect(back.status).toBe('CHANGES_REQUESTED');
    await expectError(post(`${approvals}/${first.id}/approve`, people.owner), 409, 'approval_decided');
    await expectError(post(`${approvals}/${second.id}/reject`, people.owner, { comment: '' }), 400);

    const page = await readAs(
      service.request(`${approvals}?status=REJECTED&limit=1`, { headers: people.owner }),
      approvalListSchema,
      200,
    );
    expect(page.data.map((r) => r.id)).toEqual([first.id]);
    const all = await readAs(
      service.request(`${approvals}?limit=1`, { headers: people.owner }),
      approvalListSchema,
      200,
    );
    expect(all.has_more).toBe(true);
    const next = await readAs(
      service.request(`${approvals}?limit=1&starting_after=${all.more_starting_after}`, { headers: people.owner }),
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
      post(`/v1/validation-rules/${rule.id}/assignments`, people.maker, target),
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
    await expectError(
      service.request(`/promodesk/projects/${project}/approval-settings`, { headers: people.maker }),
      403,
    );
    const unknown = {
      kinds: ['publish'],
      approver_roles: ['NOBODY'],
      approver_user_ids: [],
      roles_needing_approval: [],
    };
    await expectError(
      service.request(`/promodesk/projects/${project}/approval-settings`, jsonRequest('PUT', unknown, people.owner)),
      400,
    );
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
      service.request(`/promodesk/projects/${staging}/approval-settings`, jsonRequest('PUT', none, people.owner)),
      approvalSettingsSchema,
      200,
    );
    expect(there.custom_roles).toContainEqual({ id: 'role_maker', name: 'Maker', needs_approval: false });
    const here = await readAs(
      service.request(`/promodesk/projects/${project}/approval-settings`, { headers: people.owner }),
      approvalSettingsSchema,
      200,
    );
    expect(here.custom_roles).toContainEqual({ id: 'role_maker', name: 'Maker', needs_approval: true });
    const { campaignId, held } = await heldCampaignEnable();
    expect(held.status).toBe('PENDING');
    expect((await campaignOf(campaignId)).active).toBe(false);
  });
});
