import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import { sinkListSchema } from '../../../contract/qa.ts';
import { appHeaders } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, control, createProject, keysOf, redeem, redemptionsOf } = useQaProjects();

describe('QA faults and sinks', () => {
  it('injects faults: latency, 429 with the rate-limit headers, 5xx for a path, worn off after `times`', async () => {
    const project = await createProject({ seed: 'faulty' });
    const faults = `/promodesk/qa/projects/${project.project_id}/faults`;
    await control(faults, 'PUT', {
      faults: [
        { path: '/v1/vouchers/*', status: 429, times: 1 },
        { method: 'POST', path: '/client/v1/redemptions', status: 503 },
      ],
    });
    const limited = await service.request(`/v1/vouchers/${demoCodes.percentOff}`, { headers: keysOf(project) });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-rate-limit-remaining')).toBe('0');
    expect((await limited.json()).key).toBe('too_many_requests');
    expect((await service.request(`/v1/vouchers/${demoCodes.percentOff}`, { headers: keysOf(project) })).status).toBe(
      200,
    );
    const seeded = (await redemptionsOf(project)).total;
    expect((await redeem(project, demoCodes.percentOff)).status).toBe(503);
    expect((await redemptionsOf(project)).total).toBe(seeded);
    // The demo project is untouched by another project's faults.
    expect((await service.request(`/v1/vouchers/${demoCodes.percentOff}`, { headers: appHeaders })).status).toBe(200);
    await control(faults, 'PUT', { faults: [{ path: '/v1/vouchers/*', latency_ms: 120 }] });
    const started = performance.now();
    expect((await service.request(`/v1/vouchers/${demoCodes.percentOff}`, { headers: keysOf(project) })).status).toBe(
      200,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
    await readAs(control(faults, 'PUT', { faults: [{ path: '/v1/x' }] }), errorBodySchema, 400);
  });

  it('keeps what a sink receives, raw, for the suite to read and clear', async () => {
    const body = '{"type":"redemption.succeeded","data":{"id":1}}';
    const posted = await service.request('/promodesk/qa/sink/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-voucherify-signature': 'abc' },
      body,
    });
    expect(posted.status).toBe(200);
    const received = await readAs(control('/promodesk/qa/sink/orders', 'GET'), sinkListSchema, 200);
    expect(received.data).toHaveLength(1);
    expect(received.data[0]).toMatchObject({ body, json: { type: 'redemption.succeeded' } });
    expect(received.data[0]!.headers['x-voucherify-signature']).toBe('abc');
    expect((await service.request('/promodesk/qa/sink/orders')).status).toBe(401);
    expect((await control('/promodesk/qa/sink/orders', 'DELETE')).status).toBe(204);
    expect((await readAs(control('/promodesk/qa/sink/orders', 'GET'), sinkListSchema, 200)).total).toBe(0);
    expect((await service.request('/promodesk/qa/sink/bad%20name', { method: 'POST', body: 'x' })).status).toBe(400);
  });
});
