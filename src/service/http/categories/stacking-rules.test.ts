import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categorySchema, errorBodySchema } from '../../../contract/common.ts';
import { managementStackingRulesSchema } from '../../../contract/stacking-rules.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const rulesPath = `/management/v1/projects/${testKeys.project_id}/stacking-rules`;
const newCategory = (name: string) =>
  readAs(
    service.request('/v1/categories', jsonRequest('POST', { name, hierarchy: 1 }, appHeaders)),
    categorySchema,
    200,
  );
const remove = (id: string, query = '') =>
  service.request(`/v1/categories/${id}${query}`, { method: 'DELETE', headers: appHeaders });
const readCategory = (id: string) => service.request(`/v1/categories/${id}`, { headers: appHeaders });
const currentRules = async () => {
  const list = await readAs(
    service.request(rulesPath, { headers: managementHeaders }),
    z.object({ data: z.array(managementStackingRulesSchema) }),
    200,
  );
  return list.data[0]!;
};
const changeRules = async (change: unknown) => {
  const { id } = await currentRules();
  await readAs(
    service.request(`${rulesPath}/${id}`, jsonRequest('PUT', change, managementHeaders)),
    managementStackingRulesSchema,
    200,
  );
};

describe('deleting a category the stacking rules name', () => {
  it('is refused as in use, changing nothing, until remove_from_stacking_rules takes it off every list', async () => {
    const named = await newCategory('Named by the rules');
    const other = await newCategory('Also in the rules');
    await changeRules({
      exclusive_categories: [named.id, other.id],
      joint_categories: [named.id],
      no_effect_skip_categories: [named.id],
      applicable_redeemables_category_limits: { [named.id]: 2, [other.id]: 3 },
    });

    const refused = await readAs(remove(named.id), errorBodySchema, 400);
    expect(refused).toMatchObject({ code: 400, key: 'resource_in_use', resource_type: 'category' });
    expect(refused.details).toContain(`Resource category with id ${named.id} is in use by stacking_rules`);
    expect(refused.details).toContain('exclusive_categories');
    expect(refused.details).toContain('remove_from_stacking_rules=true');
    await readAs(remove(named.id, '?remove_from_stacking_rules=false'), errorBodySchema, 400);
    await readAs(readCategory(named.id), categorySchema, 200);
    expect((await currentRules()).joint_categories).toEqual([named.id]);

    expect((await remove(named.id, '?remove_from_stacking_rules=true')).status).toBe(204);
    await readAs(readCategory(named.id), errorBodySchema, 404);
    expect(await currentRules()).toMatchObject({
      exclusive_categories: [other.id],
      joint_categories: [],
      no_effect_skip_categories: [],
      no_effect_redeem_anyway_categories: [],
      applicable_redeemables_category_limits: { [other.id]: 3 },
    });
  });

  it('takes 1 as true, as the SDKs send booleans, and deletes a category no rule names without it', async () => {
    const named = await newCategory('Skipped without effect');
    await changeRules({ no_effect_redeem_anyway_categories: [named.id] });
    await readAs(remove(named.id, '?remove_from_stacking_rules=0'), errorBodySchema, 400);
    expect((await remove(named.id, '?remove_from_stacking_rules=1')).status).toBe(204);
    expect((await currentRules()).no_effect_redeem_anyway_categories).toEqual([]);

    const unnamed = await newCategory('Named by nothing');
    expect((await remove(unnamed.id)).status).toBe(204);
    await readAs(remove('cat_missing', '?remove_from_stacking_rules=true'), errorBodySchema, 404);
    await readAs(remove(unnamed.id, '?remove_from_stacking_rules=yes'), errorBodySchema, 400);
  });

  it('lists the parameter in the OpenAPI document', async () => {
    const document = await readAs(
      service.request('/openapi.json'),
      z.object({
        paths: z.record(
          z.string(),
          z.record(z.string(), z.object({ parameters: z.array(z.object({ name: z.string() })).optional() })),
        ),
      }),
      200,
    );
    const parameters = document.paths['/v1/categories/{categoryId}']?.delete?.parameters ?? [];
    expect(parameters.map((p) => p.name)).toContain('remove_from_stacking_rules');
  });
});
