import { describe, expect, it } from 'vitest';
import { campaignCreatedSchema } from '../../../contract/campaign-create.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { jsonRequest } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, createProject, keysOf } = useQaProjects();

describe('loyalty programs across projects', () => {
  it("answers 404 for another project's program and its holders' wallets", async () => {
    const [mine, theirs] = [await createProject({ seed: 'mine' }), await createProject({ seed: 'theirs' })];
    const send = (keys: Record<string, string>, method: string, path: string, body?: unknown) =>
      service.request(path, body === undefined ? { method, headers: keys } : jsonRequest(method, body, keys));
    const program = await readAs(
      send(keysOf(mine), 'POST', '/v1/loyalties', { name: 'Only mine', vouchers_count: 1 }),
      campaignCreatedSchema,
      200,
    );
    await readAs(
      send(keysOf(mine), 'POST', '/v1/publications', {
        customer: { source_id: 'mine-1' },
        campaign: { name: 'Only mine' },
      }),
      campaignCreatedSchema.pick({}).loose(),
      200,
    );
    const path = `/v1/loyalties/${program.id}`;
    await expectError(send(keysOf(theirs), 'GET', path), 404, 'not_found');
    await expectError(send(keysOf(theirs), 'PUT', path, { description: 'taken' }), 404, 'not_found');
    await expectError(send(keysOf(theirs), 'DELETE', path), 404, 'not_found');
    await expectError(send(keysOf(theirs), 'GET', '/v1/customers/mine-1/redeemables'), 404, 'not_found');
    const list = await send(keysOf(theirs), 'GET', '/v1/loyalties?limit=100');
    expect(((await list.json()) as { campaigns: { id: string }[] }).campaigns.map((c) => c.id)).not.toContain(
      program.id,
    );
    const still = await readAs(send(keysOf(mine), 'GET', path), campaignCreatedSchema.pick({ description: true }), 200);
    expect(still.description).toBeUndefined();
    expect((await send(keysOf(mine), 'GET', '/v1/customers/mine-1/redeemables')).status).toBe(200);
  });
});
