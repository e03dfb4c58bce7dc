import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { validationRuleAssignmentSchema } from '../../../contract/validation-rule-assignment.ts';
import { validationRuleListSchema, validationRuleSchema } from '../../../contract/validation-rule.ts';
import { validationRuleAssignments } from '../../store/schema/catalog.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { addVoucher, cart, redeemable, redemptionOutcome, voucherRow } from '../../testing/redemptions.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const db = () => service.database.db;
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = appHeaders) =>
  service.request(path, body === undefined ? { method, headers } : jsonRequest(method, body, headers));
const bigOrders = {
  name: 'Orders from $500',
  rules: { '1': { name: 'order.amount', conditions: { $more_than_or_equal: [50000] } }, logic: '1' },
  error: { message: 'Spend $500 to use this code' },
};
const createRule = async (body: unknown = bigOrders) =>
  readAs(send('POST', '/v1/validation-rules', body), validationRuleSchema, 200);
const assign = (ruleId: string, campaignId: string) =>
  send('POST', `/v1/validation-rules/${ruleId}/assignments`, {
    related_object_type: 'campaign',
    related_object_id: campaignId,
  });
const newCampaignCode = async () => {
  const code = await addVoucher(db(), { discount: { type: 'AMOUNT', amount_off: 100 } });
  return { code, campaignId: (await voucherRow(db(), code)).campaignId! };
};
const redeem = (code: string) => redemptionOutcome(service, { redeemables: [redeemable(code)], order: cart });

describe('validation rules: create, list, change', () => {
  it('creates a rule, lists it with its assignments, and changes it', async () => {
    const rule = await createRule();
    expect(rule).toMatchObject({ name: 'Orders from $500', error: { message: 'Spend $500 to use this code' } });
    const listed = await readAs(
      send('GET', '/v1/validation-rules?name=orders%20FROM%20%24500&limit=100'),
      validationRuleListSchema,
      200,
    );
    expect(listed.data).toContainEqual({ ...rule, assignments_count: 0 });

    const changed = await readAs(
      send('PUT', `/v1/validation-rules/${rule.id}`, { name: 'Orders from $400', error: null }),
      validationRuleSchema,
      200,
    );
    expect(changed).toMatchObject({ id: rule.id, name: 'Orders from $400', rules: rule.rules });
    expect(changed).not.toHaveProperty('error');
    expect(changed.updated_at).not.toBeNull();
    const events = await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'business_validation_rule.updated'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses a rule it cannot evaluate, naming the field, and answers 404 and 401', async () => {
    const refused = await expectError(
      send('POST', '/v1/validation-rules', {
        name: 'Odd',
        rules: { '1': { name: 'moon.phase' }, logic: '1' },
      }),
      400,
      'invalid_payload',
    );
    expect(refused.details).toContain('rules.1.name: Unknown condition "moon.phase"');
    const condition = bigOrders.rules['1'];
    const huge = await expectError(
      send('POST', '/v1/validation-rules', {
        ...bigOrders,
        rules: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [String(i + 1), condition])),
      }),
      400,
      'invalid_payload',
    );
    expect(huge.details).toContain('At most 50 rules on one level');
    await expectError(send('PUT', '/v1/validation-rules/val_nope', { name: 'x' }), 404, 'not_found');
    await expectError(send('DELETE', '/v1/validation-rules/val_nope'), 404, 'not_found');
    await expectError(send('POST', '/v1/validation-rules', bigOrders, {}), 401);
  });
});

describe('validation rule assignments', () => {
  it('a rule assigned to a campaign guards its codes at once, and stops when taken off or deleted', async () => {
    const { code, campaignId } = await newCampaignCode();
    const rule = await createRule();
    const assignment = await readAs(assign(rule.id, campaignId), validationRuleAssignmentSchema, 200);
    expect(assignment).toMatchObject({
      rule_id: rule.id,
      related_object_id: campaignId,
      related_object_type: 'campaign',
    });

    const refused = await redeem(code);
    expect(refused).toMatchObject({ status: 400 });
    expect(JSON.stringify(refused.error)).toContain('Spend $500 to use this code');

    expect((await send('DELETE', `/v1/validation-rules/${rule.id}/assignments/${assignment.id}`)).status).toBe(204);
    expect((await redeem(code)).status).toBe(200);

    await readAs(assign(rule.id, campaignId), validationRuleAssignmentSchema, 200);
    expect((await send('DELETE', `/v1/validation-rules/${rule.id}`)).status).toBe(204);
    expect(
      await db().select().from(validationRuleAssignments).where(eq(validationRuleAssignments.ruleId, rule.id)),
    ).toEqual([]);
    expect((await redeem(code)).status).toBe(200);
    await expectError(send('GET', `/v1/validation-rules/${rule.id}`), 404, 'not_found');
  });

  it('assigns a rule once per object, even when asked concurrently, and 404s for what the project lacks', async () => {
    const { campaignId } = await newCampaignCode();
    const rule = await createRule();
    const answers = await Promise.all(Array.from({ length: 5 }, () => assign(rule.id, campaignId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    await expectError(assign(rule.id, campaignId), 409, 'duplicate_found');
    await expectError(assign(rule.id, 'camp_nope'), 404, 'not_found');
    await expectError(assign('val_nope', campaignId), 404, 'not_found');
    await expectError(
      send('POST', `/v1/validation-rules/${rule.id}/assignments`, {
        related_object_type: 'promotion_tier',
        related_object_id: 'promo_nope',
      }),
      404,
      'not_found',
    );
    await expectError(send('DELETE', `/v1/validation-rules/${rule.id}/assignments/asgm_nope`), 404, 'not_found');
    const listed = await readAs(send('GET', '/v1/validation-rules?limit=100'), validationRuleListSchema, 200);
    expect(listed.data.find((r) => r.id === rule.id)?.assignments_count).toBe(1);
  });
});

describe('a budget rule on the order value the campaign has taken', () => {
  it('is created and assigned with the official answers, campaign.orders.amount included', async () => {
    const rule = await createRule({
      name: 'Order value budget',
      rules: { '1': { name: 'campaign.orders.amount', conditions: { $less_than_or_equal: [100000] } }, logic: '1' },
    });
    expect(officialErrors('post', '/v1/validation-rules', 200, rule)).toEqual([]);
    const { campaignId } = await newCampaignCode();
    const assigned = await readAs(assign(rule.id, campaignId), validationRuleAssignmentSchema, 200);
    expect(officialErrors('post', '/v1/validation-rules/{validationRuleId}/assignments', 200, assigned)).toEqual([]);
  });
});
