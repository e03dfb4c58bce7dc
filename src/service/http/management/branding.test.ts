import { describe, expect, it } from 'vitest';
import { brandingListSchema, brandingSchema } from '../../../contract/branding.ts';
import { expectError, personHeaders, readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const path = `/management/v1/projects/${testKeys.project_id}/branding`;
const template = '/management/v1/projects/{projectId}/branding';
const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = managementHeaders) =>
  service.request(url, body === undefined ? { method, headers } : jsonRequest(method, body, headers));
const list = async () => {
  const all = await readAs(send('GET', path), brandingListSchema, 200);
  expect(officialErrors('get', template, 200, all)).toEqual([]);
  return all;
};

/** The hosted create example. */
const hostedExample = {
  brand: {
    name: 'Voucherify PSA',
    privacy_policy_url: null,
    terms_of_use_url: null,
    permission_reminder: 'You are receiving this email because you opted in at our website.',
    website_url: 'voucherify.io',
  },
  address: { street: 'Porcelanowa 23', city: 'Katowice', postal: '43-246', state: null, country: 'Poland' },
  contact: { email: 'support@voucherify.io', phone: null },
};

describe('brand details through the management API', () => {
  it('creates the project’s one brand, changes the fields sent, and deletes it', async () => {
    expect(await list()).toEqual({ object: 'list', data_ref: 'data', data: [], total: 0 });
    const created = await readAs(send('POST', path, hostedExample), brandingSchema, 200);
    expect(officialErrors('post', template, 200, created)).toEqual([]);
    expect(created).toEqual({ id: expect.stringMatching(/^brd_[A-Za-z0-9]{18}$/), ...hostedExample });
    const second = await expectError(send('POST', path, hostedExample), 409);
    expect(second).toMatchObject({
      key: 'branding_exist',
      message: 'Branding exist',
      details: 'Cannot exist more than one branding for given project',
    });
    expect((await list()).data).toEqual([created]);

    const one = `${path}/${created.id}`;
    const changed = await readAs(
      send('PUT', one, {
        brand: { privacy_policy_url: 'https://voucherify.io/privacy', permission_reminder: null },
        contact: { email: 'your_email@your-domain.com' },
      }),
      brandingSchema,
      200,
    );
    expect(officialErrors('put', `${template}/{brandingId}`, 200, changed)).toEqual([]);
    expect(changed).toEqual({
      ...created,
      brand: { ...created.brand, privacy_policy_url: 'https://voucherify.io/privacy' },
      contact: { email: 'your_email@your-domain.com', phone: null },
    });
    const read = await readAs(send('GET', one), brandingSchema, 200);
    expect(officialErrors('get', `${template}/{brandingId}`, 200, read)).toEqual([]);
    expect(read).toEqual(changed);

    await expectError(send('PUT', one, { contact: { email: 'not an email' } }), 400, 'invalid_payload');
    await expectError(send('PUT', one, { brand: { privacy_policy_url: 'javascript:alert(1)' } }), 400);
    await expectError(send('PUT', one, { logo: 'x' }), 400);
    expect(await readAs(send('GET', one), brandingSchema, 200)).toEqual(changed);

    expect((await send('DELETE', one)).status).toBe(204);
    const gone = await expectError(send('GET', one), 404, 'not_found');
    expect(gone).toMatchObject({
      resource_type: 'branding_details',
      resource_id: created.id,
      details: `Cannot find branding_details with id ${created.id}`,
    });
    expect((await list()).total).toBe(0);
  });

  it('fills what a minimal request leaves out, and refuses an incomplete one', async () => {
    await expectError(send('POST', path, { brand: { name: 'No address' }, contact: { email: 'a@b.co' } }), 400);
    const minimal = {
      brand: { name: 'Shop' },
      address: { street: 'Main 1', city: 'Oslo', postal: null, country: 'Norway' },
      contact: { email: 'shop@example.no' },
    };
    const created = await readAs(send('POST', path, minimal), brandingSchema, 200);
    expect(officialErrors('post', template, 200, created)).toEqual([]);
    expect(created).toMatchObject({
      brand: {
        name: 'Shop',
        privacy_policy_url: null,
        terms_of_use_url: null,
        permission_reminder: 'You are receiving this email because you opted in at our website.',
        website_url: null,
      },
      address: { state: null, postal: null },
      contact: { phone: null },
    });
    await expectError(send('PUT', `${path}/brd_missing`, { brand: { name: 'x' } }), 404, 'not_found');
    await expectError(send('GET', '/management/v1/projects/proj_nope/branding'), 404, 'not_found');
    const viewer = await personHeaders(service, 'viewer@example.com');
    expect((await send('GET', path, undefined, viewer)).status).toBe(200);
    await expectError(send('DELETE', `${path}/${created.id}`, undefined, viewer), 403, 'missing_permission');
  });
});
