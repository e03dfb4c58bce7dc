import { beforeAll, describe, expect, it } from 'vitest';
import { accessRoleListSchema, accountSessionSchema, rolePermissions } from '../../../contract/access.ts';
import { categoryListSchema } from '../../../contract/category.ts';
import { expectError, personHeaders, readAs } from '../../testing/api.ts';
import { jsonRequest, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const project = testKeys.project_id;
let owner: Record<string, string> = {};
let user: Record<string, string> = {};
const as = (headers: Record<string, string>, role: string) => ({ ...headers, 'x-promodesk-view-as': role });
const session = (headers: Record<string, string>) =>
  readAs(service.request('/promodesk/session', { headers }), accountSessionSchema, 200);
const categories = (headers: Record<string, string>) =>
  readAs(service.request('/v1/categories', { headers }), categoryListSchema, 200);

beforeAll(async () => {
  owner = await personHeaders(service, 'owner@example.com');
  user = await personHeaders(service, 'user@example.com');
});

describe('viewing the console as a role', () => {
  it('shows the viewed role’s permissions in the session, for the chosen project only', async () => {
    const viewing = await session(as(owner, 'VIEWER'));
    expect(viewing.viewing_as).toEqual({ project_id: project, role: 'VIEWER', role_name: 'VIEWER' });
    const here = viewing.memberships.find((m) => m.project.id === project)!;
    expect(here).toMatchObject({ role: 'VIEWER', role_name: 'VIEWER', permissions: [...rolePermissions.VIEWER] });
    const elsewhere = viewing.memberships.find((m) => m.project.id !== project)!;
    expect(elsewhere.permissions).toEqual([...rolePermissions.ADMIN]);

    const plain = await session(owner);
    expect(plain.viewing_as).toBeUndefined();
    expect(plain.memberships.find((m) => m.project.id === project)!.role).toBe('ADMIN');
  });

  it('lets reads follow the viewed role and refuses every change in words, writing nothing', async () => {
    const before = (await categories(owner)).total;
    expect((await categories(as(owner, 'VIEWER'))).total).toBe(before);

    const audit = await expectError(
      service.request(`/promodesk/projects/${project}/audit`, { headers: as(owner, 'VIEWER') }),
      403,
      'missing_permission',
    );
    expect(audit.details).toMatch(/The role you are viewing as, VIEWER,.*audit:read/);

    const write = await expectError(
      service.request(
        '/v1/categories',
        jsonRequest('POST', { name: 'While viewing', hierarchy: 1 }, as(owner, 'VIEWER')),
      ),
      403,
      'view_as_read_only',
    );
    expect(write.details).toBe('Viewing as VIEWER is read-only: stop viewing as a role to make changes');
    // Even what the viewed role itself could do is refused: the admin is only looking.
    await expectError(
      service.request('/v1/categories', jsonRequest('POST', { name: 'As a user', hierarchy: 1 }, as(owner, 'USER'))),
      403,
      'view_as_read_only',
    );
    await expectError(
      service.request(
        `/promodesk/projects/${project}/views`,
        jsonRequest('POST', { name: 'V', list: 'campaigns', state: {} }, as(owner, 'MERCHANT')),
      ),
      403,
      'view_as_read_only',
    );
    expect((await categories(owner)).total).toBe(before);
  });

  it('views as a custom role by its id, and answers 404 for a role that does not exist', async () => {
    const roles = await readAs(
      service.request(`/management/v1/projects/${project}/roles`, { headers: owner }),
      accessRoleListSchema,
      200,
    );
    const editor = roles.data.find((r) => r.name === 'Campaign editor')!;
    const viewing = await session(as(owner, editor.id));
    expect(viewing.viewing_as).toEqual({ project_id: project, role: editor.id, role_name: 'Campaign editor' });
    expect((await categories(as(owner, editor.id))).object).toBe('list');
    await expectError(
      service.request(`/promodesk/projects/${project}/team`, { headers: as(owner, editor.id) }),
      403,
      'missing_permission',
    );
    await expectError(service.request('/v1/categories', { headers: as(owner, 'role_gone') }), 404, 'not_found');
    expect((await session(as(owner, 'role_gone'))).viewing_as).toBeUndefined();
  });

  it('is only for people who manage the team', async () => {
    const refused = await expectError(service.request('/v1/categories', { headers: as(user, 'VIEWER') }), 403);
    expect(refused.details).toMatch(/needs team:manage/);
    const own = await session(as(user, 'VIEWER'));
    expect(own.viewing_as).toBeUndefined();
    expect(own.memberships.find((m) => m.project.id === project)!.role).toBe('USER');
  });
});
