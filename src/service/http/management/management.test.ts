import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accessRoleListSchema } from '../../../contract/access.ts';
import { projectListSchema, projectSchema } from '../../../contract/project.ts';
import { webhookListSchema } from '../../../contract/webhook.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';
import { customRoles, invitations } from '../../store/schema/access.ts';

const service = useTestService();
const get = <Schema extends z.ZodType>(path: string, schema: Schema) =>
  readAs(service.request(path, { headers: managementHeaders }), schema, 200);
const invite = (body: unknown) =>
  service.request('/management/v1/projects/users/invite', jsonRequest('POST', body, managementHeaders));
const person = (email: string, projects: Record<string, string> = { [testKeys.project_id]: 'USER' }) => ({
  email,
  first_name: 'Alex',
  last_name: 'Doe',
  projects,
});

let secondProjectId = '';
beforeAll(async () => {
  const body = await get('/management/v1/projects', projectListSchema);
  secondProjectId = body.data.find((p) => p.id !== testKeys.project_id)!.id;
});

describe('GET /management/v1/projects and /projects/{projectId}', () => {
  it('lists every project of the account, the demo project first', async () => {
    const body = await get('/management/v1/projects', projectListSchema);
    expect(body).toMatchObject({ object: 'list', data_ref: 'data', total: 2 });
    expect(body.data.map((p) => p.id)).toEqual([testKeys.project_id, secondProjectId]);
    expect(body.data[0]).toMatchObject({
      id: testKeys.project_id,
      object: 'project',
      name: 'Promodesk demo',
      created_at: expect.any(String),
    });
  });

  it('reads one project, and 404s an unknown one', async () => {
    const listed = await get('/management/v1/projects', projectListSchema);
    expect(await get(`/management/v1/projects/${secondProjectId}`, projectSchema)).toMatchObject(listed.data[1]!);
    const error = await expectError(
      service.request('/management/v1/projects/proj_nope', { headers: managementHeaders }),
      404,
      'not_found',
    );
    expect(error).toMatchObject({ resource_type: 'project', resource_id: 'proj_nope' });
  });
});

describe('GET /management/v1/projects/{projectId}/webhooks', () => {
  it("lists the project's webhook configurations with their total", async () => {
    const body = await get(`/management/v1/projects/${testKeys.project_id}/webhooks`, webhookListSchema);
    expect(body).toMatchObject({ object: 'list', data_ref: 'data' });
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.total).toBe(body.data.length);
    expect(body).not.toHaveProperty('has_more');
    for (const hook of body.data) {
      expect(hook).toEqual({
        object: 'webhook',
        id: expect.stringMatching(/^wh_/),
        created_at: expect.any(String),
        events: expect.any(Array),
        target_url: expect.stringMatching(/^https:\/\//),
        active: expect.any(Boolean),
      });
    }
    expect(body.data.some((h) => !h.active)).toBe(true);
  });

  it("keeps each project's webhooks apart, and 404s an unknown project", async () => {
    const body = await get(`/management/v1/projects/${secondProjectId}/webhooks`, webhookListSchema);
    expect(body.total).toBe(1);
    const error = await expectError(
      service.request('/management/v1/projects/proj_nope/webhooks', { headers: managementHeaders }),
      404,
      'not_found',
    );
    expect(error).toMatchObject({ resource_type: 'project', details: 'Cannot find project with id proj_nope' });
  });
});

describe('POST /management/v1/projects/users/invite', () => {
  it('answers 204 with no body and stores the invitation', async () => {
    const res = await invite(
      person('alex.doe@example.com', { [testKeys.project_id]: 'ADMIN', [secondProjectId]: 'VIEWER' }),
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const [stored] = await service.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'alex.doe@example.com'));
    expect(stored).toMatchObject({
      firstName: 'Alex',
      lastName: 'Doe',
      projects: { [testKeys.project_id]: 'ADMIN', [secondProjectId]: 'VIEWER' },
    });
  });

  it.each(['USER', 'VIEWER', 'MERCHANT', 'USER_RESTRICTED'])('accepts the predefined role %s', async (role) => {
    expect((await invite(person(`${role.toLowerCase()}@example.com`, { [testKeys.project_id]: role }))).status).toBe(
      204,
    );
  });

  it('accepts the id of an existing custom role', async () => {
    const [role] = await service.database.db.select().from(customRoles);
    expect(role?.id).toMatch(/^role_/);
    expect((await invite(person('custom@example.com', { [testKeys.project_id]: role!.id }))).status).toBe(204);
  });

  it('answers 400 used_incorrect_role for a role that is neither predefined nor a custom role id', async () => {
    const res = await invite(person('vice@example.com', { [testKeys.project_id]: 'VICE_ADMIN' }));
    const body = await expectError(res, 400, 'used_incorrect_role');
    expect(body).toEqual({
      code: 400,
      key: 'used_incorrect_role',
      message: 'Used incorrect role',
      details: "The role 'VICE_ADMIN' is incorrect",
      resource_id: 'VICE_ADMIN',
      resource_type: 'role',
      request_id: expect.any(String),
    });
    expect(
      await service.database.db.select().from(invitations).where(eq(invitations.email, 'vice@example.com')),
    ).toEqual([]);
  });

  it.each([
    ['a bad email', { ...person('not-an-email') }, 'email'],
    [
      'no first name',
      { email: 'nofirst@example.com', last_name: 'Doe', projects: { [testKeys.project_id]: 'USER' } },
      'first_name',
    ],
    ['no projects', { ...person('noprojects@example.com'), projects: {} }, 'projects'],
  ])('answers 400 invalid_payload for %s', async (_, body, field) => {
    const error = await expectError(invite(body), 400, 'invalid_payload');
    expect(error.details).toContain(field);
  });

  it('refuses a first name over 100 characters at its field, and stores nothing', async () => {
    const error = await expectError(
      invite({ ...person('longname@example.com'), first_name: 'A'.repeat(300) }),
      400,
      'invalid_payload',
    );
    expect(error.errors).toEqual([{ path: 'first_name', message: 'Use at most 100 characters' }]);
    expect(
      await service.database.db.select().from(invitations).where(eq(invitations.email, 'longname@example.com')),
    ).toEqual([]);
  });

  it('answers 404 for an unknown project and stores nothing', async () => {
    const error = await expectError(invite(person('lost@example.com', { proj_nope: 'USER' })), 404, 'not_found');
    expect(error).toMatchObject({ resource_type: 'project', resource_id: 'proj_nope' });
    expect(
      await service.database.db.select().from(invitations).where(eq(invitations.email, 'lost@example.com')),
    ).toEqual([]);
  });

  it('answers 409 duplicate_found when the email was already invited, whatever its case', async () => {
    expect((await invite(person('Sam@Example.com'))).status).toBe(204);
    const error = await expectError(invite(person('sam@EXAMPLE.com')), 409, 'duplicate_found');
    expect(error).toMatchObject({ resource_type: 'user', resource_id: 'sam@example.com' });
  });
});

describe('GET /management/v1/projects/{projectId}/roles', () => {
  it('lists the predefined roles with their permissions, then the custom roles', async () => {
    const body = await get(`/management/v1/projects/${testKeys.project_id}/roles`, accessRoleListSchema);
    expect(body.data.map((r) => r.name)).toEqual([
      'ADMIN',
      'USER',
      'VIEWER',
      'MERCHANT',
      'USER_RESTRICTED',
      'Campaign editor',
    ]);
    expect(body.data.find((r) => r.id === 'VIEWER')).toEqual({
      id: 'VIEWER',
      name: 'VIEWER',
      predefined: true,
      permissions: ['campaigns:read', 'webhooks:read'],
    });
    const [stored] = await service.database.db.select().from(customRoles);
    expect(body.data.at(-1)).toEqual({
      id: stored!.id,
      name: 'Campaign editor',
      predefined: false,
      permissions: ['campaigns:read', 'campaigns:write', 'promotions:toggle', 'webhooks:read'],
    });
  });

  it('answers 404 for an unknown project', async () => {
    await expectError(
      service.request('/management/v1/projects/proj_missing/roles', { headers: managementHeaders }),
      404,
      'not_found',
    );
  });
});
