import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignListSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { exportListSchema, exportSchema } from '../../../contract/export.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { drainExports, exportLockMs } from '../../jobs/export-worker.ts';
import { claimExport, finishExport } from '../../store/repositories/exports.ts';
import { queryRows } from '../../store/db.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testPublicUrl, testSeedAt } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();

const schedule = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const scheduled = (path: string, body: unknown) => readAs(schedule(path, body), exportSchema, 200);
const getExport = (id: string) =>
  readAs(service.request(`/v1/exports/${id}`, { headers: appHeaders }), exportSchema, 200);
const campaignsOfType = async (type: string) =>
  (
    await readAs(
      service.request(`/v1/campaigns?campaign_type=${type}`, { headers: appHeaders }),
      campaignListSchema,
      200,
    )
  ).campaigns;
/** How many transactions the card LOYAL-DEMO1 holds: its seeded history. */
const cardTransactions = async () =>
  (
    await queryRows<{ n: number }>(
      service.database.db,
      sql`SELECT count(*)::int AS n FROM loyalty_transactions t JOIN vouchers v ON v.id = t.voucher_id
          WHERE v.code = 'LOYAL-DEMO1'`,
    )
  )[0]!.n;
/** Midnight (UTC) `n` days before the day the demo data was seeded: inside the card's history. */
const daysBefore = (n: number) => new Date((Math.floor(testSeedAt.getTime() / 86_400_000) - n) * 86_400_000);
const [weekStart, weekEnd] = [daysBefore(60), daysBefore(53)];
const download = async (url: string) => {
  const { pathname, search } = new URL(url);
  return service.request(`${pathname}${search}`);
};

describe('loyalty transaction export', () => {
  it('schedules, runs and downloads the requested fields in the requested order', async () => {
    const exported = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
      parameters: { order: '-created_at', fields: ['amount', 'id', 'balance', 'details'] },
    });
    expect(exported).toMatchObject({
      object: 'export',
      status: 'SCHEDULED',
      channel: 'API',
      exported_object: 'voucher_transactions',
      result: null,
      user_id: null,
      parameters: {
        order: '-created_at',
        fields: ['amount', 'id', 'balance', 'details'],
        filters: { voucher_id: { conditions: { $in: ['LOYAL-DEMO1'] } } },
      },
    });
    expect(exported.id).toMatch(/^exp_/);

    expect(await drainExports(service.database.db)).toBe(1);
    const done = await getExport(exported.id);
    expect(done.status).toBe('DONE');
    const csv = await download(done.result!.url);
    expect(csv.headers.get('content-type')).toContain('text/plain');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('amount,id,balance,details');
    expect(lines).toHaveLength(1 + (await cardTransactions()));
    // Newest first: the last transaction's balance is the card's balance.
    const card = await readAs(service.request('/v1/vouchers/LOYAL-DEMO1', { headers: appHeaders }), voucherSchema, 200);
    expect(Number(lines[1]!.split(',')[2])).toBe(card.loyalty_card!.balance);
  });

  it('applies created_at filters and defaults to every field', async () => {
    const { id } = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
      parameters: { filters: { created_at: { conditions: { $before: weekEnd.toISOString() } } } },
    });
    await drainExports(service.database.db);
    const lines = (await (await download((await getExport(id)).result!.url)).text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,type,source_id,reason,balance,amount,created_at,voucher_id,campaign_id,details,related_transaction_id',
    );
    const dates = lines.slice(1).map((l) => l.split(',')[6]!);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d < weekEnd.toISOString())).toBe(true);
  });

  it('takes condition values in the official list form and as bare values, and echoes lists', async () => {
    const lists = {
      created_at: { conditions: { $after: [weekStart.toISOString()], $before: [weekEnd.toISOString()] } },
      campaign_id: { conditions: { $is_not: ['camp_none'] } },
    };
    const bare = {
      created_at: { conditions: { $after: weekStart.toISOString(), $before: weekEnd.toISOString() } },
      campaign_id: { conditions: { $is_not: 'camp_none' } },
    };
    const csvs: string[] = [];
    for (const filters of [lists, bare]) {
      const exported = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
        parameters: { filters },
      });
      expect(exported.parameters.filters).toEqual({ ...lists, voucher_id: { conditions: { $in: ['LOYAL-DEMO1'] } } });
      expect(officialErrors('post', '/v1/loyalties/members/{memberId}/transactions/export', 200, exported)).toEqual([]);
      await drainExports(service.database.db);
      csvs.push(await (await download((await getExport(exported.id)).result!.url)).text());
    }
    expect(csvs[1]).toBe(csvs[0]);
    const dates = csvs[0]!
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[6]!);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.every((d) => d > weekStart.toISOString() && d < weekEnd.toISOString())).toBe(true);
    const twoValues = schedule('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
      parameters: {
        filters: { created_at: { conditions: { $after: ['2026-01-05T00:00:00.000Z', '2026-01-06T00:00:00.000Z'] } } },
      },
    });
    await readAs(twoValues, errorBodySchema, 400);
  });

  it('takes the SDK v2 empty body and the campaign path, and checks the card belongs to the campaign', async () => {
    const loyaltyId = (await campaignsOfType('LOYALTY_PROGRAM'))[0]!.id;
    const ok = await scheduled(`/v1/loyalties/${loyaltyId}/members/LOYAL-DEMO1/transactions/export`, {});
    expect(ok.parameters).toEqual({ filters: { voucher_id: { conditions: { $in: ['LOYAL-DEMO1'] } } } });

    const otherCampaign = (await campaignsOfType('GIFT_VOUCHERS'))[0]!.id;
    const wrong = schedule(`/v1/loyalties/${otherCampaign}/members/LOYAL-DEMO1/transactions/export`, {});
    expect(await readAs(wrong, errorBodySchema, 404)).toMatchObject({
      key: 'not_found',
      resource_type: 'voucher',
      details: 'Cannot find voucher with id LOYAL-DEMO1',
    });
    expect((await schedule('/v1/loyalties/camp_nope/members/LOYAL-DEMO1/transactions/export', {})).status).toBe(404);
  });

  it("builds result.url from the configured public URL, never from the request's Host", async () => {
    const { id } = await readAs(
      service.request(
        'http://attacker.example/v1/loyalties/members/LOYAL-DEMO1/transactions/export',
        jsonRequest('POST', {}, appHeaders),
      ),
      exportSchema,
      200,
    );
    await drainExports(service.database.db);
    const done = await readAs(
      service.request(`http://attacker.example/v1/exports/${id}`, { headers: appHeaders }),
      exportSchema,
      200,
    );
    expect(done.result!.url).toMatch(new RegExp(`^${testPublicUrl}/v1/exports/${id}\\?token=`));
  });

  it('answers 404 for an unknown card and 400 for unknown fields or operators', async () => {
    const unknown = schedule('/v1/loyalties/members/NOPE/transactions/export', {});
    expect(await readAs(unknown, errorBodySchema, 404)).toMatchObject({
      code: 404,
      key: 'not_found',
      resource_type: 'voucher',
      resource_id: 'NOPE',
    });
    expect(
      (
        await schedule('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
          parameters: { fields: ['password'] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await schedule('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', { parameters: { order: 'amount' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await schedule('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
          parameters: { filters: { created_at: { conditions: { $like: 'x' } } } },
        })
      ).status,
    ).toBe(400);
  });

  it('hands a job whose worker died to the next worker once its lock lapses', async () => {
    await drainExports(service.database.db);
    const { id } = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {});
    const claimed = await claimExport(service.database.db, new Date(), exportLockMs);
    expect(claimed?.id).toBe(id);
    // The claimant "crashed": nobody else may take the job while its lock holds.
    expect(await drainExports(service.database.db)).toBe(0);
    expect((await getExport(id)).status).toBe('IN_PROGRESS');
    const later = new Date(Date.now() + exportLockMs + 1000);
    expect(await drainExports(service.database.db, { now: () => later })).toBe(1);
    const done = await getExport(id);
    expect(done.status).toBe('DONE');
    // The first claimant wakes up: it no longer holds the job, so it can neither end it nor change its file.
    expect(await finishExport(service.database.db, claimed!, { status: 'ERROR', error: 'late' }, new Date())).toBe(
      false,
    );
    expect((await getExport(id)).status).toBe('DONE');
    expect((await (await download(done.result!.url)).text()).trimEnd().split('\r\n')).toHaveLength(
      1 + (await cardTransactions()),
    );
  });

  it('writes a file of many chunks with every transaction once, in order', async () => {
    const db = service.database.db;
    const seeded = await cardTransactions();
    const [card] = await queryRows<{ id: string; project_id: string }>(
      db,
      sql`SELECT id, project_id FROM vouchers WHERE code = 'LOYAL-DEMO1'`,
    );
    await db.execute(sql`
      INSERT INTO loyalty_transactions (id, project_id, voucher_id, type, source, reason, amount, balance, details, created_at)
      SELECT 'vtx_many' || lpad(n::text, 6, '0'), ${card!.project_id}, ${card!.id}, 'POINTS_ACCRUAL', 'API', 'Purchase', 1, n,
             '{}'::jsonb, timestamptz '2020-01-01' + (n / 3) * interval '1 second'
      FROM generate_series(1, 25000) AS n`);
    const { id } = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {
      parameters: { fields: ['id', 'balance'] },
    });
    await drainExports(db);
    const lines = (await (await download((await getExport(id)).result!.url)).text()).trimEnd().split('\r\n');
    const many = lines.filter((line) => line.startsWith('vtx_many'));
    expect(many).toHaveLength(25000);
    // Oldest first, ties (three a second) by id: the records come back in the order they were made.
    expect(many.map((line) => Number(line.split(',')[1]))).toEqual(Array.from({ length: 25000 }, (_, i) => i + 1));
    expect(lines).toHaveLength(1 + 25000 + seeded);
  });

  it('answers the CSV at result.url (the hosted GET /v1/exports/{id}?token=) and at /download, the JSON without a token', async () => {
    const { id } = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {});
    await drainExports(service.database.db);
    const done = await getExport(id);
    expect(officialErrors('get', '/v1/exports/{exportId}', 200, done)).toEqual([]);
    const url = new URL(done.result!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${testPublicUrl}/v1/exports/${id}`);
    const token = url.searchParams.get('token')!;

    const hosted = await service.request(`/v1/exports/${id}?token=${token}`);
    expect(hosted.status).toBe(200);
    expect(hosted.headers.get('content-type')).toContain('text/plain');
    const csv = await hosted.text();
    expect(csv.split('\r\n')[0]).toBe(
      'id,type,source_id,reason,balance,amount,created_at,voucher_id,campaign_id,details,related_transaction_id',
    );
    expect(await (await service.request(`/v1/exports/${id}/download?token=${token}`)).text()).toBe(csv);
    // The official clients send their keys beside the token: the token decides.
    expect(await (await service.request(`/v1/exports/${id}?token=${token}`, { headers: appHeaders })).text()).toBe(csv);
  });

  it('refuses a wrong token (401) and a file not ready yet (404) on both download paths; the JSON needs keys', async () => {
    const { id } = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {});
    const [row] = await queryRows<{ download_token: string }>(
      service.database.db,
      sql`SELECT download_token FROM exports WHERE id = ${id}`,
    );
    for (const path of [`/v1/exports/${id}`, `/v1/exports/${id}/download`]) {
      for (const token of ['guess', '', `${row!.download_token}x`])
        await expectError(service.request(`${path}?token=${token}`), 401, 'unauthorized');
      const notReady = await expectError(service.request(`${path}?token=${row!.download_token}`), 404, 'not_found');
      expect(notReady.details).toContain('not ready');
    }
    await expectError(service.request('/v1/exports/exp_unknown?token=x'), 404, 'not_found');
    await expectError(service.request(`/v1/exports/${id}`), 401, 'unauthorized');
  });

  it('echoes date and date-time filters as sent, valid against the official schema, and applies them as instants', async () => {
    const db = service.database.db;
    await db.execute(sql`
      INSERT INTO vouchers (id, project_id, campaign_id, code, type, loyalty_points, loyalty_balance, created_at)
      SELECT 'v_dates', project_id, campaign_id, 'LOYAL-DATES', type, 4, 4, now() FROM vouchers WHERE code = 'LOYAL-DEMO1'`);
    await db.execute(sql`
      INSERT INTO loyalty_transactions (id, project_id, voucher_id, type, source, reason, amount, balance, details, created_at)
      SELECT 'vtx_dates' || n, v.project_id, v.id, 'POINTS_ACCRUAL', 'API', 'Purchase', 1, n, '{}'::jsonb, at
      FROM vouchers v, (VALUES (1, timestamptz '2019-06-01T00:00:00Z'), (2, '2019-06-01T12:00:00Z'),
                               (3, '2019-06-02T12:00:00Z'), (4, '2019-06-02T23:00:00Z')) AS t(n, at)
      WHERE v.id = 'v_dates'`);
    const path = '/v1/loyalties/members/LOYAL-DATES/transactions/export';
    const createdAt = { conditions: { $after: ['2019-06-01'], $before: ['2019-06-03T00:00:00+02:00'] } };
    const exported = await scheduled(path, {
      parameters: { order: 'created_at', fields: ['id', 'created_at'], filters: { created_at: createdAt } },
    });
    expect(exported.parameters.filters?.created_at).toEqual(createdAt);
    expect(officialErrors('post', '/v1/loyalties/members/{memberId}/transactions/export', 200, exported)).toEqual([]);
    await drainExports(db);
    const done = await getExport(exported.id);
    expect(done.parameters.filters?.created_at).toEqual(createdAt);
    expect(officialErrors('get', '/v1/exports/{exportId}', 200, done)).toEqual([]);
    // A date is its day's start in UTC; both bounds are exclusive.
    expect((await (await download(done.result!.url)).text()).trimEnd().split('\r\n')).toEqual([
      'id,created_at',
      'vtx_dates2,2019-06-01T12:00:00.000Z',
      'vtx_dates3,2019-06-02T12:00:00.000Z',
    ]);

    const bare = await scheduled(path, {
      parameters: { filters: { created_at: { conditions: { $before: '2019-06-02' } } } },
    });
    expect(bare.parameters.filters?.created_at).toEqual({ conditions: { $before: ['2019-06-02'] } });
    for (const wrong of ['2019-13-01', '2019-06-01T25:00:00Z', 'June 1st']) {
      const error = await expectError(
        schedule(path, { parameters: { filters: { created_at: { conditions: { $after: wrong } } } } }),
        400,
        'invalid_payload',
      );
      expect(error.details).toMatch(/^parameters\.filters\.created_at\.conditions\.\$after/);
    }
  });
});

describe('GET /v1/exports', () => {
  it("lists the project's exports newest first with their status and link, and pages them", async () => {
    const first = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {});
    const second = await scheduled('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', {});
    await drainExports(service.database.db);
    const list = async (query: string) =>
      readAs(service.request(`/v1/exports?${query}`, { headers: appHeaders }), exportListSchema, 200);
    const newest = await list('limit=2');
    expect(newest.exports.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(newest.exports[0]).toMatchObject({ status: 'DONE', result: { url: expect.stringContaining(second.id) } });
    expect(newest.total).toBeGreaterThanOrEqual(2);
    const oldestFirst = await list('order=created_at&limit=100');
    expect(oldestFirst.exports.map((e) => e.id).slice(-2)).toEqual([first.id, second.id]);
    expect((await service.request('/v1/exports?limit=500', { headers: appHeaders })).status).toBe(400);
    expect((await service.request('/v1/exports')).status).toBe(401);
  });
});
