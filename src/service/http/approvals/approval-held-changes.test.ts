import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { approvalListSchema, approvalRequestSchema } from '../../../contract/approval.ts';
import { campaignSchema } from '../../../contract/campaign.ts';
import { promotionTierSchema } from '../../../contract/promotion-tier.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { tierSetupSchema } from '../../../contract/tier-setup.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { allTemplates, expectError, readAs, seededPromotion } from '../../testing/api.ts';
import { useMakerAndApprover } from '../../testing/approval-maker.ts';

/*
 * The changes a maker could once make live by a way other than the switch: new, duplicated and restored campaigns,
 * new tiers (one set up from a template too) and codes come switched off with their switch-on held; rule edits,
 * deletions and unassignments of rules that guard something are held.
 */
const { clock, service, project, people, approvals, post, campaignOf } = useMakerAndApprover();

describe('a role that needs approval, on every way a discount goes live', () => {
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
      service.request(`/v1/validation-rules/${guard.id}`, jsonRequest('PUT', loosened, people.maker)),
      approvalRequestSchema,
      202,
    );
    expect(editHeld).toMatchObject({ kind: 'budget', resource_type: 'validation_rule', resource_id: guard.id });
    expect(editHeld.diff).toContainEqual(expect.objectContaining({ field: 'Conditions' }));
    expect((await ruleOf(guard.id)).rules).toEqual(guard.rules);
    expect((await post(`${approvals}/${editHeld.id}/approve`, people.owner)).status).toBe(200);
    expect((await ruleOf(guard.id)).rules).toEqual(loosened.rules);

    const offPath = `/v1/validation-rules/${guard.id}/assignments/${assignment.id}`;
    const offHeld = await readAs(
      service.request(offPath, { method: 'DELETE', headers: people.maker }),
      approvalRequestSchema,
      202,
    );
    const assigned = () => service.request(`/v1/validation-rules/${guard.id}/assignments`, { headers: appHeaders });
    expect(JSON.stringify(await (await assigned()).json())).toContain(assignment.id);
    expect((await post(`${approvals}/${offHeld.id}/approve`, people.owner)).status).toBe(200);
    expect(JSON.stringify(await (await assigned()).json())).not.toContain(assignment.id);

    // The approver reads the rule's conditions; should they change before the decision, the request is stale.
    const later = await newRule('Later 10', 1000);
    const assignHeld = await readAs(
      post(`/v1/validation-rules/${later.id}/assignments`, people.maker, target),
      approvalRequestSchema,
      202,
    );
    expect(assignHeld.diff).toContainEqual(expect.objectContaining({ field: 'Its conditions' }));
    clock.advance(1);
    const changed = await service.request(`/v1/validation-rules/${later.id}`, jsonRequest('PUT', loosened, appHeaders));
    expect(changed.status).toBe(200);
    await expectError(post(`${approvals}/${assignHeld.id}/approve`, people.owner), 409, 'approval_stale');

    const doomed = await newRule('Doomed 20', 2000);
    expect((await post(`/v1/validation-rules/${doomed.id}/assignments`, appHeaders, target)).status).toBe(200);
    const deleteHeld = await readAs(
      service.request(`/v1/validation-rules/${doomed.id}`, { method: 'DELETE', headers: people.maker }),
      approvalRequestSchema,
      202,
    );
    expect((await ruleOf(doomed.id)).name).toBe('Doomed 20');
    expect((await post(`${approvals}/${deleteHeld.id}/approve`, people.owner)).status).toBe(200);
    await expectError(service.request(`/v1/validation-rules/${doomed.id}`, { headers: appHeaders }), 404);
  });

  it('leaves no way around the switch-on: a new, duplicated or restored campaign and a new tier come switched off, held', async () => {
    const pendingFor = async (resourceId: string) =>
      (
        await readAs(
          service.request(`${approvals}?status=PENDING&limit=100`, { headers: people.owner }),
          approvalListSchema,
          200,
        )
      ).data.filter((r) => r.resource_id === resourceId);
    const created = await readAs(
      post('/v1/campaigns', people.maker, {
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

    const copy = await post(`/promodesk/projects/${project}/campaigns/${created.id}/duplicate`, people.maker, {
      name: 'Maker flash sale copy',
    });
    expect(copy.status).toBe(200);
    const copied = (await copy.json()) as { id: string; active: boolean };
    expect(copied.active).toBe(false);
    expect(await pendingFor(copied.id)).toHaveLength(1);

    const { campaignId } = await seededPromotion(service);
    const tier = await readAs(
      post(`/v1/promotions/${campaignId}/tiers`, people.maker, {
        name: 'Maker 95%',
        action: { discount: { type: 'PERCENT', percent_off: 95 } },
      }),
      promotionTierSchema,
      200,
    );
    expect(tier.active).toBe(false);
    expect(await pendingFor(tier.id)).toHaveLength(1);
    const template = (await allTemplates(service)).find((t) => t.campaign_type === 'DISCOUNT_COUPONS')!;
    const fromTemplate = await readAs(
      post(`/v1/templates/campaigns/${template.id}/tier-setup`, people.maker, {
        name: 'Maker template tier',
        campaign_id: campaignId,
      }),
      tierSetupSchema,
      200,
    );
    expect(fromTemplate.promotion_tier.active).toBe(false);
    expect(await pendingFor(fromTemplate.promotion_tier.id)).toHaveLength(1);

    // An active campaign deleted by the keys and restored by the people.maker comes back off, its switch-on held.
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
      202,
    );
    const bin = (await (await service.request(`/v1/trash-bin?limit=100`, { headers: appHeaders })).json()) as {
      data: { id: string; resource_id: string }[];
    };
    const entry = bin.data.find((e) => e.resource_id === live.id)!;
    expect((await post(`/promodesk/projects/${project}/trash-bin/${entry.id}/restore`, people.maker)).status).toBe(200);
    expect((await campaignOf(live.id)).active).toBe(false);
    const [restoreHeld] = await pendingFor(live.id);
    expect((await post(`${approvals}/${restoreHeld!.id}/approve`, people.owner)).status).toBe(200);
    expect((await campaignOf(live.id)).active).toBe(true);
  });

  it("holds a people.maker's code: a new one comes switched off, and switching one on waits for approval", async () => {
    const voucherOf = async (code: string) =>
      readAs(service.request(`/v1/vouchers/${code}`, { headers: appHeaders }), voucherSchema, 200);
    const made = await readAs(
      post('/v1/vouchers/MAKER-90', people.maker, {
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'PERCENT', percent_off: 90 },
      }),
      voucherSchema,
      200,
    );
    expect(made.active).toBe(false);
    const pending = await readAs(
      service.request(`${approvals}?status=PENDING&limit=100`, { headers: people.owner }),
      approvalListSchema,
      200,
    );
    const held = pending.data.find((r) => r.resource_id === made.id)!;
    expect(held).toMatchObject({ kind: 'publish', summary: 'Switch the code MAKER-90 on (90% off)' });

    const enable = await readAs(post('/v1/vouchers/MAKER-90/enable', people.maker), approvalRequestSchema, 202);
    expect((await voucherOf('MAKER-90')).active).toBe(false);
    expect((await post(`${approvals}/${enable.id}/approve`, people.owner)).status).toBe(200);
    expect((await voucherOf('MAKER-90')).active).toBe(true);
    // The request made with the code is answered too: the code is on, as approved.
    expect((await post(`${approvals}/${held.id}/approve`, people.owner)).status).toBe(200);
    expect((await voucherOf('MAKER-90')).active).toBe(true);
  });
});
