import { beforeAll, describe, expect, it } from 'vitest';
import { campaignTemplateSchema, templateListSchema } from '../../../contract/campaign-template.ts';
import { campaignSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import {
  allTemplates,
  bearer,
  issueTokenThroughApi,
  listTemplates,
  readAs,
  readOfficial,
  setUpCampaignThroughApi,
} from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

/** The hosted server-side template operations: list, read, rename or describe, and delete for good. */
const service = useTestService();
const templatesPath = '/v1/templates/campaigns';
const onePath = '/v1/templates/campaigns/{campaignTemplateId}';

const get = (path: string, headers: Record<string, string> = appHeaders) => service.request(path, { headers });
const put = (id: string, body: unknown) =>
  service.request(`${templatesPath}/${id}`, jsonRequest('PUT', body, appHeaders));
const remove = (id: string) => service.request(`${templatesPath}/${id}`, { method: 'DELETE', headers: appHeaders });

let all: Awaited<ReturnType<typeof allTemplates>> = [];
beforeAll(async () => {
  all = await allTemplates(service);
});

describe('GET /v1/templates/campaigns', () => {
  it('pages the project templates oldest first with a cursor, as the management list does', async () => {
    const first = await readOfficial(
      'get',
      templatesPath,
      get(`${templatesPath}?include_total=true`),
      templateListSchema,
    );
    expect(first).toMatchObject({ object: 'list', data_ref: 'data', has_more: true, total: all.length });
    expect(first.data.map((t) => t.id)).toEqual(all.slice(0, 10).map((t) => t.id));
    const next = await readOfficial(
      'get',
      templatesPath,
      get(`${templatesPath}?limit=100&starting_after_id=${first.more_starting_after}`),
      templateListSchema,
    );
    expect(next.has_more).toBe(false);
    expect(next).not.toHaveProperty('more_starting_after');
    expect([...first.data, ...next.data].map((t) => t.id)).toEqual(all.map((t) => t.id));
    const management = await readAs(listTemplates(service, 'include_total=true'), templateListSchema, 200);
    expect(first).toEqual(management);
  });

  it('takes the official order and filters, and a bearer token with the templates scope', async () => {
    const token = await issueTokenThroughApi(service, 'templates');
    const query = 'order=-id&limit=100&filters[campaign_type][conditions][$in][0]=GIFT_VOUCHERS';
    const gifts = await readOfficial(
      'get',
      templatesPath,
      get(`${templatesPath}?${query}`, bearer(token)),
      templateListSchema,
    );
    const expected = all
      .filter((t) => t.campaign_type === 'GIFT_VOUCHERS')
      .map((t) => t.id)
      .sort()
      .reverse();
    expect(gifts.data.map((t) => t.id)).toEqual(expected);
  });

  it('refuses an unknown cursor with 404 and a bad filter with 400', async () => {
    // The official list documents no 404: the error is the interface's own body.
    await readAs(get(`${templatesPath}?starting_after_id=camp_tpl_nope`), errorBodySchema, 404);
    const refused = await readAs(get(`${templatesPath}?filters[name][conditions][$near]=x`), errorBodySchema, 400);
    expect(refused.key).toBe('invalid_payload');
  });
});

describe('GET /v1/templates/campaigns/{campaignTemplateId}', () => {
  it('answers the template as it is listed, and 404 naming an unknown one', async () => {
    const listed = all.find((t) => t.campaign_type === 'DISCOUNT_COUPONS')!;
    const read = await readOfficial('get', onePath, get(`${templatesPath}/${listed.id}`), campaignTemplateSchema);
    expect(read).toEqual(listed);
    const missing = await readOfficial('get', onePath, get(`${templatesPath}/camp_tpl_nope`), errorBodySchema, 404);
    expect(missing).toMatchObject({ resource_type: 'campaign_template', resource_id: 'camp_tpl_nope' });
  });

  it('refuses expand=json_template, whose hosted shape is not documented, rather than answer without it', async () => {
    const refused = await readAs(get(`${templatesPath}/${all[0]!.id}?expand=json_template`), errorBodySchema, 400);
    expect(refused.details).toMatch(/^expand: json_template is not supported/);
  });
});

describe('PUT /v1/templates/campaigns/{campaignTemplateId}', () => {
  it('renames the template and changes its description; null clears it; reads and lists agree', async () => {
    const template = all.find((t) => t.description !== undefined && t.updated_at === undefined)!;
    const renamed = await readOfficial(
      'put',
      onePath,
      put(template.id, { name: 'Renamed template', description: 'For the autumn' }),
      campaignTemplateSchema,
    );
    expect(renamed).toMatchObject({
      ...template,
      name: 'Renamed template',
      description: 'For the autumn',
      updated_at: expect.any(String),
    });
    const cleared = await readOfficial('put', onePath, put(template.id, { description: null }), campaignTemplateSchema);
    expect(cleared.name).toBe('Renamed template');
    expect(cleared).not.toHaveProperty('description');
    expect(await readAs(get(`${templatesPath}/${template.id}`), campaignTemplateSchema, 200)).toEqual(cleared);
    const listed = await readAs(
      get(`${templatesPath}?filters[name][conditions][$is]=Renamed template`),
      templateListSchema,
      200,
    );
    expect(listed.data).toEqual([cleared]);
  });

  it("refuses another template's name with 409 and changes nothing", async () => {
    const [a, b] = await allTemplates(service);
    const refused = await readOfficial('put', onePath, put(a!.id, { name: b!.name }), errorBodySchema, 409);
    expect(refused).toMatchObject({ key: 'duplicate_found', resource_type: 'campaign_template' });
    expect(await readAs(get(`${templatesPath}/${a!.id}`), campaignTemplateSchema, 200)).toEqual(a);
  });

  it('refuses a description that is not a string with 400 and an unknown template with 404', async () => {
    await readOfficial('put', onePath, put(all[1]!.id, { description: 5 }), errorBodySchema, 400);
    await readOfficial('put', onePath, put('camp_tpl_nope', { name: 'Nope' }), errorBodySchema, 404);
  });
});

describe('DELETE /v1/templates/campaigns/{campaignTemplateId}', () => {
  it('deletes the template for good; a campaign set up from it stays', async () => {
    const template = all.find((t) => t.campaign_type === 'GIFT_VOUCHERS')!;
    const setup = await setUpCampaignThroughApi(service, template.id, { name: 'Made before the delete' });
    const deleted = await remove(template.id);
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    await readOfficial('get', onePath, get(`${templatesPath}/${template.id}`), errorBodySchema, 404);
    await readOfficial('delete', onePath, remove(template.id), errorBodySchema, 404);
    const remaining = await allTemplates(service);
    expect(remaining.map((t) => t.id)).not.toContain(template.id);
    expect(remaining).toHaveLength(all.length - 1);
    const campaign = await readAs(get(`/v1/campaigns/${setup.campaign.id}`), campaignSchema, 200);
    expect(campaign.name).toBe('Made before the delete');
  });
});
