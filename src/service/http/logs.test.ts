import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainExports } from '../jobs/export-worker.ts';
import { appHeaders, clientHeaders, createTestService, json, managementHeaders, testKeys } from '../testing/harness.ts';
import { captureOutput } from '../testing/capture-output.ts';

let service: Awaited<ReturnType<typeof createTestService>>;
beforeAll(async () => {
  service = await createTestService({ accessLog: true });
});
afterAll(() => service.close());

describe('structured logs', () => {
  it('write one JSON line per API call with its request id, and never a secret', async () => {
    const secrets: string[] = [testKeys.app_token, testKeys.client_token, testKeys.management_token, 'wrong-app-token'];
    const requestIds: string[] = [];
    const call = async (path: string, init?: RequestInit) => {
      const res = await service.request(path, init);
      requestIds.push(res.headers.get('x-request-id')!);
      return res;
    };

    const output = await captureOutput(async () => {
      const token = await (
        await call('/v1/oauth/token', {
          method: 'POST',
          headers: { ...appHeaders, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials&scope=campaigns',
        })
      ).json();
      secrets.push(token.access_token);
      expect(
        (await call('/v1/campaigns?limit=1', { headers: { authorization: `Bearer ${token.access_token}` } })).status,
      ).toBe(200);
      expect(
        (await call('/v1/campaigns', { headers: { ...appHeaders, 'x-app-token': 'wrong-app-token' } })).status,
      ).toBe(401);
      expect(
        (
          await call(
            '/client/v1/redemptions',
            json(
              'POST',
              { redeemables: [{ object: 'voucher', id: 'BLCKFRDY' }], order: { amount: 5000 } },
              clientHeaders,
            ),
          )
        ).status,
      ).toBe(200);
      expect(
        (await call(`/management/v1/projects/${testKeys.project_id}/webhooks`, { headers: managementHeaders })).status,
      ).toBe(200);

      const scheduled = await (
        await call('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', json('POST', {}, appHeaders))
      ).json();
      await drainExports(service.database.db);
      const url = new URL(
        (await (await call(`/v1/exports/${scheduled.id}`, { headers: appHeaders })).json()).result.url,
      );
      secrets.push(url.searchParams.get('token')!);
      expect((await call(`${url.pathname}${url.search}`)).status).toBe(200);
    });

    for (const secret of secrets) expect(output).not.toContain(secret);
    const entries = output
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.request_id)).toEqual(requestIds);
    for (const entry of entries)
      expect(entry).toMatchObject({
        level: 'info',
        method: expect.any(String),
        path: expect.stringMatching(/^\//),
        status: expect.any(Number),
        ms: expect.any(Number),
      });
    expect(entries.map((entry) => entry.status)).toContain(401);
  });
});
