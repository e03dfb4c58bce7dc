import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { webhookListSchema } from '../../../contract/webhook.ts';
import { webhookDeliveryListSchema } from '../../../contract/webhook-delivery.ts';
import { redemptionListSchema } from '../../../contract/redemption.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import { accountSessionSchema } from '../../../contract/access.ts';
import { qaClockSchema, qaResetAnswerSchema } from '../../../contract/qa.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys, testPassword } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, control, createProject, keysOf, redeem, redemptionsOf } = useQaProjects();
/** How many redemptions the demo project's history holds at the start. */
let demoRedemptions = 0;
beforeAll(async () => {
  demoRedemptions = (
    await readAs(service.request('/v1/redemptions?limit=100', { headers: appHeaders }), redemptionListSchema, 200)
  ).total;
});

describe('QA projects', () => {
  it('creates a seeded project with its own keys and members, apart from the demo project', async () => {
    const project = await createProject({ seed: 'worker-1', members: [{ email: 'owner@example.com', role: 'ADMIN' }] });
    expect(project.project_id).toMatch(/^proj_qa/);
    const voucher = await service.request(`/v1/vouchers/${demoCodes.percentOff}`, { headers: keysOf(project) });
    expect(voucher.status).toBe(200);
    const seeded = (await redemptionsOf(project)).total;
    expect((await redeem(project, demoCodes.percentOff)).status).toBe(200);
    expect((await redemptionsOf(project)).total).toBe(seeded + 1);
    // The demo project saw nothing of it, and the keys of one project never reach the other.
    const demo = await readAs(
      service.request('/v1/redemptions?limit=100', { headers: appHeaders }),
      redemptionListSchema,
      200,
    );
    expect(demo.redemptions.every((r) => r.customer?.source_id !== 'qa-shopper')).toBe(true);
    const team = await service.request(`/promodesk/projects/${project.project_id}/team`, {
      headers: managementHeaders,
    });
    expect(JSON.stringify(await team.json())).toContain('owner@example.com');
  });

  it('refuses a seed already used, unknown people and unclear requests, creating nothing', async () => {
    await createProject({ seed: 'taken' });
    const racing = await Promise.all([1, 2].map(() => control('/promodesk/qa/projects', 'POST', { seed: 'racing' })));
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(
      (await readAs(control('/promodesk/qa/projects', 'POST', { seed: 'taken' }), errorBodySchema, 409)).details,
    ).toMatch(/reset/);
    const unknown = await readAs(
      control('/promodesk/qa/projects', 'POST', {
        seed: 'nobody',
        members: [{ email: 'nobody@example.com', role: 'ADMIN' }],
      }),
      errorBodySchema,
      404,
    );
    expect(unknown.details).toMatch(/nobody@example.com/);
    for (const body of [{ seed: '../x' }, { seed: 'x', extra: 1 }, { members: [{ email: 'x', role: 'ADMIN' }] }])
      await readAs(control('/promodesk/qa/projects', 'POST', body), errorBodySchema, 400);
    expect((await service.request('/promodesk/qa/projects', jsonRequest('POST', {}, {}))).status).toBe(401);
    const reset = await readAs(
      control('/promodesk/qa/reset', 'POST', { project_id: 'proj_qa' + 'f'.repeat(12) }),
      errorBodySchema,
      404,
    );
    expect(reset.code).toBe(404);
  });

  it('resets a project to its seed: what was made since goes, the clock and ids start over', async () => {
    const project = await createProject({ seed: 'resettable', clock: { freeze: '2026-06-15T12:00:00Z' } });
    const seeded = (await redemptionsOf(project)).total;
    const first = await (await redeem(project, demoCodes.amountOff)).json();
    await control(`/promodesk/qa/projects/${project.project_id}/clock`, 'POST', { advance_seconds: 3600 });
    const answer = await readAs(
      control('/promodesk/qa/reset', 'POST', { project_id: project.project_id }),
      qaResetAnswerSchema,
      200,
    );
    expect(answer.project_id).toBe(project.project_id);
    expect((await redemptionsOf(project)).total).toBe(seeded);
    const voucher = await (
      await service.request(`/v1/vouchers/${demoCodes.amountOff}`, { headers: keysOf(project) })
    ).json();
    expect(voucher.redemption.redeemed_quantity).toBe(0);
    expect(
      await readAs(control(`/promodesk/qa/projects/${project.project_id}/clock`, 'GET'), qaClockSchema, 200),
    ).toMatchObject({
      now: '2026-06-15T12:00:00.000Z',
      frozen: true,
    });
    // The same requests in the same order give the same ids and the same time.
    const again = await (await redeem(project, demoCodes.amountOff)).json();
    expect(again.parent_redemption.id).toBe(first.parent_redemption.id);
    expect(again.parent_redemption.date).toBe('2026-06-15T12:00:00.000Z');
  });

  it('generates the same codes from the same seed and requests', async () => {
    const project = await createProject({ seed: 'codes' });
    const templates = await (
      await control(`/management/v1/projects/${project.project_id}/templates/campaigns?limit=1`, 'GET')
    ).json();
    const setUp = async () => {
      const answer = await service.request(
        `/v1/templates/campaigns/${templates.data[0].id}/campaign-setup`,
        jsonRequest('POST', { name: 'Deterministic', vouchers_count: 3 }, keysOf(project)),
      );
      expect(answer.status).toBe(200);
      const { campaign } = await answer.json();
      const vouchers = await (
        await service.request(`/v1/vouchers?campaign_id=${campaign.id}&limit=10`, { headers: keysOf(project) })
      ).json();
      return { id: campaign.id as string, codes: (vouchers.vouchers as { code: string }[]).map((v) => v.code).sort() };
    };
    const first = await setUp();
    await control('/promodesk/qa/reset', 'POST', { project_id: project.project_id });
    expect(await setUp()).toEqual(first);
    expect(first.codes).toHaveLength(3);
  });

  it('resets even when names moved between rows (a unique value written over in place would clash)', async () => {
    const project = await createProject({ seed: 'swapped' });
    const campaigns = await (await service.request('/v1/campaigns?limit=2', { headers: keysOf(project) })).json();
    const [a, b] = campaigns.campaigns as { id: string; name: string }[];
    const rename = (id: string, name: string) =>
      service.request(`/v1/campaigns/${id}`, jsonRequest('PUT', { name }, keysOf(project)));
    expect((await rename(a!.id, 'parked')).status).toBe(200);
    expect((await rename(b!.id, a!.name)).status).toBe(200);
    expect((await rename(a!.id, b!.name)).status).toBe(200);
    await readAs(control('/promodesk/qa/reset', 'POST', { project_id: project.project_id }), qaResetAnswerSchema, 200);
    const after = await (await service.request('/v1/campaigns?limit=2', { headers: keysOf(project) })).json();
    expect(after.campaigns.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      [a!.id, a!.name],
      [b!.id, b!.name],
    ]);
  });

  it('brings back at a reset what was deleted since: a webhook and its delivery log', async () => {
    const project = await createProject({ seed: 'undone' });
    const webhooksPath = `/management/v1/projects/${project.project_id}/webhooks`;
    const { data } = await readAs(control(webhooksPath, 'GET'), webhookListSchema, 200);
    const crm = data.find((w) => w.target_url.includes('crm.example.com'))!;
    const log = () => readAs(control(`${webhooksPath}/${crm.id}/deliveries`, 'GET'), webhookDeliveryListSchema, 200);
    const delivered = await log();
    expect(delivered.data.length).toBeGreaterThan(0);
    expect((await control(`${webhooksPath}/${crm.id}`, 'DELETE')).status).toBe(204);
    await readAs(control('/promodesk/qa/reset', 'POST', { project_id: project.project_id }), qaResetAnswerSchema, 200);
    expect(await log()).toEqual(delivered);
  });

  it('takes the management keys only: a signed-in ADMIN is refused, and nothing changes', async () => {
    const signedIn = await service.request(
      '/promodesk/sign-in',
      jsonRequest('POST', { email: 'owner@example.com', password: testPassword }, {}),
    );
    const session = accountSessionSchema.parse(await signedIn.json());
    const person = {
      cookie: signedIn.headers.get('set-cookie')!.split(';')[0]!,
      'x-csrf-token': session.csrf_token,
    };
    for (const [path, body] of [
      ['/promodesk/qa/reset', {}],
      ['/promodesk/qa/clock', { advance_seconds: 86_400 }],
      ['/promodesk/qa/projects', { seed: 'by-a-person' }],
    ] as const)
      expect((await service.request(path, jsonRequest('POST', body, person))).status).toBe(401);
    expect((await readAs(control('/promodesk/qa/clock', 'GET'), qaClockSchema, 200)).offset_ms).toBe(0);
  });

  it('resets the whole store: QA projects go, the demo project is as the start found it', async () => {
    const project = await createProject({ seed: 'short-lived' });
    expect((await redeem(project, demoCodes.percentOff)).status).toBe(200);
    await readAs(control('/promodesk/qa/reset', 'POST', {}), qaResetAnswerSchema, 200);
    expect((await service.request('/v1/vouchers/PERCENT15', { headers: keysOf(project) })).status).toBe(401);
    const demo = await readAs(
      service.request('/v1/redemptions?limit=100', { headers: appHeaders }),
      redemptionListSchema,
      200,
    );
    expect(demo.total).toBe(demoRedemptions);
    // The seed is free again.
    expect((await createProject({ seed: 'short-lived' })).project_id).toBe(project.project_id);
    expect(testKeys.project_id).toBeTruthy();
  });
});
