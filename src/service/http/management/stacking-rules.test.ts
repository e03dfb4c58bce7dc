import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { managementStackingRulesListSchema, managementStackingRulesSchema } from '../../../contract/stacking-rules.ts';
import { readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { redeemable, refusedRedemption } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const path = `/management/v1/projects/${testKeys.project_id}/stacking-rules`;
const send = (method: string, url: string, body?: unknown) =>
  service.request(
    url,
    body === undefined ? { method, headers: managementHeaders } : jsonRequest(method, body, managementHeaders),
  );
const template = '/management/v1/projects/{projectId}/stacking-rules';
const rulesNow = async () => {
  const list = await readAs(send('GET', path), managementStackingRulesListSchema, 200);
  expect(officialErrors('get', template, 200, list)).toEqual([]);
  return list.data[0]!;
};

describe('stacking rules through the management API', () => {
  it('creates the project’s own rules once, which the redemption engine applies, changes and resets them', async () => {
    const defaults = await rulesNow();
    expect(defaults).toMatchObject({ redeemables_limit: 30, applicable_redeemables_limit: 5 });
    expect(defaults.updated_at).toBeUndefined();
    const one = `${path}/${defaults.id}`;

    const created = await readAs(send('POST', path, { redeemables_limit: 2 }), managementStackingRulesSchema, 200);
    expect(officialErrors('post', template, 200, created)).toEqual([]);
    expect(created).toMatchObject({ id: defaults.id, redeemables_limit: 2, applicable_redeemables_limit: 5 });
    const refused = await refusedRedemption(service, {
      redeemables: [redeemable('A'), redeemable('B'), redeemable('C')],
    });
    expect(refused.details).toContain('at most 2 redeemables');
    expect((await readAs(send('POST', path, { redeemables_limit: 3 }), errorBodySchema, 409)).key).toBe(
      'duplicate_found',
    );

    const changed = await readAs(
      send('PUT', one, { applicable_redeemables_limit: 3, exclusive_categories: ['cat_1'] }),
      managementStackingRulesSchema,
      200,
    );
    expect(officialErrors('put', `${template}/{stackingRulesId}`, 200, changed)).toEqual([]);
    expect(changed).toMatchObject({
      redeemables_limit: 2,
      applicable_redeemables_limit: 3,
      exclusive_categories: ['cat_1'],
    });
    expect(changed.updated_at).toBeDefined();

    // Refused changes change nothing: out of bounds, a field the engine does not apply, another id.
    await readAs(send('PUT', one, { redeemables_limit: 31 }), errorBodySchema, 400);
    await readAs(send('PUT', one, { discount_calculation_mode: 'INITIAL_AMOUNT' }), errorBodySchema, 400);
    await readAs(send('PUT', one, { ['__proto__']: { redeemables_limit: 1 } }), errorBodySchema, 400);
    await readAs(send('PUT', `${path}/stk_other`, { redeemables_limit: 4 }), errorBodySchema, 404);
    expect(await rulesNow()).toEqual(changed);

    expect((await send('DELETE', one)).status).toBe(204);
    expect(await rulesNow()).toEqual(defaults);
  });
});
