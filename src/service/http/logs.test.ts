import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exportSchema } from '../../contract/export.ts';
import { tokenSchema } from '../../contract/oauth.ts';
import { drainExports } from '../jobs/export-worker.ts';
import { readAs } from '../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, managementHeaders, testKeys } from '../testing/harness.ts';
import { captureOutput } from '../testing/capture-output.ts';
import { useTestService } from '../testing/service.ts';

const service = useTestService({ accessLog: true });

/** The fields of an access-log line the test reads; the rest is checked by `toMatchObject` below. */
const accessLogLineSchema = z.looseObject({ request_id: z.string(), status: z.number() });

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
      const token = await readAs(
        call('/v1/oauth/token', {
          method: 'POST',
          headers: { ...appHeaders, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials&scope=campaigns',
        }),
        tokenSchema,
        200,
      );
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
            jsonRequest(
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

      const scheduled = await readAs(
        call('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', jsonRequest('POST', {}, appHeaders)),
        exportSchema,
        200,
      );
      await drainExports(service.database.db);
      const done = await readAs(call(`/v1/exports/${scheduled.id}`, { headers: appHeaders }), exportSchema, 200);
      const url = new URL(done.result!.url);
      secrets.push(url.searchParams.get('token')!);
      expect((await call(`${url.pathname}${url.search}`)).status).toBe(200);
    });

    for (const secret of secrets) expect(output).not.toContain(secret);
    const entries = output
      .trimEnd()
      .split('\n')
      .map((line) => accessLogLineSchema.parse(JSON.parse(line)));
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
