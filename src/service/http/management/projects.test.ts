import { describe, expect, it } from 'vitest';
import { acceptLinkSchema, invitationDetailsSchema, teamSchema } from '../../../contract/access.ts';
import { campaignListSchema } from '../../../contract/campaign.ts';
import { campaignSetupSchema } from '../../../contract/campaign-setup.ts';
import { campaignTemplateSchema } from '../../../contract/campaign-template.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { managementUserListSchema } from '../../../contract/management-user.ts';
import {
  createdProjectSchema,
  managementProjectListSchema,
  managementProjectSchema,
} from '../../../contract/management-project.ts';
import { allTemplates, expectError, personHeaders, readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = managementHeaders) =>
  service.request(path, body === undefined ? { method, headers } : jsonRequest(method, body, headers));
const projectPath = (id: string) => `/management/v1/projects/${id}`;
const template = '/management/v1/projects/{projectId}';
const minimal = { name: 'Nordics', case_sensitive_codes: true, timezone: 'Europe/Oslo', currency: 'NOK' };

const create = async (body: unknown, headers?: Record<string, string>) => {
  const created = await readAs(send('POST', '/management/v1/projects', body, headers), createdProjectSchema, 200);
  expect(officialErrors('post', '/management/v1/projects', 200, created)).toEqual([]);
  return created;
};
const readProject = async (id: string) => {
  const project = await readAs(send('GET', projectPath(id)), managementProjectSchema, 200);
  expect(officialErrors('get', template, 200, project)).toEqual([]);
  return project;
};
const projectIds = async () =>
  (await readAs(send('GET', '/management/v1/projects'), managementProjectListSchema, 200)).data.map((p) => p.id);

describe('POST /management/v1/projects', () => {
  it('creates a working project: its own keys, trusted domains, settings and users', async () => {
    const created = await create({
      ...minimal,
      description: 'Shops in Norway',
      dial_code: '+47',
      client_trusted_domains: ['https://shop.example.no'],
      client_redeem_enabled: true,
      api_usage_notifications: { api_calls: { enabled: true, value: 50, emails: ['ops@example.no'], in_app: true } },
      users: [{ login: 'Viewer@Example.com', role: 'VIEWER' }],
    });
    expect(created).toMatchObject({
      id: expect.stringMatching(/^proj_[A-Za-z0-9]{10}$/),
      name: 'Nordics',
      description: 'Shops in Norway',
      timezone: 'Europe/Oslo',
      currency: 'NOK',
      dial_code: '+47',
      cluster_id: 'eu1',
      api_version: 'v2018-08-01',
      webhook_version: 'v2024-01-01',
      case_sensitive_codes: true,
      is_sandbox: false,
      client_trusted_domains: ['https://shop.example.no'],
      client_redeem_enabled: true,
      api_usage_notifications: {
        api_calls: { enabled: true, value: 50, emails: ['ops@example.no'], in_app: true },
        messages: { enabled: false, value: 80, emails: [], in_app: false },
      },
      server_side_key: { app_id: expect.stringMatching(/^app_/), app_token: expect.any(String) },
      client_side_key: { app_id: expect.stringMatching(/^client_/), app_token: expect.any(String) },
    });
    const { server_side_key: server, client_side_key: client, ...project } = created;
    expect(await readProject(created.id)).toEqual(project);
    expect(await projectIds()).toContain(created.id);

    // The keys reach the new project, and only it: no campaigns yet, a customer made client-side from its domain.
    const appKeys = { 'x-app-id': server.app_id, 'x-app-token': server.app_token };
    const campaigns = await readAs(send('GET', '/v1/campaigns', undefined, appKeys), campaignListSchema, 200);
    expect(campaigns.campaigns).toEqual([]);
    const clientKeys = { 'x-client-application-id': client.app_id, 'x-client-token': client.app_token };
    const customer = { source_id: 'nordic-visitor' };
    await readAs(
      send('POST', '/client/v1/customers', customer, { ...clientKeys, origin: 'https://shop.example.no' }),
      customerSchema,
      200,
    );
    await expectError(
      send('POST', '/client/v1/customers', customer, { ...clientKeys, origin: testKeys.client_origin }),
      403,
    );

    const users = await readAs(send('GET', `${projectPath(created.id)}/users`), managementUserListSchema, 200);
    expect(users.data.map((u) => [u.email, u.projects[created.id]])).toEqual([['viewer@example.com', 'VIEWER']]);
  });

  it('makes the person who creates one its ADMIN; a role without team:manage may not', async () => {
    const owner = await personHeaders(service, 'owner@example.com');
    const created = await create({ ...minimal, name: 'Owner’s own' }, owner);
    const users = await readAs(send('GET', `${projectPath(created.id)}/users`), managementUserListSchema, 200);
    expect(users.data.map((u) => [u.email, u.projects[created.id]])).toEqual([['owner@example.com', 'ADMIN']]);
    const user = await personHeaders(service, 'user@example.com');
    await expectError(send('POST', '/management/v1/projects', minimal, user), 403, 'missing_permission');
  });

  it('refuses what the engine would not do, and creates nothing', async () => {
    const before = await projectIds();
    const refused = async (body: unknown, status: number, path?: string) => {
      const error = await expectError(send('POST', '/management/v1/projects', body), status);
      if (path) expect(error.errors?.map((e) => e.path)).toContain(path);
      return error;
    };
    await refused({ ...minimal, name: undefined }, 400, 'name');
    await refused({ ...minimal, case_sensitive_codes: false }, 400, 'case_sensitive_codes');
    await refused({ ...minimal, client_list_vouchers_enabled: true }, 400, 'client_list_vouchers_enabled');
    await refused({ ...minimal, client_redeem_enabled: false }, 400, 'client_redeem_enabled');
    await refused({ ...minimal, timezone: 'Mars/Olympus' }, 400, 'timezone');
    await refused({ ...minimal, currency: 'XXQ' }, 400, 'currency');
    await refused({ ...minimal, client_trusted_domains: ['https://shop.example.no/path'] }, 400);
    const elsewhere = await refused({ ...minimal, cluster_id: 'us1' }, 403);
    expect(elsewhere).toMatchObject({ key: 'forbidden', details: 'Project is bound to different region' });
    const stranger = await refused({ ...minimal, users: [{ login: 'nobody@example.com', role: 'USER' }] }, 404);
    expect(stranger).toMatchObject({ resource_type: 'user', resource_id: 'nobody@example.com' });
    await refused({ ...minimal, users: [{ id: 'x', login: 'viewer@example.com', role: 'USER' }] }, 400);
    await refused({ ...minimal, users: [{ login: 'viewer@example.com', role: 'VICE_ADMIN' }] }, 400);
    expect(await projectIds()).toEqual(before);
  });
});

describe('PUT /management/v1/projects/{projectId}', () => {
  it('changes only the fields sent, and keeps the rest', async () => {
    const { id } = await create({ ...minimal, description: 'Before', dial_code: '+47' });
    const before = await readProject(id);
    const changed = await readAs(
      send('PUT', projectPath(id), {
        name: 'Nordics and Baltics',
        description: null,
        timezone: 'Europe/Riga',
        client_trusted_domains: ['https://shop.example.lv', 'https://shop.example.lv'],
        webhooks_callout_notifications: { webhooks: { email: true, emails: ['hooks@example.lv'] } },
        default_code_config: { charset: before.default_code_config.charset },
      }),
      managementProjectSchema,
      200,
    );
    expect(officialErrors('put', template, 200, changed)).toEqual([]);
    expect(changed).toEqual({
      ...before,
      name: 'Nordics and Baltics',
      description: undefined,
      timezone: 'Europe/Riga',
      client_trusted_domains: ['https://shop.example.lv'],
      webhooks_callout_notifications: {
        ...before.webhooks_callout_notifications,
        webhooks: { email: true, in_app: false, emails: ['hooks@example.lv'] },
      },
    });
    expect(changed).not.toHaveProperty('description');
    expect(await readProject(id)).toEqual(changed);
    expect(await readAs(send('PUT', projectPath(id), {}), managementProjectSchema, 200)).toEqual(changed);

    await expectError(send('PUT', projectPath(id), { default_code_config: { charset: 'ABC' } }), 400);
    await expectError(send('PUT', projectPath(id), { case_sensitive_codes: false }), 400);
    await expectError(send('PUT', projectPath(id), { name: '' }), 400);
    expect(await readProject(id)).toEqual(changed);
    await expectError(send('PUT', projectPath('proj_nope'), { name: 'x' }), 404, 'not_found');
  });
});

describe('DELETE /management/v1/projects/{projectId}', () => {
  it('deletes the project with everything in it; its keys stop working; invitations forget it', async () => {
    const created = await create({ ...minimal, name: 'Short-lived' });
    const appKeys = { 'x-app-id': created.server_side_key.app_id, 'x-app-token': created.server_side_key.app_token };
    // Content in many tables: a copied template, a campaign with its rules and codes, a customer, brand details.
    const source = (await allTemplates(service)).find((t) => t.name === 'Spring 10% off')!;
    const copyPath = `${projectPath(testKeys.project_id)}/templates/campaigns/${source.id}/copy`;
    const copy = await readAs(
      send('POST', copyPath, { name: 'Copied', destination_project_id: created.id }),
      campaignTemplateSchema,
      200,
    );
    const setupPath = `/v1/templates/campaigns/${copy.id}/campaign-setup`;
    const setup = await readAs(
      send('POST', setupPath, { name: 'Doomed campaign', vouchers_count: 3 }, appKeys),
      campaignSetupSchema,
      200,
    );
    expect(setup.created_resources).toHaveLength(1);
    expect((await send('POST', '/v1/customers', { source_id: 'doomed' }, appKeys)).status).toBe(200);
    const brand = {
      brand: { name: 'Doomed' },
      address: { street: 'Main 1', city: 'Oslo', postal: null, country: 'Norway' },
      contact: { email: 'brand@example.no' },
    };
    expect((await send('POST', `${projectPath(created.id)}/branding`, brand)).status).toBe(200);
    const email = 'invited-twice@example.com';
    const invitation = {
      email,
      first_name: 'Ines',
      last_name: 'Vited',
      projects: { [testKeys.project_id]: 'VIEWER', [created.id]: 'USER' },
    };
    expect((await send('POST', '/management/v1/projects/users/invite', invitation)).status).toBe(204);

    const deleted = await send('DELETE', projectPath(created.id));
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    await expectError(send('GET', projectPath(created.id)), 404, 'not_found');
    expect(await projectIds()).not.toContain(created.id);
    await expectError(send('GET', '/v1/campaigns', undefined, appKeys), 401, 'unauthorized');
    await expectError(send('DELETE', projectPath(created.id)), 404, 'not_found');

    const owner = await personHeaders(service, 'owner@example.com');
    const team = await readAs(
      send('GET', `/promodesk/projects/${testKeys.project_id}/team`, undefined, owner),
      teamSchema,
      200,
    );
    const pending = team.invitations.find((i) => i.email === email)!;
    const link = await readAs(
      send('POST', `/promodesk/projects/${testKeys.project_id}/invitations/${pending.id}/resend`, undefined, owner),
      acceptLinkSchema,
      200,
    );
    const token = new URL(link.accept_url).searchParams.get('token')!;
    const details = await readAs(service.request(`/promodesk/invitation?token=${token}`), invitationDetailsSchema, 200);
    expect(details.projects.map((p) => p.id)).toEqual([testKeys.project_id]);
  });

  it('refuses to delete the sandbox (demo) project, and 404s an unknown one', async () => {
    const error = await expectError(send('DELETE', projectPath(testKeys.project_id)), 403, 'forbidden');
    expect(error.details).toBe('The sandbox project cannot be deleted');
    expect((await readProject(testKeys.project_id)).is_sandbox).toBe(true);
    await expectError(send('DELETE', projectPath('proj_nope')), 404, 'not_found');
    const viewer = await personHeaders(service, 'viewer@example.com');
    await expectError(send('DELETE', projectPath(testKeys.project_id), undefined, viewer), 403, 'missing_permission');
  });
});
