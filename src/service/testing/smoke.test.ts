import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appHeaders, createTestService } from './harness.ts';

let service: Awaited<ReturnType<typeof createTestService>>;
beforeAll(async () => {
  service = await createTestService();
});
afterAll(() => service.close());

describe('test harness', () => {
  it('serves the seeded demo project with the test keys', async () => {
    const res = await service.request('/v1/campaigns?limit=100', { headers: appHeaders });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.campaigns.map((c: { name: string }) => c.name)).toContain('Black Friday ladder');
  });
});
