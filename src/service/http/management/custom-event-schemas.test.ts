import { describe, expect, it } from 'vitest';
import { customEventSchemaListSchema, customEventSchemaSchema } from '../../../contract/custom-event-schema.ts';
import { expectError, personHeaders, readAs } from '../../testing/api.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const path = `/management/v1/projects/${testKeys.project_id}/custom-event-schemas`;
const template = '/management/v1/projects/{projectId}/custom-event-schemas';
const send = (method: string, url: string, body?: unknown, headers: Record<string, string> = managementHeaders) =>
  service.request(url, body === undefined ? { method, headers } : jsonRequest(method, body, headers));
const list = async () => {
  const all = await readAs(send('GET', path), customEventSchemaListSchema, 200);
  expect(officialErrors('get', template, 200, all)).toEqual([]);
  return all;
};

describe('custom event schemas through the management API', () => {
  it('creates one per event name, lists them newest first, merges changes and deletes', async () => {
    expect(await list()).toEqual({ object: 'list', data_ref: 'data', data: [], total: 0 });
    const review = await readAs(
      send('POST', path, {
        name: 'review',
        schema: { properties: { published: { type: 'boolean', optional: true } } },
      }),
      customEventSchemaSchema,
      200,
    );
    expect(officialErrors('post', template, 200, review)).toEqual([]);
    expect(review).toEqual({
      id: expect.stringMatching(/^ms_[A-Za-z0-9]{24}$/),
      name: 'review',
      schema: { properties: { published: { type: 'boolean', optional: true } } },
      created_at: expect.any(String),
      object: 'custom-event-schema',
    });
    const signUp = await readAs(
      send('POST', path, { name: 'sign-up', schema: { properties: {} } }),
      customEventSchemaSchema,
      200,
    );
    const twice = await expectError(send('POST', path, { name: 'sign-up', schema: { properties: {} } }), 409);
    expect(twice).toMatchObject({
      key: 'duplicate_found',
      message: 'Duplicated resource found',
      details: 'Duplicated custom_event_schema exists with name sign-up',
      resource_id: 'sign-up',
      resource_type: 'custom_event_schema',
    });
    expect((await list()).data.map((s) => s.name)).toEqual(['sign-up', 'review']);

    const one = `${path}/${review.id}`;
    const changed = await readAs(
      send('PUT', one, {
        schema: {
          properties: {
            published: { type: 'string', optional: false, deleted: true },
            stars: { type: 'number', optional: false },
          },
        },
      }),
      customEventSchemaSchema,
      200,
    );
    expect(officialErrors('put', `${template}/{customEventSchemaId}`, 200, changed)).toEqual([]);
    expect(changed).toEqual({
      ...review,
      schema: {
        properties: {
          published: { type: 'string', optional: false, deleted: true },
          stars: { type: 'number', optional: false },
        },
      },
      updated_at: expect.any(String),
    });
    const read = await readAs(send('GET', one), customEventSchemaSchema, 200);
    expect(officialErrors('get', `${template}/{customEventSchemaId}`, 200, read)).toEqual([]);
    expect(read).toEqual(changed);

    expect((await send('DELETE', `${path}/${signUp.id}`)).status).toBe(204);
    const gone = await expectError(send('GET', `${path}/${signUp.id}`), 404, 'not_found');
    expect(gone).toMatchObject({ resource_type: 'custom_event_schema', resource_id: signUp.id });
    expect((await list()).data.map((s) => s.name)).toEqual(['review']);
    // The name is free again.
    expect((await send('POST', path, { name: 'sign-up', schema: { properties: {} } })).status).toBe(200);
  });

  it('refuses unknown types and fields, unknown ids and projects, and changes nothing', async () => {
    const before = await list();
    const bad = { name: 'cart_left', schema: { properties: { total: { type: 'money', optional: true } } } };
    await expectError(send('POST', path, bad), 400, 'invalid_payload');
    await expectError(send('POST', path, { name: 'cart_left', schema: { properties: {} }, extra: 1 }), 400);
    await expectError(send('POST', path, { name: 'cart_left' }), 400);
    await expectError(send('PUT', `${path}/ms_missing`, { schema: { properties: {} } }), 404, 'not_found');
    await expectError(send('DELETE', `${path}/ms_missing`), 404, 'not_found');
    const project = await expectError(
      send('GET', '/management/v1/projects/proj_nope/custom-event-schemas'),
      404,
      'not_found',
    );
    expect(project.details).toBe('Cannot find project with id proj_nope');
    expect(await list()).toEqual(before);
  });

  it('lets a person read with campaigns:read and change with campaigns:write', async () => {
    const viewer = await personHeaders(service, 'viewer@example.com');
    expect((await send('GET', path, undefined, viewer)).status).toBe(200);
    await expectError(
      send('POST', path, { name: 'viewer_event', schema: { properties: {} } }, viewer),
      403,
      'missing_permission',
    );
    const user = await personHeaders(service, 'user@example.com');
    expect((await send('POST', path, { name: 'user_event', schema: { properties: {} } }, user)).status).toBe(200);
  });
});
