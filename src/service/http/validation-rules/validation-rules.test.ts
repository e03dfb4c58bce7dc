import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { readAs, seededPromotion } from '../../testing/api.ts';
import { appHeaders } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();

describe('GET /v1/validation-rules/{id}', () => {
  it("answers a rule a campaign's assignment names, with its conditions", async () => {
    const { tiers } = await seededPromotion(service);
    const assigned = tiers.flatMap((tier) => tier.validation_rule_assignments?.data ?? []);
    expect(assigned.length).toBeGreaterThan(0);
    const rule = await readAs(
      service.request(`/v1/validation-rules/${assigned[0]!.rule_id}`, { headers: appHeaders }),
      validationRuleSchema,
      200,
    );
    expect(rule).toMatchObject({ id: assigned[0]!.rule_id, object: 'validation_rules' });
    expect(rule.rules.conditions.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown rule and 401 without keys', async () => {
    const missing = await readAs(
      service.request('/v1/validation-rules/val_nope', { headers: appHeaders }),
      errorBodySchema,
      404,
    );
    expect(missing).toMatchObject({ key: 'not_found', resource_type: 'validation_rules' });
    expect((await service.request('/v1/validation-rules/val_nope')).status).toBe(401);
  });
});
