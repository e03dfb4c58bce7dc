import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { journalListSchema, journalVerifiedSchema, type QaProject } from '../../../contract/qa.ts';
import { webhookWithSecretSchema } from '../../../contract/webhook.ts';
import { demoCodes } from '../../seed/demo-codes.ts';
import { readAs } from '../../testing/api.ts';
import { jsonRequest } from '../../testing/harness.ts';
import { useQaProjects } from '../../testing/qa-projects.ts';

const { service, control, createProject, keysOf, redeem } = useQaProjects();

const journalOf = (p: QaProject, query = '') =>
  readAs(control(`/promodesk/qa/projects/${p.project_id}/journal${query}`, 'GET'), journalListSchema, 200);
const verify = (p: QaProject, spec: unknown) =>
  control(`/promodesk/qa/projects/${p.project_id}/journal/verify`, 'POST', spec);
const sinkHook = (p: QaProject, sink: string) =>
  readAs(
    control(`/management/v1/projects/${p.project_id}/webhooks`, 'POST', {
      target_url: `https://shop.example.com/promodesk/qa/sink/${sink}`,
      events: ['redemption.succeeded'],
    }),
    webhookWithSecretSchema,
    200,
  );

describe('the linked journal', () => {
  it('names the webhook events and deliveries a request caused, and verifies a delivery to a sink', async () => {
    const project = await createProject({ seed: 'linked-deliveries' });
    const hook = await sinkHook(project, 'till');
    expect((await redeem(project, demoCodes.percentOff)).status).toBe(200);

    const [entry] = (await journalOf(project, '?path=/client/v1/redemptions')).data;
    expect(entry!.caused.webhook_events.map((e) => e.type)).toContain('redemption.succeeded');
    const toTill = entry!.caused.webhook_deliveries.filter((d) => d.webhook_id === hook.id);
    expect(toTill).toEqual([
      expect.objectContaining({ event_type: 'redemption.succeeded', status: 'PENDING', target_url: hook.target_url }),
    ]);

    const spec = {
      method: 'POST',
      path: '/client/v1/redemptions',
      caused: { delivery: { event: 'redemption.succeeded', sink: 'till' } },
    };
    expect(await readAs(verify(project, spec), journalVerifiedSchema, 200)).toMatchObject({ matched: 1 });
    const missed = await readAs(
      verify(project, { ...spec, caused: { delivery: { event: 'redemption.succeeded', sink: 'other' } } }),
      errorBodySchema,
      417,
    );
    expect(missed.details).toContain(
      'Expected at least 1 request(s) POST /client/v1/redemptions that caused a redemption.succeeded delivery to sink other, and 0 matched.',
    );
    expect(missed.details).toContain(`redemption.succeeded delivery to ${hook.target_url} (PENDING)`);

    // A refused request caused nothing.
    const invalid = await service.request('/v1/campaigns', jsonRequest('POST', { name: '' }, keysOf(project)));
    expect(invalid.status).toBe(400);
    const refused = (await journalOf(project, '?status=400')).data[0]!;
    expect(refused.caused).toEqual({
      webhook_events: [],
      webhook_deliveries: [],
      audit_entries: [],
      async_actions: [],
    });
    await readAs(
      verify(project, { status: 400, caused: { audit_action: 'campaign.created' }, count: 0 }),
      journalVerifiedSchema,
      200,
    );
  });

  it('names the audit entries and async actions a request caused', async () => {
    const project = await createProject({ seed: 'linked-audit' });
    const campaigns = await (await service.request('/v1/campaigns?limit=1', { headers: keysOf(project) })).json();
    const campaign = campaigns.campaigns[0] as { id: string };
    const updated = await service.request(
      `/v1/campaigns/${campaign.id}`,
      jsonRequest('PUT', { description: 'Linked' }, keysOf(project)),
    );
    expect(updated.status).toBe(200);
    const scheduled = await service.request(
      '/v1/vouchers/metadata/async',
      jsonRequest('POST', { codes: [demoCodes.percentOff], metadata: { linked: true } }, keysOf(project)),
    );
    expect(scheduled.status).toBe(202);
    const { async_action_id: actionId } = await scheduled.json();

    const [update] = (await journalOf(project, `?method=PUT&path=/v1/campaigns/${campaign.id}`)).data;
    expect(update!.caused.audit_entries).toEqual([
      expect.objectContaining({ action: 'campaign.updated', resource_id: campaign.id }),
    ]);
    const [schedule] = (await journalOf(project, '?path=/v1/vouchers/metadata/async')).data;
    expect(schedule!.caused.async_actions).toEqual([
      expect.objectContaining({ id: actionId, type: 'VOUCHERS.METADATA_UPDATE' }),
    ]);
    await readAs(
      verify(project, { method: 'PUT', path: '/v1/campaigns/*', caused: { audit_action: 'campaign.updated' } }),
      journalVerifiedSchema,
      200,
    );
    await readAs(
      verify(project, { caused: { async_action: 'VOUCHERS.METADATA_UPDATE' }, count: 1 }),
      journalVerifiedSchema,
      200,
    );
    for (const caused of [{}, { delivery: { sink: '../x' } }, { other: 1 }])
      await readAs(verify(project, { caused }), errorBodySchema, 400);
  });
});
