import { describe, expect, it } from 'vitest';
import { apiKeyListSchema, apiKeySecretSchema, clientOriginsSchema } from '../../../contract/api-key.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { readAs } from '../../testing/api.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const base = `/promodesk/projects/${testKeys.project_id}`;
const campaignsWith = (id: string, secret: string) =>
  service.request('/v1/campaigns?limit=1', { headers: { 'x-app-id': id, 'x-app-token': secret } });

describe('key pairs', () => {
  it('creates a key whose secret is shown once and works, rotates it (the old secret stops), and revokes it', async () => {
    const created = await readAs(
      service.request(`${base}/keys`, jsonRequest('POST', { family: 'app' }, managementHeaders)),
      apiKeySecretSchema,
      200,
    );
    expect(created.id).toMatch(/^app_/);
    expect((await campaignsWith(created.id, created.secret)).status).toBe(200);
    const listed = await readAs(service.request(`${base}/keys`, { headers: managementHeaders }), apiKeyListSchema, 200);
    expect(listed.data.find((k) => k.id === created.id)).toEqual({
      id: created.id,
      family: 'app',
      created_at: created.created_at,
    });
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const rotated = await readAs(
      service.request(`${base}/keys/${created.id}/rotate`, { method: 'POST', headers: managementHeaders }),
      apiKeySecretSchema,
      200,
    );
    expect(rotated.secret).not.toBe(created.secret);
    expect((await campaignsWith(created.id, created.secret)).status).toBe(401);
    expect((await campaignsWith(created.id, rotated.secret)).status).toBe(200);

    const revoked = await service.request(`${base}/keys/${created.id}`, {
      method: 'DELETE',
      headers: managementHeaders,
    });
    expect(revoked.status).toBe(204);
    expect((await campaignsWith(created.id, rotated.secret)).status).toBe(401);
    const again = await service.request(`${base}/keys/${created.id}`, { method: 'DELETE', headers: managementHeaders });
    expect(again.status).toBe(404);
  });
});

describe('allowed client origins', () => {
  it('replaces the list, and a client key works from a new origin at once', async () => {
    const redeemFrom = (origin: string) =>
      service.request('/client/v1/validations', {
        method: 'POST',
        headers: {
          'x-client-application-id': testKeys.client_app_id,
          'x-client-token': testKeys.client_token,
          origin,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ redeemables: [{ object: 'voucher', id: 'BLCKFRDY' }] }),
      });
    expect((await redeemFrom('http://localhost:3000')).status).toBe(403);
    const saved = await readAs(
      service.request(
        `${base}/client-origins`,
        jsonRequest('PUT', { origins: ['http://localhost:3000', 'http://localhost:3000'] }, managementHeaders),
      ),
      clientOriginsSchema,
      200,
    );
    expect(saved.origins).toEqual(['http://localhost:3000']);
    expect((await redeemFrom('http://localhost:3000')).status).toBe(200);
  });

  it('refuses anything but a bare origin, and changes nothing', async () => {
    const refused = await service.request(
      `${base}/client-origins`,
      jsonRequest('PUT', { origins: ['https://shop.example.com/path'] }, managementHeaders),
    );
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(await refused.json()).details).toMatch(/origin only/);
    const current = await readAs(
      service.request(`${base}/client-origins`, { headers: managementHeaders }),
      clientOriginsSchema,
      200,
    );
    expect(current.origins).toEqual(['http://localhost:3000']);
  });

  it('answers a line that is not a web address with a 400 naming it, never a 500', async () => {
    const refusal = async (line: string) => {
      const refused = await service.request(
        `${base}/client-origins`,
        jsonRequest('PUT', { origins: ['https://shop.example.com', line] }, managementHeaders),
      );
      expect(refused.status, line).toBe(400);
      return errorBodySchema.parse(await refused.json()).details;
    };
    for (const line of ['not a url', 'https://', 'http://exa mple.com', 'ftp://shop.example.com'])
      expect(await refusal(line), line).toBe('origins.1: Enter an origin such as https://shop.example.com');
    for (const line of ['http://a\u0000b.com', 'https://shop.example.com\u0000'])
      expect(await refusal(line), JSON.stringify(line)).toMatch(/^origins\.1: /);
    const current = await readAs(
      service.request(`${base}/client-origins`, { headers: managementHeaders }),
      clientOriginsSchema,
      200,
    );
    expect(current.origins).toEqual(['http://localhost:3000']);
  });
});
