import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { qaFidelitySchema, type QaFidelity, type QaJudgement } from '../../../contract/qa-fidelity.ts';
import { qaFaultsSchema, qaResetAnswerSchema, type QaProject } from '../../../contract/qa.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { createFidelityTally, type FidelityOutcome } from '../../qa/fidelity.ts';
import { openApiPathsSchema, readAs } from '../../testing/api.ts';
import type { AppEnv } from '../env.ts';
import { checkOfficialAnswer } from './official-answers.ts';
import { hostedAlphanumeric } from '../../official/hosted-expectations.ts';
import { jsonRequest } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, control, createProject, keysOf, redeem } = useQaProjects();

const fidelityOf = (p: QaProject) =>
  readAs(control(`/promodesk/qa/projects/${p.project_id}/fidelity`, 'GET'), qaFidelitySchema, 200);
/** A created campaign as Promodesk answers one made without metadata. */
const createdCampaign = {
  id: 'camp_1',
  name: 'Spring',
  campaign_type: 'DISCOUNT_COUPONS',
  type: 'STATIC',
  voucher: {
    type: 'DISCOUNT_VOUCHER',
    discount: { type: 'AMOUNT', amount_off: 100 },
    redemption: { quantity: null },
    code_config: { length: 8, charset: hostedAlphanumeric, pattern: '########' },
    is_referral_code: false,
  },
  auto_join: false,
  join_once: false,
  use_voucher_metadata_schema: true,
  vouchers_count: 0,
  active: true,
  created_at: '2026-11-20T10:00:00.000Z',
  categories: [],
  creation_status: 'DONE',
  vouchers_generation_status: 'DONE',
  protected: false,
  validation_rules_assignments: { object: 'list', data_ref: 'data', data: [], total: 0 },
  object: 'campaign',
  category_id: null,
};
const rowOf = (report: QaFidelity, operation: string) => report.operations.find((o) => o.operation === operation);

describe('the fidelity report', () => {
  it('checks each journaled answer of an official operation against the pinned official OpenAPI', async () => {
    const project = await createProject({ seed: 'fidelity' });
    const get = (path: string) => service.request(path, { headers: keysOf(project) });
    expect((await get('/v1/campaigns?limit=1')).status).toBe(200);
    expect((await get(`/v1/vouchers/${demoCodes.percentOff}`)).status).toBe(200);
    expect((await get('/v1/vouchers/NO-SUCH-CODE')).status).toBe(404);
    expect((await redeem(project, demoCodes.percentOff)).status).toBe(200);
    const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, keysOf(project)));
    const unknownCode = { redeemables: [{ object: 'voucher', id: 'NO-SUCH-CODE' }], order: { amount: 1000 } };
    expect((await post('/v1/validations', unknownCode)).status).toBe(200);
    const campaign = {
      campaign_type: 'DISCOUNT_COUPONS',
      voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 100 } },
    };
    expect(
      (await post('/v1/campaigns', { ...campaign, name: 'With metadata', metadata: { tier: 'gold' } })).status,
    ).toBe(200);
    expect((await post('/v1/campaigns', { ...campaign, name: 'Without metadata' })).status).toBe(200);
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
    // Promodesk answers an error on a redeemable with its redeemable_type and redeemable_id, as the hosted changelog
    // documents and the pinned document does not yet: changelog only, naming the entry.
    expect(rowOf(report, 'POST /v1/validations')).toMatchObject({
      calls: 1,
      conformed: 0,
      changelog_only: 1,
      changelog: [{ date: '12 Mar 2026', title: 'Errors in validations and redemptions', answers: 1 }],
      differences: [],
    });
    expect(report.changelog_only).toBe(1);
    // Campaigns created with and without metadata answer the hosted defaults (no metadata where none was sent).
    expect(rowOf(report, 'POST /v1/campaigns')).toMatchObject({ calls: 2, conformed: 2, differences: [] });
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
    // A created campaign that validates but is STANDALONE where the request sent no type.
    app.post('/v1/campaigns', async (c) => c.json({ ...createdCampaign, ...(await c.req.json()), type: 'STANDALONE' }));
    app.get('/promodesk/anything', (c) => c.json({ id: 42 }));
    // As the server adds for the dashboard after every operation: a catch-all is not the operation answered.
    app.get('*', (c) => c.text('page'));
    await app.request('/v1/campaigns/camp_1');
    await app.request('/promodesk/anything');
    await app.request('/v1/campaigns', jsonRequest('POST', { name: 'Spring', campaign_type: 'DISCOUNT_COUPONS' }, {}));
    const [read, created, ...others] = await tally.report();
    expect(others).toEqual([]);
    expect(read).toMatchObject({ operation: 'GET /v1/campaigns/{campaignId}', calls: 1, conformed: 0 });
    expect(read!.differences[0]).toMatchObject({ request_id: 'v-0123', path: '/v1/campaigns/camp_1', status: 200 });
    expect(read!.differences[0]!.errors.map((e) => e.kind)).toContain('schema');
    expect(read!.differences[0]!.errors.map((e) => e.message).join('\n')).toMatch(/must have required property/);
    expect(created).toMatchObject({ operation: 'POST /v1/campaigns', calls: 1, conformed: 0 });
    expect(created!.differences[0]!.errors).toEqual([
      {
        kind: 'hosted_default',
        message: `type is "STANDALONE" where the hosted service answers "STATIC" (the Ruby SDK suite's recorded campaigns)`,
      },
    ]);
  });

  it('keeps the first differing answers per operation and counts the rest', async () => {
    const tally = createFidelityTally();
    const outcome = (i: number, judgement: QaJudgement): Promise<FidelityOutcome> =>
      Promise.resolve({ operation: 'GET /v1/x', requestId: `v-${i}`, path: '/v1/x', status: 200, judgement });
    const finding = { kind: 'schema' as const, message: '/a must be string' };
    for (let i = 0; i < 5; i++) tally.track(outcome(i, { outcome: 'differs', findings: [finding] }));
    tally.track(outcome(5, { outcome: 'conformed' }));
    tally.track(outcome(6, { outcome: 'undescribed' }));
    const entry = { date: '1 Jan 2026', title: 'New field', operations: [], fields: [] };
    tally.track(outcome(7, { outcome: 'changelog_only', entries: [entry] }));
    tally.track(outcome(8, { outcome: 'changelog_only', entries: [entry] }));
    const [row] = await tally.report();
    expect(row).toMatchObject({ calls: 9, conformed: 1, undescribed: 1, changelog_only: 2 });
    expect(row!.changelog).toEqual([{ date: '1 Jan 2026', title: 'New field', answers: 2 }]);
    expect(row!.differences.map((d) => d.request_id)).toEqual(['v-0', 'v-1', 'v-2']);
  });
});
