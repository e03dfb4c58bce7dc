import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { qaFidelitySchema } from '../../../contract/qa-fidelity.ts';
import { qaFaultsSchema, qaResetAnswerSchema, type QaProject } from '../../../contract/qa.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { createFidelityTally, type FidelityOutcome } from '../../qa/fidelity.ts';
import { openApiPathsSchema, readAs } from '../../testing/api.ts';
import type { AppEnv } from '../env.ts';
import { checkOfficialAnswer } from './official-answers.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, control, createProject, keysOf, redeem } = useQaProjects();

const fidelityOf = (p: QaProject) =>
  readAs(control(`/promodesk/qa/projects/${p.project_id}/fidelity`, 'GET'), qaFidelitySchema, 200);
const rowOf = (report: { operations: { operation: string }[] }, operation: string) =>
  report.operations.find((o) => o.operation === operation);

describe('the fidelity report', () => {
  it('checks each journaled answer of an official operation against the pinned official OpenAPI', async () => {
    const project = await createProject({ seed: 'fidelity' });
    const get = (path: string) => service.request(path, { headers: keysOf(project) });
    expect((await get('/v1/campaigns?limit=1')).status).toBe(200);
    expect((await get(`/v1/vouchers/${demoCodes.percentOff}`)).status).toBe(200);
    expect((await get('/v1/vouchers/NO-SUCH-CODE')).status).toBe(404);
    expect((await redeem(project, demoCodes.percentOff)).status).toBe(200);
    await readAs(
      control(`/promodesk/qa/projects/${project.project_id}/faults`, 'PUT', {
        faults: [{ method: 'GET', path: '/v1/customers', status: 503 }],
      }),
      qaFaultsSchema,
      200,
    );
    expect((await get('/v1/customers')).status).toBe(503);
    const webhooks = `/management/v1/projects/${project.project_id}/webhooks`;
    const hook = await (
      await control(webhooks, 'POST', { target_url: 'https://shop.example.com/hook', events: ['voucher.created'] })
    ).json();
    expect((await control(`${webhooks}/${hook.id}`, 'DELETE')).status).toBe(204);
    // Promodesk's own operations are not the official API's: never checked.
    expect((await control(`/promodesk/projects/${project.project_id}/overview`, 'GET')).status).toBeLessThan(500);

    const report = await fidelityOf(project);
    expect(report.specification).toMatchObject({ source: 'voucherifyio/voucherify-openapi', commit: /^[0-9a-f]{40}$/ });
    expect(rowOf(report, 'GET /v1/campaigns')).toMatchObject({ calls: 1, conformed: 1, differences: [] });
    expect(rowOf(report, 'GET /v1/vouchers/{code}')).toMatchObject({ calls: 2, differences: [] });
    expect(rowOf(report, 'POST /client/v1/redemptions')).toMatchObject({ calls: 1, conformed: 1 });
    // The official document describes no 503 for the customer list: the injected answer is not judged.
    expect(rowOf(report, 'GET /v1/customers')).toMatchObject({ calls: 1, conformed: 0, undescribed: 1 });
    // A delete answers an empty 204, as the official document's does.
    expect(rowOf(report, 'DELETE /management/v1/projects/{projectId}/webhooks/{webhookId}')).toMatchObject({
      calls: 1,
      conformed: 1,
    });
    expect(report.operations.every((o) => !o.operation.includes('/promodesk/'))).toBe(true);
    expect(report.calls).toBe(report.operations.reduce((n, o) => n + o.calls, 0));

    const everyProject = await readAs(control('/promodesk/qa/fidelity', 'GET'), qaFidelitySchema, 200);
    expect(everyProject.project_id).toBeNull();
    expect(everyProject.calls).toBeGreaterThanOrEqual(report.calls);

    await readAs(control('/promodesk/qa/reset', 'POST', { project_id: project.project_id }), qaResetAnswerSchema, 200);
    expect((await fidelityOf(project)).operations).toEqual([]);
    // The store's report covers the whole run: a project's reset does not start it over.
    const afterReset = await readAs(control('/promodesk/qa/fidelity', 'GET'), qaFidelitySchema, 200);
    expect(afterReset.calls).toBe(everyProject.calls);

    const { paths } = await readAs(service.request('/openapi.json'), openApiPathsSchema, 200);
    for (const path of ['/promodesk/qa/projects/{projectId}/fidelity', '/promodesk/qa/fidelity'])
      expect(Object.keys(paths[path]!)).toEqual(['get']);
  });

  it('names in words where an answer differs from the official document', async () => {
    const app = new Hono<AppEnv>();
    const tally = createFidelityTally();
    app.use('*', async (c, next) => {
      await next();
      const checked = checkOfficialAnswer(c, 'v-0123');
      if (checked) tally.track(checked);
    });
    app.get('/v1/campaigns/:campaignId', (c) => c.json({ id: 42, name: null }));
    app.get('/promodesk/anything', (c) => c.json({ id: 42 }));
    // As the server adds for the dashboard after every operation: a catch-all is not the operation answered.
    app.get('*', (c) => c.text('page'));
    await app.request('/v1/campaigns/camp_1');
    await app.request('/promodesk/anything');
    const [row, ...others] = await tally.report();
    expect(others).toEqual([]);
    expect(row).toMatchObject({ operation: 'GET /v1/campaigns/{campaignId}', calls: 1, conformed: 0 });
    expect(row!.differences[0]).toMatchObject({ request_id: 'v-0123', path: '/v1/campaigns/camp_1', status: 200 });
    expect(row!.differences[0]!.errors.join('\n')).toMatch(/must have required property/);
  });

  it('keeps the first differing answers per operation and counts the rest', async () => {
    const tally = createFidelityTally();
    const outcome = (i: number, errors: string[] | undefined): Promise<FidelityOutcome> =>
      Promise.resolve({ operation: 'GET /v1/x', requestId: `v-${i}`, path: '/v1/x', status: 200, errors });
    for (let i = 0; i < 5; i++) tally.track(outcome(i, ['/a must be string']));
    tally.track(outcome(5, []));
    tally.track(outcome(6, undefined));
    const [row] = await tally.report();
    expect(row).toMatchObject({ calls: 7, conformed: 1, undescribed: 1 });
    expect(row!.differences.map((d) => d.request_id)).toEqual(['v-0', 'v-1', 'v-2']);
  });
});
