import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookListSchema, webhookSchema, webhookWithSecretSchema } from '../../../contract/webhook.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const base = `/management/v1/projects/${testKeys.project_id}/webhooks`;
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = managementHeaders) =>
  service.request(path, body === undefined ? { method, headers } : jsonRequest(method, body, headers));
const hook = {
  target_url: 'https://hooks.example.com/promodesk',
  events: ['redemption.succeeded', 'campaign.created'],
};

describe('webhook configurations', () => {
  it('are created, read, changed, switched off and removed, each change audited', async () => {
    const { secret, ...created } = await readAs(send('POST', base, hook), webhookWithSecretSchema, 200);
    expect(created).toMatchObject({ object: 'webhook', id: expect.stringMatching(/^wh_/), active: true, ...hook });
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    const list = await readAs(send('GET', base), webhookListSchema, 200);
    // Lists never carry signing secrets; a single read by someone who may manage webhooks does.
    expect(list.data).toContainEqual(created);
    expect(list.data.every((item) => !('secret' in item))).toBe(true);
    expect(await readAs(send('GET', `${base}/${created.id}`), webhookWithSecretSchema, 200)).toEqual({
      ...created,
      secret,
    });

    const changed = await readAs(
      send('PUT', `${base}/${created.id}`, { events: ['voucher.enabled'], active: false }),
      webhookSchema,
      200,
    );
    expect(changed).toMatchObject({
      id: created.id,
      target_url: hook.target_url,
      events: ['voucher.enabled'],
      active: false,
    });

    expect((await send('DELETE', `${base}/${created.id}`)).status).toBe(204);
    await expectError(send('GET', `${base}/${created.id}`), 404, 'not_found');
    await expectError(send('DELETE', `${base}/${created.id}`), 404, 'not_found');
    const audited = await service.database.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(and(eq(auditEntries.resourceType, 'webhook'), eq(auditEntries.resourceId, created.id)));
    expect(audited.map((a) => a.action).sort()).toEqual(['webhook.created', 'webhook.deleted', 'webhook.updated']);
  });

  it('refuse private targets, unknown or repeated events and missing fields, naming the field, and write nothing', async () => {
    const before = (await readAs(send('GET', base), webhookListSchema, 200)).total;
    for (const [body, field] of [
      [{ ...hook, target_url: 'http://127.0.0.1:8080/hook' }, 'private or local network'],
      [{ ...hook, target_url: 'http://169.254.169.254/latest/meta-data' }, 'private or local network'],
      [{ ...hook, target_url: 'ftp://example.com/x' }, 'target_url'],
      [{ ...hook, events: ['moon.landed'] }, 'events'],
      [{ ...hook, events: [] }, 'Pick at least one event'],
      [{ ...hook, events: ['campaign.created', 'campaign.created'] }, 'Each event once'],
      [{ events: hook.events }, 'target_url'],
    ] as const) {
      const refused = await expectError(send('POST', base, body), 400, 'invalid_payload');
      expect(refused.details).toContain(field);
    }
    const kept = await readAs(send('POST', base, hook), webhookSchema, 200);
    await expectError(send('PUT', `${base}/${kept.id}`, { target_url: 'http://localhost/x' }), 400, 'invalid_payload');
    expect((await readAs(send('GET', `${base}/${kept.id}`), webhookSchema, 200)).target_url).toBe(hook.target_url);
    expect((await readAs(send('GET', base), webhookListSchema, 200)).total).toBe(before + 1);
  });

  it('refuse every special-purpose address, local names however written, and port 0, on create and change', async () => {
    const kept = await readAs(send('POST', base, hook), webhookSchema, 200);
    const before = await readAs(send('GET', base), webhookListSchema, 200);
    for (const [target, reason] of [
      ['http://[64:ff9b:1::a9fe:a9fe]/', 'private or local network'],
      ['http://192.0.0.1/', 'private or local network'],
      ['http://[::8.8.8.8]/', 'private or local network'],
      ['http://localhost./hook', 'private or local network'],
      ['http://loCalhost%2e/hook', 'private or local network'],
      ['http://vm./hook', 'private or local network'],
      ['https://hooks.example.com:0/promodesk', 'Use a port from 1 to 65535'],
    ]) {
      for (const refused of [
        await expectError(send('POST', base, { ...hook, target_url: target }), 400, 'invalid_payload'),
        await expectError(send('PUT', `${base}/${kept.id}`, { target_url: target }), 400, 'invalid_payload'),
      ])
        expect(refused.details, target).toMatch(new RegExp(`^target_url: .*${reason}`));
    }
    expect(await readAs(send('GET', base), webhookListSchema, 200)).toEqual(before);
  });

  it('answer 404 for another project or an unknown webhook, and 401 without keys', async () => {
    await expectError(send('POST', '/management/v1/projects/proj_nope/webhooks', hook), 404, 'not_found');
    await expectError(send('PUT', `${base}/wh_nope`, { active: false }), 404, 'not_found');
    await expectError(send('POST', base, hook, {}), 401);
  });
});
