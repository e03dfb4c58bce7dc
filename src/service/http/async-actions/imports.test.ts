import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import {
  asyncActionListSchema,
  asyncActionScheduledSchema,
  asyncActionSchema,
  maxCsvRows,
  maxCsvUploadBytes,
} from '../../../contract/async-action.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { drainAsyncActions } from '../../jobs/async/worker.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const get = (path: string) => service.request(path, { headers: appHeaders });
const upload = (path: string, csv: string) => {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'import.csv');
  return service.request(path, { method: 'POST', headers: appHeaders, body: form });
};
const actionCount = async () =>
  (await readAs(get('/v1/async-actions?limit=100'), asyncActionListSchema, 200)).async_actions.length;

/** Runs the worker and answers the finished action, checked against the official schema. */
async function finished(id: string) {
  await drainAsyncActions(service.database.db);
  const done = await readAs(get(`/v1/async-actions/${id}`), asyncActionSchema, 200);
  expect(officialErrors('get', '/v1/async-actions/{asyncActionId}', 200, done)).toEqual([]);
  return done;
}
async function uploaded(path: string, csv: string, status = 202) {
  const scheduled = await readAs(upload(path, csv), asyncActionScheduledSchema, status);
  expect(officialErrors('post', path.replace(/camp_\w+/, '{campaignId}'), status, scheduled)).toEqual([]);
  return finished(scheduled.async_action_id);
}
const voucher = (code: string) => readAs(get(`/v1/vouchers/${code}`), voucherSchema, 200);

async function discountCampaign(name: string) {
  const response = await service.request(
    '/v1/campaigns',
    jsonRequest(
      'POST',
      {
        name,
        campaign_type: 'DISCOUNT_COUPONS',
        vouchers_count: 0,
        voucher: {
          type: 'DISCOUNT_VOUCHER',
          discount: { type: 'PERCENT', percent_off: 10 },
          redemption: { quantity: 3 },
        },
      },
      appHeaders,
    ),
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

describe('CSV imports', () => {
  it('imports vouchers from CSV: standard columns, the rest as metadata, bad rows named by row and reason', async () => {
    const csv = [
      'Code,Voucher Type,Value,Discount Type,Category,Redemption Limit,Active,Additional Info,Region',
      'CSV-AMOUNT,DISCOUNT_VOUCHER,500,AMOUNT,csv-cat,2,true,"note, with comma",EU',
      'CSV-GIFT,GIFT_VOUCHER,2500,,,,false,,US',
      'CSV-BAD,DISCOUNT_VOUCHER,lots,AMOUNT,,,,,',
      'CSV-AMOUNT,DISCOUNT_VOUCHER,100,AMOUNT,,,,,',
    ].join('\r\n');
    const done = await uploaded('/v1/vouchers/importCSV', csv);
    expect(done).toMatchObject({ type: 'VOUCHERS.IMPORT_CSV', status: 'DONE', progress: 100 });
    expect(done.result).toMatchObject({ done_count: 2, failed_count: 2 });
    expect(done.result?.failed).toEqual([
      { code: 'CSV-BAD', row: 3, reason: expect.stringContaining('discount.amount_off') as string },
      { code: 'CSV-AMOUNT', row: 4, reason: expect.stringContaining('Duplicated voucher') as string },
    ]);
    expect(await voucher('CSV-AMOUNT')).toMatchObject({
      discount: { type: 'AMOUNT', amount_off: 500 },
      category: 'csv-cat',
      redemption: { quantity: 2 },
      active: true,
      additional_info: 'note, with comma',
      metadata: { Region: 'EU' },
    });
    expect(await voucher('CSV-GIFT')).toMatchObject({
      gift: { amount: 2500 },
      active: false,
      metadata: { Region: 'US' },
    });
  });

  it('refuses a file that is not CSV of the format with 400, and a file over the upload limit with 413, scheduling nothing', async () => {
    const before = await actionCount();
    const noCode = await readAs(upload('/v1/vouchers/importCSV', 'Category\nx'), errorBodySchema, 400);
    expect(noCode.details).toContain('The header needs the column code');
    const open = await readAs(upload('/v1/vouchers/importCSV', 'Code\n"never closed'), errorBodySchema, 400);
    expect(open.details).toContain('A quoted field is never closed');
    await readAs(upload('/v1/customers/importCSV', 'Name\n'), errorBodySchema, 400);
    await readAs(upload('/v1/vouchers/importCSV', `Code,__proto__\nA,1`), errorBodySchema, 400);
    const huge = await upload('/v1/customers/importCSV', `Name\n${'x'.repeat(maxCsvUploadBytes)}`);
    expect(huge.status).toBe(413);
    const tooMany = await upload('/v1/customers/importCSV', `Name\n${'x\n'.repeat(maxCsvRows + 1)}`);
    expect((await readAs(tooMany, errorBodySchema, 400)).details).toContain(`more than ${maxCsvRows} rows`);
    // A file ending inside a UTF-8 sequence (the first byte of "é" alone) is not UTF-8 text.
    const cut = new FormData();
    cut.append('file', new Blob([new TextEncoder().encode('Name\nAnn'), new Uint8Array([0xc3])]), 'cut.csv');
    const truncated = service.request('/v1/customers/importCSV', { method: 'POST', headers: appHeaders, body: cut });
    expect((await readAs(truncated, errorBodySchema, 400)).details).toContain('not UTF-8');
    // Anything but a CSV route keeps the small limit.
    const big = await service.request(
      '/v1/vouchers/import',
      jsonRequest('POST', ['x'.repeat(2 * 1024 * 1024)], appHeaders),
    );
    expect(big.status).toBe(413);
    await readAs(upload('/v1/campaigns/camp_missing/importCSV', 'Code\nA'), errorBodySchema, 404);
    expect(await actionCount()).toBe(before);
  });

  it('takes a file of exactly the upload limit: the limit is the file, not the multipart request around it', async () => {
    const header = 'Name\n"';
    const csv = `${header}${'x'.repeat(maxCsvUploadBytes - header.length - 1)}"`;
    expect(new TextEncoder().encode(csv).byteLength).toBe(maxCsvUploadBytes);
    await readAs(upload('/v1/customers/importCSV', csv), asyncActionScheduledSchema, 202);
  });

  it('imports 1,100 customers from CSV in several batches, then updates known source ids', async () => {
    const header = 'Source_id,Name,Email,Address_City,Tier';
    const rows = Array.from(
      { length: 1100 },
      (_, i) => `big-${i},Customer ${i},c${i}@example.com,Town ${i % 7},${i % 3}`,
    );
    const done = await uploaded('/v1/customers/importCSV', [header, ...rows].join('\n'));
    expect(done).toMatchObject({
      type: 'CUSTOMERS.IMPORT_CSV',
      status: 'DONE',
      result: { done_count: 1100, failed_count: 0 },
    });
    expect(await readAs(get('/v1/customers/big-49'), customerSchema, 200)).toMatchObject({
      name: 'Customer 49',
      address: { city: 'Town 0' },
      metadata: { Tier: '1' },
    });
    const again = await uploaded(
      '/v1/customers/importCSV',
      'Source_id,Email\nbig-1,new@example.com\n,bad-row-no-email-check',
    );
    expect(again.result).toMatchObject({ done_count: 2, failed_count: 0 });
    expect(await readAs(get('/v1/customers/big-1'), customerSchema, 200)).toMatchObject({
      name: 'Customer 1',
      email: 'new@example.com',
    });
  }, 240_000);

  it("reads the hosted template's columns: City, Postal_Code, State and Country fill the address", async () => {
    const csv = [
      'Name,Email,Phone,Birthdate,Source_id,Address_line_1,Address_line_2,Postal_Code,City,State,Country,Description,Metadata_name_1',
      'John Doe,john@example.com,+15123456789,1987-01-01,template-row,4435 Oakridge,Farm Lane,53151,New Berlin,Wisconsin,United States,Subscribed since 04-2019,One',
    ].join('\n');
    const done = await uploaded('/v1/customers/importCSV', csv);
    expect(done.result).toMatchObject({ done_count: 1, failed_count: 0 });
    expect(await readAs(get('/v1/customers/template-row'), customerSchema, 200)).toMatchObject({
      name: 'John Doe',
      birthdate: '1987-01-01',
      address: {
        line_1: '4435 Oakridge',
        line_2: 'Farm Lane',
        postal_code: '53151',
        city: 'New Berlin',
        state: 'Wisconsin',
        country: 'United States',
      },
      metadata: { Metadata_name_1: 'One' },
    });
  });

  it('imports a batch at once as its rows would one by one: a repeated source id twice in order, a bad row alone', async () => {
    const stored = await readAs(
      service.request(
        '/v1/customers',
        jsonRequest('POST', { source_id: 'batch-known', metadata: { kept: 'yes' } }, appHeaders),
      ),
      customerSchema,
      200,
    );
    const csv = [
      'Source_id,Name,Email,Plan',
      'batch-known,Known Again,known@example.com,gold',
      'batch-new,First Name,new@example.com,silver',
      'batch-bad,Bad Row',
      'batch-new,Second Name,new@example.com,platinum',
    ].join('\n');
    const done = await uploaded('/v1/customers/importCSV', csv);
    expect(done.result).toMatchObject({ done_count: 3, failed_count: 1 });
    expect(JSON.stringify(done.result)).toContain('batch-bad');
    expect(await readAs(get('/v1/customers/batch-known'), customerSchema, 200)).toMatchObject({
      id: stored.id,
      name: 'Known Again',
      metadata: { kept: 'yes', Plan: 'gold' },
    });
    expect(await readAs(get('/v1/customers/batch-new'), customerSchema, 200)).toMatchObject({
      name: 'Second Name',
      metadata: { Plan: 'platinum' },
    });
    await expectError(get('/v1/customers/batch-bad'), 404);
  });

  it("imports codes into a campaign with the campaign's settings, from JSON and from CSV", async () => {
    const campaignId = await discountCampaign('Import target');
    const scheduled = await readAs(
      service.request(
        `/v1/campaigns/${campaignId}/import`,
        jsonRequest(
          'POST',
          [
            { code: 'CAMP-IMP-1', metadata: { season: 'Fall' } },
            { code: 'CAMP-IMP-2', redemption: { quantity: 9 } },
          ],
          appHeaders,
        ),
      ),
      asyncActionScheduledSchema,
      202,
    );
    const json = await finished(scheduled.async_action_id);
    expect(json).toMatchObject({ type: 'CAMPAIGN.VOUCHERS_IMPORT', result: { done_count: 2, failed_count: 0 } });
    expect(await voucher('CAMP-IMP-1')).toMatchObject({
      campaign_id: campaignId,
      discount: { percent_off: 10 },
      redemption: { quantity: 3 },
      metadata: { season: 'Fall' },
    });
    expect((await voucher('CAMP-IMP-2')).redemption?.quantity).toBe(9);

    const csv = await uploaded(
      `/v1/campaigns/${campaignId}/importCSV`,
      'Code,Active,Size\nCAMP-CSV-1,false,XL\nCAMP-IMP-1,,',
      200,
    );
    expect(csv).toMatchObject({ type: 'CAMPAIGN.VOUCHERS_IMPORT_CSV', result: { done_count: 1, failed_count: 1 } });
    expect(await voucher('CAMP-CSV-1')).toMatchObject({
      campaign_id: campaignId,
      active: false,
      metadata: { Size: 'XL' },
    });
  });

  it('imports orders, reporting a bad one by source id', async () => {
    const scheduled = await readAs(
      service.request(
        '/v1/orders/import',
        jsonRequest(
          'POST',
          [
            { source_id: 'imported-1', status: 'PAID', amount: 2000, customer: { source_id: 'order-importer' } },
            { id: 'ord_missing', amount: 100 },
          ],
          appHeaders,
        ),
      ),
      asyncActionScheduledSchema,
      200,
    );
    expect(officialErrors('post', '/v1/orders/import', 200, scheduled)).toEqual([]);
    const done = await finished(scheduled.async_action_id);
    expect(done).toMatchObject({ type: 'ORDERS.IMPORT', result: { done_count: 1, failed_count: 1 } });
    expect(done.result?.failed?.[0]?.reason).toContain('ord_missing');
    const order = (await (await get('/v1/orders/imported-1')).json()) as { status: string; amount: number };
    expect(order).toMatchObject({ status: 'PAID', amount: 2000 });
  });

  it('answers the official SDK v2 for the file, campaign and order imports', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const folder = await mkdtemp(join(tmpdir(), 'promodesk-import-'));
    const file = join(folder, 'vouchers.csv');
    await writeFile(file, 'Code,Value\nSDK-CSV-1,300\n');
    const fromFile = await sdk.vouchers.importCSV(file);
    const campaignId = await discountCampaign('SDK import target');
    const intoCampaign = await sdk.campaigns.importVouchers(campaignId, [{ code: 'SDK-CAMP-1' }]);
    const orders = await sdk.orders.import([{ source_id: 'sdk-imported', amount: 500 }]);
    await drainAsyncActions(service.database.db);
    for (const { async_action_id: id } of [fromFile, intoCampaign, orders]) {
      const action = await sdk.asyncActions.get(id);
      expect(action, JSON.stringify(action)).toMatchObject({ status: 'DONE', result: { failed_count: 0 } });
    }
    expect(await voucher('SDK-CSV-1')).toMatchObject({ discount: { amount_off: 300 } });
    expect(await voucher('SDK-CAMP-1')).toMatchObject({ campaign_id: campaignId });
  });
});
