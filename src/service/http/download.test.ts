import { sql } from 'drizzle-orm';
import { inspect } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/common.ts';
import { exportSchema } from '../../contract/export.ts';
import { drainExports } from '../jobs/export-worker.ts';
import { readAs } from '../testing/api.ts';
import { captureOutput } from '../testing/capture-output.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../testing/harness.ts';
import { useTestService } from '../testing/service.ts';

/**
 * Every CSV download (vouchers, audit, loyalty exports by token): bad input is refused before the first byte, the
 * first chunk's query runs before the answer starts, and a failure later on cuts the file off without a statement
 * or its parameters reaching the log or the client. Downloads are fetched over a real socket, through node-server.
 */
const live = useTestService({ live: true });
const project = `/promodesk/projects/${testKeys.project_id}`;
/** 2,500 vouchers whose code filter (a statement parameter) must never be logged: three batches of the export. */
const filter = 'SECRET-FILTER-';
const voucherExport = `${project}/vouchers/export?code=${filter}`;
let exportPath = '';
let token = '';

beforeAll(async () => {
  await live.database.db.execute(sql`
    INSERT INTO vouchers (id, project_id, campaign_id, code, type, discount, created_at)
    SELECT 'v_download' || n, v.project_id, v.campaign_id, ${filter} || n, v.type, v.discount,
           now() - n * interval '1 second'
    FROM vouchers v, generate_series(1, 2500) AS n WHERE v.code = 'BLCKFRDY'`);
  const scheduled = await readAs(
    live.request('/v1/loyalties/members/LOYAL-DEMO1/transactions/export', jsonRequest('POST', {}, appHeaders)),
    exportSchema,
    200,
  );
  await drainExports(live.database.db);
  exportPath = `/v1/exports/${scheduled.id}`;
  const done = await readAs(live.request(exportPath, { headers: appHeaders }), exportSchema, 200);
  token = new URL(done.result!.url).searchParams.get('token')!;
});

/** A schema change made while a download runs: every later statement naming `campaigns.name` fails. */
async function withCampaignNameRenamed(work: () => Promise<void>) {
  await live.database.db.execute(sql`ALTER TABLE campaigns RENAME COLUMN name TO name_renamed`);
  try {
    await work();
  } finally {
    await live.database.db.execute(sql`ALTER TABLE campaigns RENAME COLUMN name_renamed TO name`);
  }
}

const expectNoStatement = (text: string) => {
  expect(text).not.toContain(filter);
  expect(text).not.toMatch(/select|Failed query|params/i);
};

describe('CSV downloads', () => {
  it('refuse NUL and other bad input in the query with a 400 error body, before any byte of a file', async () => {
    const refused: [path: string, parameter: string][] = [
      [`${project}/vouchers/export?code=%00`, 'code'],
      [`${project}/vouchers/export?campaign_id=%00`, 'campaign_id'],
      [`${project}/vouchers/export?code=ok&x%00=1`, 'x%00'],
      [`${project}/vouchers/export?code=${'x'.repeat(101)}`, 'code'],
      [`${project}/vouchers/export?campaign_id=`, 'campaign_id'],
      [`${project}/audit/export?action=%00`, 'action'],
      [`${project}/audit/export?from=yesterday`, 'from'],
      [`${exportPath}?token=%00`, 'token'],
      [`${exportPath}/download?token=%00`, 'token'],
      [`${exportPath}/download`, 'token'],
    ];
    for (const [path, parameter] of refused) {
      const response = await fetch(`${live.url}${path}`, { headers: managementHeaders });
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      const error = await readAs(response, errorBodySchema, 400);
      expect(error.details, path).toMatch(new RegExp(`^${parameter}: `));
    }
    // The same downloads with good input still answer files.
    expect((await fetch(`${live.url}${voucherExport}`, { headers: managementHeaders })).status).toBe(200);
    expect((await fetch(`${live.url}${exportPath}?token=${token}`)).status).toBe(200);
  });

  it('read the first chunk before answering: a failing first query is an error response, and the log names no parameter', async () => {
    let response: Response | undefined;
    const output = await captureOutput(() =>
      withCampaignNameRenamed(async () => {
        response = await fetch(`${live.url}${voucherExport}`, { headers: managementHeaders });
        await response.clone().text();
      }),
    );
    expect(await readAs(response!, errorBodySchema, 500)).toMatchObject({ key: 'internal_error' });
    expect(output).toContain('"code":"42703"');
    expectNoStatement(output);
  });

  it('cut a file off mid-stream with an error that names no statement or parameter, in the log and to the client', async () => {
    const response = await live.request(voucherExport, { headers: managementHeaders });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first.split('\r\n')[0]).toMatch(/^code,campaign,/);
    expect(first).toContain(filter);

    let failure: unknown;
    const output = await captureOutput(() =>
      withCampaignNameRenamed(async () => {
        try {
          while (!(await reader.read()).done);
        } catch (error) {
          failure = error;
        }
      }),
    );
    // node-server prints the stream's error as it is and may write its message into the cut-off body.
    expect(failure).toBeInstanceOf(Error);
    expectNoStatement(inspect(failure));
    expect(JSON.parse(output)).toMatchObject({
      level: 'error',
      msg: 'download cut off',
      error: { message: 'column campaigns.name does not exist', code: '42703' },
    });
    expectNoStatement(output);
  });
});
