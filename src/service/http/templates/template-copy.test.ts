import { beforeAll, describe, expect, it } from 'vitest';
import { campaignSetupSchema } from '../../../contract/campaign-setup.ts';
import { campaignTemplateSchema, templateListSchema } from '../../../contract/campaign-template.ts';
import { createdProjectSchema } from '../../../contract/management-project.ts';
import { validationRuleSchema } from '../../../contract/validation-rule.ts';
import { allTemplates, expectError, personHeaders, readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = managementHeaders) =>
  service.request(url, body === undefined ? { method, headers } : jsonRequest(method, body, headers));
const copyPath = (templateId: string, projectId = testKeys.project_id) =>
  `/management/v1/projects/${projectId}/templates/campaigns/${templateId}/copy`;
const official = '/management/v1/projects/{projectId}/templates/campaigns/{campaignTemplateId}/copy';
const templatesOf = async (projectId: string) =>
  (
    await readAs(
      send('GET', `/management/v1/projects/${projectId}/templates/campaigns?limit=100`),
      templateListSchema,
      200,
    )
  ).data;

let spring: Awaited<ReturnType<typeof allTemplates>>[number];
let destination: { id: string; appKeys: Record<string, string> };

beforeAll(async () => {
  spring = (await allTemplates(service)).find((t) => t.name === 'Spring 10% off')!;
  const created = await readAs(
    send('POST', '/management/v1/projects', {
      name: 'Copies',
      case_sensitive_codes: true,
      timezone: 'UTC',
      currency: 'EUR',
    }),
    createdProjectSchema,
    200,
  );
  const { app_id, app_token } = created.server_side_key;
  destination = { id: created.id, appKeys: { 'x-app-id': app_id, 'x-app-token': app_token } };
});

describe('POST /management/v1/projects/{projectId}/templates/campaigns/{campaignTemplateId}/copy', () => {
  it('copies a template into another project, where a campaign set up from it gets the rules', async () => {
    const copy = await readAs(
      send('POST', copyPath(spring.id), { name: 'Spring copy', destination_project_id: destination.id }),
      campaignTemplateSchema,
      200,
    );
    expect(officialErrors('post', official, 200, copy)).toEqual([]);
    expect(copy).toEqual({
      id: expect.stringMatching(/^camp_tpl_/),
      name: 'Spring copy',
      description: spring.description,
      campaign_type: spring.campaign_type,
      created_at: expect.any(String),
      object: 'campaign_template',
    });
    expect(copy.id).not.toBe(spring.id);
    expect(await templatesOf(destination.id)).toEqual([copy]);
    expect((await templatesOf(testKeys.project_id)).find((t) => t.id === spring.id)).toEqual(spring);

    const setup = await readAs(
      send(
        'POST',
        `/v1/templates/campaigns/${copy.id}/campaign-setup`,
        { name: 'Spring in Copies', vouchers_count: 2 },
        destination.appKeys,
      ),
      campaignSetupSchema,
      200,
    );
    expect(setup.campaign.name).toBe('Spring in Copies');
    const [rule] = setup.created_resources;
    const stored = await readAs(
      send('GET', `/v1/validation-rules/${rule!.id}`, undefined, destination.appKeys),
      validationRuleSchema,
      200,
    );
    expect(stored.id).toBe(rule!.id);
  });

  it('takes a description or none, and refuses a taken name in the destination', async () => {
    const described = await readAs(
      send('POST', copyPath(spring.id), {
        name: 'Described',
        description: 'For the autumn',
        destination_project_id: destination.id,
      }),
      campaignTemplateSchema,
      200,
    );
    expect(described.description).toBe('For the autumn');
    const bare = await readAs(
      send('POST', copyPath(spring.id), { name: 'Bare', description: null, destination_project_id: destination.id }),
      campaignTemplateSchema,
      200,
    );
    expect(bare).not.toHaveProperty('description');
    const taken = await expectError(
      send('POST', copyPath(spring.id), { name: 'Described', destination_project_id: destination.id }),
      409,
      'duplicate_found',
    );
    expect(taken).toMatchObject({
      details: 'Duplicated campaign_template exists with name Described',
      resource_type: 'campaign_template',
      resource_id: 'Described',
    });
    // Within the source project the copy takes a name of its own as well.
    const same = await readAs(
      send('POST', copyPath(spring.id), { name: 'Spring again', destination_project_id: testKeys.project_id }),
      campaignTemplateSchema,
      200,
    );
    expect((await templatesOf(testKeys.project_id)).map((t) => t.id)).toContain(same.id);
  });

  it('404s an unknown template, source or destination; refuses a person who may not write there', async () => {
    const before = await templatesOf(destination.id);
    const body = { name: 'Nowhere', destination_project_id: destination.id };
    const template = await expectError(send('POST', copyPath('camp_tpl_missing'), body), 404, 'not_found');
    expect(template).toMatchObject({ resource_type: 'campaign_template', resource_id: 'camp_tpl_missing' });
    await expectError(send('POST', copyPath(spring.id, 'proj_nope'), body), 404, 'not_found');
    const project = await expectError(
      send('POST', copyPath(spring.id), { name: 'Nowhere', destination_project_id: 'proj_nope' }),
      404,
      'not_found',
    );
    expect(project).toMatchObject({ resource_type: 'project', resource_id: 'proj_nope' });
    await expectError(send('POST', copyPath(spring.id), { destination_project_id: destination.id }), 400);
    // The USER writes campaigns in the demo project only.
    const user = await personHeaders(service, 'user@example.com');
    await expectError(send('POST', copyPath(spring.id), body, user), 403, 'missing_permission');
    expect(await templatesOf(destination.id)).toEqual(before);
    const own = await readAs(
      send('POST', copyPath(spring.id), { name: 'By a USER', destination_project_id: testKeys.project_id }, user),
      campaignTemplateSchema,
      200,
    );
    expect(own.name).toBe('By a USER');
  });
});
