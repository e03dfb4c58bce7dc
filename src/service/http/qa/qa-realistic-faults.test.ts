import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

/** Realistic faults over a real socket: a seeded probability, Retry-After, a dropped connection, a slow body. */
const { service, control, createProject, keysOf, redemptionsOf } = useQaProjects({ live: true });

describe('QA realistic faults', () => {
  it('hits the same requests for the same seed, with the 429 wait asked for', async () => {
    const project = await createProject({ seed: 'flaky' });
    const faults = `/promodesk/qa/projects/${project.project_id}/faults`;
    const fault = { path: '/v1/vouchers/*', status: 429, retry_after_s: 30, probability: 0.5, seed: 11 };
    const statuses = async () => {
      expect((await control(faults, 'PUT', { faults: [fault] })).status).toBe(200);
      const answers = [];
      for (let i = 0; i < 12; i++)
        answers.push(await fetch(`${service.url}/v1/vouchers/${demoCodes.percentOff}`, { headers: keysOf(project) }));
      for (const limited of answers.filter((answer) => answer.status === 429))
        expect(limited.headers.get('retry-after')).toBe('30');
      return answers.map((answer) => answer.status);
    };
    const first = await statuses();
    expect(new Set(first)).toEqual(new Set([200, 429]));
    expect(await statuses()).toEqual(first);
  });

  it('drops the connection without applying the request, and trickles a real answer', async () => {
    const project = await createProject({ seed: 'dropped' });
    const faults = `/promodesk/qa/projects/${project.project_id}/faults`;
    await control(faults, 'PUT', { faults: [{ method: 'POST', path: '/v1/redemptions', drop: true }] });
    const seeded = (await redemptionsOf(project)).total;
    // In process there is no connection to drop: the request is answered 503, unapplied.
    const redemption = JSON.stringify({
      redeemables: [{ object: 'voucher', id: demoCodes.percentOff }],
      order: { amount: 1000 },
    });
    const post = {
      method: 'POST',
      headers: { ...keysOf(project), 'content-type': 'application/json' },
      body: redemption,
    };
    expect((await service.request('/v1/redemptions', post)).status).toBe(503);
    const dropped = fetch(`${service.url}/v1/redemptions`, post);
    await expect(dropped).rejects.toThrow();
    expect((await redemptionsOf(project)).total).toBe(seeded);

    await control(faults, 'PUT', { faults: [{ path: '/v1/vouchers/*', slow_body_ms: 200 }] });
    const slowed = await fetch(`${service.url}/v1/vouchers/${demoCodes.percentOff}`, { headers: keysOf(project) });
    expect(slowed.status).toBe(200);
    const reader = slowed.body!.getReader();
    let pieces = 0;
    let text = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      pieces++;
      text += new TextDecoder().decode(read.value);
    }
    expect(pieces).toBeGreaterThan(1);
    expect(JSON.parse(text)).toMatchObject({ code: demoCodes.percentOff });
  });

  it('refuses faults that contradict themselves, naming the field', async () => {
    const project = await createProject({ seed: 'refused' });
    const faults = `/promodesk/qa/projects/${project.project_id}/faults`;
    for (const fault of [
      { path: '/v1/x', drop: true, status: 503 },
      { path: '/v1/x', status: 503, retry_after_s: 5 },
      { path: '/v1/x', status: 500, slow_body_ms: 100 },
      { path: '/v1/x', status: 500, probability: 1.5 },
    ])
      await readAs(control(faults, 'PUT', { faults: [fault] }), errorBodySchema, 400);
  });
});
