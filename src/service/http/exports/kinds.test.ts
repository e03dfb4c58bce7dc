import { VoucherifyServerSide } from '@voucherify/sdk';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/common.ts';
import { exportSchema } from '../../../contract/export.ts';
import { drainExports, exportLockMs } from '../../jobs/export-worker.ts';
import { claimExport, finishExport, renewExportLock } from '../../store/repositories/exports.ts';
import { insertExportChunk } from '../../store/repositories/export-csv.ts';
import { queryRows } from '../../store/db.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, clientHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const db = () => service.database.db;

const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
async function scheduled(body: unknown) {
  const exported = await readAs(post('/v1/exports', body), exportSchema, 200);
  expect(officialErrors('post', '/v1/exports', 200, exported)).toEqual([]);
  return exported;
}
/** Runs the queue and answers the finished export's CSV records (header first). */
async function csvOf(id: string) {
  await drainExports(db());
  const done = await readAs(service.request(`/v1/exports/${id}`, { headers: appHeaders }), exportSchema, 200);
  expect(done.status).toBe('DONE');
  expect(officialErrors('get', '/v1/exports/{exportId}', 200, done)).toEqual([]);
  const { pathname, search } = new URL(done.result!.url);
  return (await (await service.request(`${pathname}${search}`)).text()).trimEnd().split('\r\n');
}
const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(db(), query))[0]!.n;
const projectId = async () =>
  (await queryRows<{ id: string }>(db(), sql`SELECT project_id AS id FROM vouchers WHERE code = 'LOYAL-DEMO1'`))[0]!.id;

describe('POST /v1/exports', () => {
  it('exports vouchers with the requested fields, order and filters', async () => {
    const pid = await projectId();
    const codes = await queryRows<{ code: string }>(
      db(),
      sql`SELECT code FROM vouchers WHERE project_id = ${pid} ORDER BY code DESC LIMIT 3`,
    );
    const exported = await scheduled({
      exported_object: 'voucher',
      parameters: {
        order: '-code',
        fields: ['code', 'voucher_type', 'active', 'campaign'],
        filters: { code: { conditions: { $in: codes.map((c) => c.code) } } },
      },
    });
    expect(exported).toMatchObject({ exported_object: 'voucher', status: 'SCHEDULED', result: null });
    const lines = await csvOf(exported.id);
    expect(lines[0]).toBe('code,voucher_type,active,campaign');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(codes.map((c) => c.code));
  });

  it.each([
    ['voucher', 'code,voucher_type,value,discount_type', sql`vouchers`],
    ['redemption', 'id,object,voucher_code,customer_id,date,result', sql`redemptions`],
    ['customer', 'name,source_id', sql`customers`],
    ['publication', 'voucher_code,customer_id,date,channel', sql`publications`],
    ['order', 'id,source_id,status', sql`orders`],
    [
      'voucher_transactions',
      'id,type,source_id,reason,balance,amount,created_at,voucher_id,campaign_id,details,related_transaction_id',
      sql`loyalty_transactions`,
    ],
  ])('exports every %s of the project with the default fields', async (kind, header, table) => {
    const pid = await projectId();
    const { id } = await scheduled({ exported_object: kind });
    const lines = await csvOf(id);
    expect(lines[0]).toBe(header);
    const live = kind === 'customer' ? sql`AND deleted_at IS NULL` : sql``;
    expect(lines).toHaveLength(
      1 + (await count(sql`SELECT count(*)::int AS n FROM ${table} WHERE project_id = ${pid} ${live}`)),
    );
  });

  it('narrows by whether a field has a value ($has_value, $is_unknown), as the hosted exports do', async () => {
    for (const customer of [{ source_id: 'known-email', email: 'k@example.com' }, { source_id: 'no-email' }])
      expect((await post('/v1/customers', customer)).status).toBe(200);
    const mine = { $in: ['known-email', 'no-email'] };
    const exported = async (email: Record<string, unknown>) => {
      const filters = { source_id: { conditions: mine }, email: { conditions: email } };
      const { id } = await scheduled({ exported_object: 'customer', parameters: { fields: ['source_id'], filters } });
      return (await csvOf(id)).slice(1);
    };
    expect(await exported({ $is_unknown: true })).toEqual(['no-email']);
    expect(await exported({ $has_value: true })).toEqual(['known-email']);
  });

  it('defuses cells a spreadsheet would run as formulas, whoever typed them', async () => {
    const formula = '=HYPERLINK("http://evil.test","open")';
    const shopper = await service.request(
      '/client/v1/customers',
      jsonRequest('POST', { source_id: 'formula-shopper', name: formula }, clientHeaders),
    );
    expect(shopper.status).toBe(200);
    const points = await post('/v1/vouchers/LOYAL-DEMO1/balance', {
      amount: 5,
      source_id: 'formula-points',
      reason: '@SUM(1+1)',
    });
    expect(points.status).toBe(200);

    const customers = await csvOf((await scheduled({ exported_object: 'customer' })).id);
    expect(customers).toContain(`"'=HYPERLINK(""http://evil.test"",""open"")",formula-shopper`);
    const transactions = await csvOf(
      (
        await scheduled({
          exported_object: 'voucher_transactions',
          parameters: { fields: ['source_id', 'reason', 'amount'] },
        })
      ).id,
    );
    expect(transactions).toContain(`formula-points,'@SUM(1+1),5`);
    const debits = transactions.filter((line) => /,-\d+$/.test(line));
    expect(debits.length, 'negative amounts stay numbers').toBeGreaterThan(0);
  });

  it('answers 400s naming what it cannot export, and schedules nothing then', async () => {
    const before = await count(sql`SELECT count(*)::int AS n FROM exports`);
    const refusals: [unknown, string][] = [
      [{ exported_object: 'points_expiration', parameters: { filters: { status: {} } } }, 'status'],
      [{ exported_object: 'voucher', parameters: { fields: ['code', 'qr_code'] } }, 'parameters.fields.1'],
      [{ exported_object: 'order', parameters: { fields: ['total'] } }, 'parameters.fields.0'],
      [
        { exported_object: 'customer', parameters: { filters: { 'summary.x': { conditions: { $is: 'a' } } } } },
        'summary.x',
      ],
      [{ exported_object: 'redemption', parameters: { order: 'amount' } }, 'parameters.order'],
      [{ exported_object: 'product' }, 'exported_object'],
    ];
    for (const [body, field] of refusals) {
      const answer = await readAs(post('/v1/exports', body), errorBodySchema, 400);
      expect(JSON.stringify(answer)).toContain(field);
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM exports`)).toBe(before);
  });
});

describe('DELETE /v1/exports/{id}', () => {
  it('deletes a finished export with its file, then answers 404', async () => {
    const { id } = await scheduled({ exported_object: 'order' });
    await csvOf(id);
    const deleted = await service.request(`/v1/exports/${id}`, { method: 'DELETE', headers: appHeaders });
    expect(deleted.status).toBe(204);
    expect(await count(sql`SELECT count(*)::int AS n FROM export_chunks WHERE export_id = ${id}`)).toBe(0);
    expect((await service.request(`/v1/exports/${id}`, { headers: appHeaders })).status).toBe(404);
    expect((await service.request(`/v1/exports/${id}`, { method: 'DELETE', headers: appHeaders })).status).toBe(404);
  });

  it('stops a running job: its chunks go, it can neither renew its lock nor finish', async () => {
    const { id } = await scheduled({ exported_object: 'customer' });
    const job = (await claimExport(db(), new Date(), exportLockMs))!;
    expect(job.id).toBe(id);
    await insertExportChunk(db(), { exportId: id, attempt: job.attempts, seq: 0, data: 'name,source_id\r\n' });
    expect((await service.request(`/v1/exports/${id}`, { method: 'DELETE', headers: appHeaders })).status).toBe(204);
    expect(await count(sql`SELECT count(*)::int AS n FROM export_chunks WHERE export_id = ${id}`)).toBe(0);
    expect(await renewExportLock(db(), job, new Date(Date.now() + exportLockMs))).toBe(false);
    expect(await finishExport(db(), job, { status: 'DONE' }, new Date())).toBe(false);
    await expect(
      insertExportChunk(db(), { exportId: id, attempt: job.attempts, seq: 1, data: 'x\r\n' }),
    ).rejects.toThrow();
  });
});

describe('the official SDK v2', () => {
  const sdk = () =>
    VoucherifyServerSide({ applicationId: testKeys.app_id, secretKey: testKeys.app_token, apiUrl: service.url });

  it('creates, reads and deletes an export, and exports a voucher transactions', async () => {
    const made = await sdk().distributions.exports.create({
      exported_object: 'voucher',
      parameters: { fields: ['code', 'value'] },
    });
    expect(made).toMatchObject({ exported_object: 'voucher', status: 'SCHEDULED' });
    expect((await sdk().distributions.exports.get(made.id)).id).toBe(made.id);
    await sdk().distributions.exports.delete(made.id);
    expect((await service.request(`/v1/exports/${made.id}`, { headers: appHeaders })).status).toBe(404);

    const card = await sdk().vouchers.exportTransactions('LOYAL-DEMO1', { parameters: { order: '-created_at' } });
    expect(officialErrors('post', '/v1/vouchers/{code}/transactions/export', 200, card)).toEqual([]);
    expect(card).toMatchObject({
      exported_object: 'voucher_transactions',
      parameters: { filters: { voucher_id: { conditions: { $in: ['LOYAL-DEMO1'] } } } },
    });
    const lines = await csvOf(card.id);
    const cardRows = await count(
      sql`SELECT count(*)::int AS n FROM loyalty_transactions t JOIN vouchers v ON v.id = t.voucher_id WHERE v.code = 'LOYAL-DEMO1'`,
    );
    expect(lines).toHaveLength(1 + cardRows);
    expect((await post('/v1/vouchers/NO-SUCH-CODE/transactions/export', {})).status).toBe(404);
  });
});
