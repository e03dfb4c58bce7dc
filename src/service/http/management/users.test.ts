import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { managementUserListSchema, managementUserSchema } from '../../../contract/management-user.ts';
import { queryRows } from '../../store/db.ts';
import { readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const pid = testKeys.project_id;
const users = `/management/v1/projects/${pid}/users`;
const members = () =>
  queryRows<{ user_id: string; role: string }>(
    service.database.db,
    sql`SELECT user_id, role FROM memberships WHERE project_id = ${pid} ORDER BY user_id`,
  );
const put = (userId: string, role: string) =>
  service.request(`${users}/${userId}`, jsonRequest('PUT', { role }, managementHeaders));

describe('management users of a project', () => {
  it('lists and reads the members in the official shape', async () => {
    const list = await readAs(service.request(users, { headers: managementHeaders }), managementUserListSchema, 200);
    expect(officialErrors('get', '/management/v1/projects/{projectId}/users', 200, list)).toEqual([]);
    const stored = await members();
    expect(list.data.map((u) => u.id).sort()).toEqual(stored.map((m) => m.user_id));
    const first = stored[0]!;
    const one = await readAs(
      service.request(`${users}/${first.user_id}`, { headers: managementHeaders }),
      managementUserSchema,
      200,
    );
    expect(officialErrors('get', '/management/v1/projects/{projectId}/users/{userId}', 200, one)).toEqual([]);
    expect(one.projects[pid]).toBe(first.role);
    expect((await service.request(`${users}/user_nobody`, { headers: managementHeaders })).status).toBe(404);
  });

  it('changes a role and unassigns on the team page rules: the last ADMIN stays', async () => {
    const admins = (await members()).filter((m) => m.role === 'ADMIN');
    // Make every ADMIN but one something else, then the last one cannot be demoted or removed.
    for (const admin of admins.slice(1)) expect((await put(admin.user_id, 'USER')).status).toBe(200);
    const last = admins[0]!.user_id;
    const refused = await readAs(put(last, 'VIEWER'), errorBodySchema, 400);
    expect(refused.key).toBe('last_admin');
    const kept = await readAs(
      service.request(`${users}/${last}`, { method: 'DELETE', headers: managementHeaders }),
      errorBodySchema,
      400,
    );
    expect(kept.key).toBe('last_admin');

    const other = (await members()).find((m) => m.role !== 'ADMIN')!;
    const changed = await readAs(put(other.user_id, 'VIEWER'), managementUserSchema, 200);
    expect(officialErrors('put', '/management/v1/projects/{projectId}/users/{userId}', 200, changed)).toEqual([]);
    expect(changed.projects[pid]).toBe('VIEWER');
    expect((await put(other.user_id, 'NO_SUCH_ROLE')).status).toBe(400);
    expect((await members()).find((m) => m.user_id === other.user_id)!.role).toBe('VIEWER');

    const removed = await service.request(`${users}/${other.user_id}`, {
      method: 'DELETE',
      headers: managementHeaders,
    });
    expect(removed.status).toBe(204);
    expect((await members()).some((m) => m.user_id === other.user_id)).toBe(false);
    const audit = await queryRows<{ action: string }>(
      service.database.db,
      sql`SELECT action FROM audit_entries WHERE resource_id = ${other.user_id} ORDER BY created_at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['member.role_changed', 'member.removed']);
  });

  it('assigns an existing person by login or id, once, on the invitation grants', async () => {
    const list = await readAs(service.request(users, { headers: managementHeaders }), managementUserListSchema, 200);
    const person = list.data.find((u) => u.projects[pid] !== 'ADMIN')!;
    expect(
      (await service.request(`${users}/${person.id}`, { method: 'DELETE', headers: managementHeaders })).status,
    ).toBe(204);
    const assign = (body: unknown) => service.request(users, jsonRequest('POST', body, managementHeaders));

    const assigned = await readAs(
      assign({ login: person.email.toUpperCase(), role: 'MERCHANT' }),
      managementUserSchema,
      200,
    );
    expect(officialErrors('post', '/management/v1/projects/{projectId}/users', 200, assigned)).toEqual([]);
    expect(assigned).toMatchObject({ id: person.id, projects: { [pid]: 'MERCHANT' } });
    expect((await members()).find((m) => m.user_id === person.id)?.role).toBe('MERCHANT');

    expect((await readAs(assign({ id: person.id, role: 'VIEWER' }), errorBodySchema, 409)).key).toBe('duplicate_found');
    await readAs(assign({ login: 'nobody@example.com', role: 'VIEWER' }), errorBodySchema, 404);
    await readAs(assign({ id: person.id, login: person.email, role: 'VIEWER' }), errorBodySchema, 400);
    await readAs(assign({ id: person.id, role: 'NO_SUCH_ROLE' }), errorBodySchema, 400);
    expect((await members()).find((m) => m.user_id === person.id)?.role).toBe('MERCHANT');
  });
});
