import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditListSchema } from '../../../contract/audit.ts';
import { savedViewListSchema, savedViewSchema } from '../../../contract/saved-view.ts';
import { expectError, personHeaders, readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const base = `/promodesk/projects/${testKeys.project_id}/views`;
type Headers = Record<string, string>;
const people: Record<'owner' | 'user' | 'viewer', Headers> = { owner: {}, user: {}, viewer: {} };

beforeAll(async () => {
  people.owner = await personHeaders(service, 'owner@example.com');
  people.user = await personHeaders(service, 'user@example.com');
  people.viewer = await personHeaders(service, 'viewer@example.com');
});

const create = (as: Headers, body: unknown) => service.request(base, jsonRequest('POST', body, as));
const change = (as: Headers, id: string, body: unknown) =>
  service.request(`${base}/${id}`, jsonRequest('PATCH', body, as));
const remove = (as: Headers, id: string, path = base) =>
  service.request(`${path}/${id}`, { method: 'DELETE', headers: as });
const list = (as: Headers, query = '') =>
  readAs(service.request(`${base}${query}`, { headers: as }), savedViewListSchema, 200);
const names = async (as: Headers, query = '?list=campaigns') => (await list(as, query)).data.map((v) => v.name);

describe('saved views', () => {
  it('saves, lists, renames, re-saves and deletes a view of a list', async () => {
    const state = { status: 'ACTIVE', order: '-created_at', limit: 25, columns: ['name', 'status'] };
    const saved = await readAs(
      create(people.user, { name: 'Active first', list: 'campaigns', state }),
      savedViewSchema,
      200,
    );
    expect(saved).toMatchObject({ name: 'Active first', list: 'campaigns', shared: false, state, editable: true });
    expect(saved.id).toMatch(/^view_/);
    expect(saved.owner.name).toBe('Umar User');

    expect(await names(people.user)).toEqual(['Active first']);
    expect(await names(people.user, '?list=vouchers')).toEqual([]);

    const renamed = await readAs(
      change(people.user, saved.id, { name: 'Live campaigns', state: { status: 'ACTIVE' } }),
      savedViewSchema,
      200,
    );
    expect(renamed).toMatchObject({ name: 'Live campaigns', state: { status: 'ACTIVE' }, shared: false });
    expect(renamed.updated_at).not.toBeNull();

    expect((await remove(people.user, saved.id)).status).toBe(204);
    expect(await names(people.user)).toEqual([]);
    await expectError(remove(people.user, saved.id), 404, 'not_found');
  });

  it('shows a personal view to its owner alone and a shared one to everyone, editable by writers only', async () => {
    const mine = await readAs(
      create(people.user, { name: 'Mine', list: 'customers', state: { q: 'anna' } }),
      savedViewSchema,
      200,
    );
    const shared = await readAs(
      create(people.user, { name: 'Team', list: 'customers', shared: true, state: { q: 'vip' } }),
      savedViewSchema,
      200,
    );
    expect(await names(people.user, '?list=customers')).toEqual(['Mine', 'Team']);
    expect(await names(people.viewer, '?list=customers')).toEqual(['Team']);
    expect(await names(people.owner, '?list=customers')).toEqual(['Team']);

    // Another person's personal view is not there at all, even for an ADMIN.
    await expectError(change(people.owner, mine.id, { name: 'Taken over' }), 404, 'not_found');
    await expectError(remove(people.owner, mine.id), 404, 'not_found');

    // A shared view is read-only to a VIEWER, who also cannot share one of their own.
    const seenByViewer = (await list(people.viewer, '?list=customers')).data[0]!;
    expect(seenByViewer.editable).toBe(false);
    const readOnly = await expectError(change(people.viewer, shared.id, { name: 'Mine now' }), 403);
    expect(readOnly.details).toMatch(/shared with the project.*campaigns:write/);
    await expectError(remove(people.viewer, shared.id), 403);
    await expectError(
      create(people.viewer, { name: 'For all', list: 'customers', shared: true, state: {} }),
      403,
      'forbidden',
    );
    const own = await readAs(
      create(people.viewer, { name: 'Just me', list: 'customers', state: {} }),
      savedViewSchema,
      200,
    );
    await expectError(change(people.viewer, own.id, { shared: true }), 403);

    // Another writer may change and delete a shared view.
    const unshared = await readAs(change(people.owner, shared.id, { shared: false }), savedViewSchema, 200);
    expect(unshared.shared).toBe(false);
    expect(await names(people.viewer, '?list=customers')).toEqual(['Just me']);
    expect(await names(people.owner, '?list=customers')).toEqual([]);
  });

  it('keeps names unique per person and list, and refuses bad input writing nothing', async () => {
    await readAs(create(people.owner, { name: 'Orders today', list: 'orders', state: {} }), savedViewSchema, 200);
    const twice = await expectError(create(people.owner, { name: 'Orders today', list: 'orders', state: {} }), 409);
    expect(twice).toMatchObject({ key: 'duplicate_found', details: 'You already have a view named Orders today here' });
    // Another person, or another list, may use the name.
    await readAs(create(people.user, { name: 'Orders today', list: 'orders', state: {} }), savedViewSchema, 200);
    await readAs(create(people.owner, { name: 'Orders today', list: 'redemptions', state: {} }), savedViewSchema, 200);

    const before = (await list(people.owner)).total;
    const bad: unknown[] = [
      { name: '', list: 'orders', state: {} },
      { name: 'x'.repeat(81), list: 'orders', state: {} },
      { name: 'Unknown list', list: 'secrets', state: {} },
      { name: 'Nested', list: 'orders', state: { filter: { deep: 'object' } } },
      { name: 'Long value', list: 'orders', state: { q: 'x'.repeat(501) } },
      { name: 'Long array', list: 'orders', state: { ids: Array.from({ length: 51 }, (_, i) => i) } },
      {
        name: 'Many params',
        list: 'orders',
        state: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`p${i}`, i])),
      },
      { name: 'Bad key', list: 'orders', state: { 'a b': 1 } },
      { name: 'No state', list: 'orders' },
    ];
    for (const body of bad) await expectError(create(people.owner, body), 400, 'invalid_payload');
    const proto = '{"name":"Proto","list":"orders","state":{"__proto__":{"admin":true}}}';
    await expectError(
      service.request(base, {
        method: 'POST',
        headers: { ...people.owner, 'content-type': 'application/json' },
        body: proto,
      }),
      400,
      'invalid_payload',
    );
    expect((await list(people.owner)).total).toBe(before);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('keeps one of two views saved at once under one name', async () => {
    const body = { name: 'Raced', list: 'events', state: {} };
    const statuses = (await Promise.all([create(people.user, body), create(people.user, body)])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await names(people.user, '?list=events')).toEqual(['Raced']);
  });

  it('answers 404 for a view named through another project, and 403 to management keys', async () => {
    const view = await readAs(
      create(people.owner, { name: 'Here only', list: 'products', state: {} }),
      savedViewSchema,
      200,
    );
    const projects = await readAs(
      service.request('/management/v1/projects', { headers: managementHeaders }),
      z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) }),
      200,
    );
    const staging = projects.data.find((p) => p.name === 'Staging')!.id;
    const elsewhere = `/promodesk/projects/${staging}/views`;
    await expectError(
      service.request(`${elsewhere}/${view.id}`, jsonRequest('PATCH', { name: 'Moved' }, people.owner)),
      404,
    );
    await expectError(remove(people.owner, view.id, elsewhere), 404);
    const stagingViews = await readAs(service.request(elsewhere, { headers: people.owner }), savedViewListSchema, 200);
    expect(stagingViews.data.map((v) => v.id)).not.toContain(view.id);
    await expectError(service.request(base, { headers: managementHeaders }), 403, 'forbidden');
  });

  it('writes each change to the audit log', async () => {
    const view = await readAs(
      create(people.owner, { name: 'Audited', list: 'audit', state: {} }),
      savedViewSchema,
      200,
    );
    const audit = await readAs(
      service.request(`/promodesk/projects/${testKeys.project_id}/audit?action=view.`, { headers: people.owner }),
      auditListSchema,
      200,
    );
    expect(audit.data).toContainEqual(
      expect.objectContaining({
        action: 'view.created',
        resource_id: view.id,
        summary: 'Saved the view Audited of audit',
      }),
    );
  });
});
