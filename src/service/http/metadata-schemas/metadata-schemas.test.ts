import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import {
  managementMetadataSchemaListSchema,
  managementMetadataSchemaSchema,
  metadataSchemaListSchema,
  metadataSchemaSchema,
} from '../../../contract/metadata-schema.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const managementPath = `/management/v1/projects/${testKeys.project_id}/metadata-schemas`;
const manage = (method: string, path: string, body?: unknown) =>
  service.request(
    path,
    body === undefined ? { method, headers: managementHeaders } : jsonRequest(method, body, managementHeaders),
  );

const customerSchema = {
  related_object: 'customer',
  properties: {
    tier: { type: 'string', optional: true, array: false, eq: ['gold', 'silver'], max_length: 20 },
    visits: { type: 'number', optional: false, array: false, gte: 0 },
  },
};

describe('metadata schemas', () => {
  it('starts empty, and shows what the management API writes to both reads', async () => {
    const empty = await readAs(
      service.request('/v1/metadata-schemas', { headers: appHeaders }),
      metadataSchemaListSchema,
      200,
    );
    expect(empty).toEqual({ object: 'list', data_ref: 'schemas', schemas: [], total: 0 });

    const created = await readAs(manage('POST', managementPath, customerSchema), managementMetadataSchemaSchema, 200);
    expect(officialErrors('post', '/management/v1/projects/{projectId}/metadata-schemas', 200, created)).toEqual([]);
    expect(created).toMatchObject({ related_object: 'customer', allow_defined_only: false, updated_at: null });
    const twice = await readAs(manage('POST', managementPath, customerSchema), errorBodySchema, 409);
    expect(twice.details).toBe('Duplicated metadata schema exists with related_object customer');

    const v1 = await readAs(
      service.request('/v1/metadata-schemas/customer', { headers: appHeaders }),
      metadataSchemaSchema,
      200,
    );
    expect(officialErrors('get', '/v1/metadata-schemas/{resource}', 200, v1)).toEqual([]);
    expect(v1.properties.tier).toEqual({
      type: 'string',
      optional: true,
      array: false,
      eq: ['gold', 'silver'],
      maxLength: 20,
    });
    const list = await readAs(
      service.request('/v1/metadata-schemas', { headers: appHeaders }),
      metadataSchemaListSchema,
      200,
    );
    expect(officialErrors('get', '/v1/metadata-schemas', 200, list)).toEqual([]);
    expect(list.schemas.map((s) => s.related_object)).toEqual(['customer']);

    const path = `${managementPath}/${created.id}`;
    const changed = await readAs(
      manage('PUT', path, {
        allow_defined_only: true,
        properties: { tier: { type: 'string', optional: false, array: false } },
      }),
      managementMetadataSchemaSchema,
      200,
    );
    expect(
      officialErrors('put', '/management/v1/projects/{projectId}/metadata-schemas/{metadataSchemaId}', 200, changed),
    ).toEqual([]);
    expect(changed.allow_defined_only).toBe(true);
    expect(changed.properties.tier).toEqual({ type: 'string', optional: false, array: false });
    expect(changed.properties.visits).toMatchObject({ type: 'number', gte: 0 });
    const retyped = await readAs(
      manage('PUT', path, { properties: { tier: { type: 'number', optional: false, array: false } } }),
      errorBodySchema,
      400,
    );
    expect(retyped.errors).toEqual([
      { path: 'properties.tier.type', message: 'The type of tier is string and cannot change' },
    ]);
    const all = await readAs(manage('GET', managementPath), managementMetadataSchemaListSchema, 200);
    expect(officialErrors('get', '/management/v1/projects/{projectId}/metadata-schemas', 200, all)).toEqual([]);
    const one = await readAs(manage('GET', path), managementMetadataSchemaSchema, 200);
    expect(
      officialErrors('get', '/management/v1/projects/{projectId}/metadata-schemas/{metadataSchemaId}', 200, one),
    ).toEqual([]);

    expect((await manage('DELETE', path)).status).toBe(204);
    const gone = await readAs(
      service.request('/v1/metadata-schemas/customer', { headers: appHeaders }),
      errorBodySchema,
      404,
    );
    expect(gone).toMatchObject({ resource_type: 'metadata schema', resource_id: 'customer' });
  });

  it('refuses a definition of an unknown type and writes nothing', async () => {
    const bad = { related_object: 'order', properties: { x: { type: 'colour', optional: true, array: false } } };
    await readAs(manage('POST', managementPath, bad), errorBodySchema, 400);
    expect(
      (await readAs(manage('GET', managementPath), managementMetadataSchemaListSchema, 200)).data.map(
        (s) => s.related_object,
      ),
    ).not.toContain('order');
  });

  it('answers the official SDK v2', async () => {
    await readAs(
      manage('POST', managementPath, { ...customerSchema, related_object: 'voucher' }),
      managementMetadataSchemaSchema,
      200,
    );
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    expect((await sdk.metadataSchemas.list()).schemas.map((s) => s.related_object)).toContain('voucher');
    expect(await sdk.metadataSchemas.get('voucher')).toMatchObject({ related_object: 'voucher' });
  });
});
