import { describe, expect, it } from 'vitest';
import { expectError } from '../testing/api.ts';
import { appHeaders, managementHeaders, testKeys } from '../testing/harness.ts';
import { useTestService } from '../testing/service.ts';

const service = useTestService();

// A search past its limit is refused in words at its parameter, never ignored (which would list everything).
describe('list searches past their limit', () => {
  it.each([
    ['campaigns by name', '/v1/campaigns', 'name', 200],
    ['validation rules by name', '/v1/validation-rules', 'name', 200],
    ['redemptions by customer', '/v1/redemptions', 'customer', 200],
    ['redemptions by campaign', '/v1/redemptions', 'campaign', 200],
    ['vouchers by code', '/v1/vouchers', 'code', 100],
  ])('answers 400 naming the parameter for %s', async (_, path, param, limit) => {
    const error = await expectError(
      service.request(`${path}?${param}=${'x'.repeat(limit + 1)}`, { headers: appHeaders }),
      400,
      'invalid_payload',
    );
    expect(error.errors).toEqual([{ path: param, message: `Use at most ${limit} characters` }]);
    expect((await service.request(`${path}?${param}=${'x'.repeat(limit)}`, { headers: appHeaders })).status).toBe(200);
  });

  const project = `/promodesk/projects/${testKeys.project_id}`;
  it.each([
    ['custom events by name', `${project}/events?type=`, 'type', 300],
    ['audit entries by actor', `${project}/audit?actor=`, 'actor', 200],
    [
      'campaign templates by name',
      `/management/v1/projects/${testKeys.project_id}/templates/campaigns?filters[name][conditions][$contains]=`,
      'filters.name.conditions.$contains',
      200,
    ],
  ])('answers 400 naming the parameter for %s (Promodesk lists)', async (_, path, param, limit) => {
    const error = await expectError(
      service.request(`${path}${'x'.repeat(limit + 1)}`, { headers: managementHeaders }),
      400,
      'invalid_payload',
    );
    expect(error.errors).toEqual([{ path: param, message: `Use at most ${limit} characters` }]);
    expect((await service.request(`${path}${'x'.repeat(limit)}`, { headers: managementHeaders })).status).toBe(200);
  });
});
