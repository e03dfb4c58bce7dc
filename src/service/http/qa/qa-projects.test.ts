import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import {
  journalListSchema,
  qaClockSchema,
  qaProjectSchema,
  qaResetAnswerSchema,
  sinkListSchema,
  type QaProject,
} from '../../../contract/qa.ts';
import { projectOverviewSchema } from '../../../contract/overview.ts';
import { webhookListSchema } from '../../../contract/webhook.ts';
import { webhookDeliveryListSchema } from '../../../contract/webhook-delivery.ts';
import { redemptionListSchema } from '../../../contract/redemption.ts';
import { createQaMode } from '../../qa/mode.ts';
import { demoCalendar } from '../../seed/demo-calendar.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import {
  appHeaders,
  jsonRequest,
  managementHeaders,
  testKeys,
  testPassword,
  testPublicUrl,
} from '../../testing/harness.ts';
import { accountSessionSchema } from '../../../contract/access.ts';
import { useTestService } from '../../testing/service.ts';

const qa = createQaMode();
const service = useTestService({ qa, now: qa.now });
/** How many redemptions the demo project's history holds at the start. */
let demoRedemptions = 0;
beforeAll(async () => {
  await qa.captureStore(service.database.db);
  demoRedemptions = (
    await readAs(service.request('/v1/redemptions?limit=100', { headers: appHeaders }), redemptionListSchema, 200)
  ).total;
});

const control = (path: string, method: string, body?: unknown) =>
  service.request(
    path,
    body === undefined ? { method, headers: managementHeaders } : jsonRequest(method, body, managementHeaders),
  );
const createProject = (body: unknown) => readAs(control('/promodesk/qa/projects', 'POST', body), qaProjectSchema, 201);
const keysOf = (p: QaProject) => ({ 'x-app-id': p.app_id, 'x-app-token': p.app_token });
const clientOf = (p: QaProject) => ({
  'x-client-application-id': p.client_app_id,
  'x-client-token': p.client_token,
  origin: testPublicUrl,
});
const redeem = (p: QaProject, code: string, sourceId = 'qa-shopper') =>
  service.request(
    '/client/v1/redemptions',
    jsonRequest(
      'POST',
      { customer: { source_id: sourceId }, order: { amount: 10_000 }, redeemables: [{ object: 'voucher', id: code }] },
      clientOf(p),
    ),
  );
const redemptionsOf = (p: QaProject) =>
  readAs(service.request('/v1/redemptions?limit=100', { headers: keysOf(p) }), redemptionListSchema, 200);

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

  it("seeds a compact history relative to the day of the project's clock, whatever its year", async () => {
    const frozen = '2031-03-14T10:00:00.000Z';
    const project = await createProject({ seed: 'historic', clock: { freeze: frozen } });
    const day = (offset: number) => new Date(Date.parse(frozen) + offset * 86_400_000).toISOString().slice(0, 10);
    const figures = await readAs(
      control(`/promodesk/projects/${project.project_id}/overview?from=${day(-29)}&to=${day(0)}`, 'GET'),
      projectOverviewSchema,
      200,
    );
    expect(figures.totals.succeeded).toBeGreaterThan(0);
    expect(figures.totals.failed).toBeGreaterThan(0);
    expect(figures.totals.rolled_back).toBeGreaterThan(0);
    expect(figures.days.at(-1)).toMatchObject({ succeeded: 0, failed: 0, rolled_back: 0 });
    expect(figures.alerts.expiring_campaigns.map((c) => c.name)).toEqual(['Flash sale']);
    expect(figures.alerts.nearly_used_up.map((c) => c.code)).toContain(demoCodes.flashSale);
    const { redemptions } = await redemptionsOf(project);
    const dates = redemptions.map((r) => r.date).sort();
    expect(dates[0]! >= day(-90)).toBe(true);
    expect(dates.at(-1)! < day(0)).toBe(true);
    // Its programs are open on its clock: a redemption goes through.
    expect((await redeem(project, demoCodes.percentOff)).status).toBe(200);
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

  it('follows the project clock in validity: the demo season is over once the clock passes it', async () => {
    const project = await createProject({ seed: 'late', clock: { freeze: '2027-02-01T00:00:00Z' } });
    const seasonOver = new Date(Date.parse(demoCalendar(new Date('2027-02-01T00:00:00Z')).until) + 1000);
    await control(`/promodesk/qa/projects/${project.project_id}/clock`, 'POST', { set: seasonOver.toISOString() });
    const refused = await redeem(project, demoCodes.percentOff);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/expired/);
    // The demo project keeps the store's time.
    expect((await readAs(control('/promodesk/qa/clock', 'GET'), qaClockSchema, 200)).frozen).toBe(false);
  });

  it('journals a project’s requests, secrets hidden, and verifies them', async () => {
    const project = await createProject({ seed: 'journal' });
    await redeem(project, demoCodes.percentOff, 'journal-shopper');
    await service.request('/v1/vouchers/NOPE', { headers: keysOf(project) });
    const journal = await readAs(
      control(`/promodesk/qa/projects/${project.project_id}/journal?method=post&path=/client/v1/*`, 'GET'),
      journalListSchema,
      200,
    );
    expect(journal.data).toHaveLength(1);
    expect(journal.data[0]).toMatchObject({ method: 'POST', path: '/client/v1/redemptions', status: 200 });
    expect(journal.data[0]!.request_id).toMatch(/^v-/);
    const verify = (body: unknown) =>
      control(`/promodesk/qa/projects/${project.project_id}/journal/verify`, 'POST', body);
    expect(
      (
        await verify({
          method: 'POST',
          path: '/client/v1/redemptions',
          body: { customer: { source_id: 'journal-shopper' } },
          count: 1,
        })
      ).status,
    ).toBe(200);
    expect((await verify({ path: '/v1/vouchers/NOPE', status: 404 })).status).toBe(200);
    const failed = await readAs(verify({ path: '/v1/campaigns', at_least: 1 }), errorBodySchema, 417);
    expect(failed.details).toMatch(/at least 1 .*found 0/);
    // Control calls are not the project's traffic.
    const all = await readAs(
      control(`/promodesk/qa/projects/${project.project_id}/journal`, 'GET'),
      journalListSchema,
      200,
    );
    expect(all.data.every((e) => !e.path.startsWith('/promodesk/qa'))).toBe(true);
  });

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

  it('keeps invitation links on the store clock, whatever the clock of the project they were sent from', async () => {
    const project = await createProject({ seed: 'inviting', clock: { freeze: '2026-01-05T09:00:00Z' } });
    const email = 'qa-invited@example.com';
    const invited = await service.request(
      '/management/v1/projects/users/invite',
      jsonRequest(
        'POST',
        { email, first_name: 'Q', last_name: 'A', projects: { [project.project_id]: 'VIEWER' } },
        managementHeaders,
      ),
    );
    expect(invited.status).toBe(204);
    const team = await (await control(`/promodesk/projects/${project.project_id}/team`, 'GET')).json();
    const invitation = team.invitations.find((i: { email: string }) => i.email === email);
    const link = await (
      await control(`/promodesk/projects/${project.project_id}/invitations/${invitation.id}/resend`, 'POST')
    ).json();
    const token = new URL(link.accept_url).searchParams.get('token');
    // Sent from a project whose clock stands months back, the link still lasts seven days from now.
    expect((await service.request(`/promodesk/invitation?token=${token}`)).status).toBe(200);
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
