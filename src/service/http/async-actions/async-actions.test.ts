import { VoucherifyServerSide } from '@voucherify/sdk';
import { describe, expect, it } from 'vitest';
import {
  asyncActionListSchema,
  asyncActionScheduledSchema,
  asyncActionSchema,
} from '../../../contract/async-action.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { drainAsyncActions } from '../../jobs/async/worker.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService({ live: true });
const post = (path: string, body: unknown) => service.request(path, jsonRequest('POST', body, appHeaders));
const get = (path: string) => service.request(path, { headers: appHeaders });

/** Schedules through `path` (official 202 answer), runs the worker, and answers the finished action. */
async function scheduleAndRun(path: string, body: unknown) {
  const scheduled = await readAs(post(path, body), asyncActionScheduledSchema, 202);
  expect(officialErrors('post', path, 202, scheduled)).toEqual([]);
  const waiting = await readAs(get(`/v1/async-actions/${scheduled.async_action_id}`), asyncActionSchema, 200);
  expect(waiting).toMatchObject({ status: 'ENQUEUED', progress: 0, operation_status: 'UNKNOWN' });
  expect(waiting.result).toBeUndefined();
  await drainAsyncActions(service.database.db);
  const done = await readAs(get(`/v1/async-actions/${scheduled.async_action_id}`), asyncActionSchema, 200);
  expect(officialErrors('get', '/v1/async-actions/{asyncActionId}', 200, done)).toEqual([]);
  return done;
}
const voucher = (code: string) => readAs(get(`/v1/vouchers/${code}`), voucherSchema, 200);

describe('async actions', () => {
  it('imports vouchers, applying the good rows and naming each failed row in words', async () => {
    const done = await scheduleAndRun('/v1/vouchers/import', [
      { code: 'IMP-ONE', type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 }, metadata: { a: 1 } },
      { code: 'IMP-GIFT', type: 'GIFT_VOUCHER', gift: { amount: 10000 }, redemption: { quantity: 5 } },
      { code: 'IMP-ONE', type: 'DISCOUNT_VOUCHER', discount: { type: 'PERCENT', percent_off: 10 } },
    ]);
    expect(done).toMatchObject({ type: 'VOUCHERS.IMPORT', status: 'DONE', progress: 100, operation_status: 'SUCCESS' });
    expect(done.result).toMatchObject({ done_count: 2, failed_count: 1 });
    expect(done.result?.failed).toEqual([
      { code: 'IMP-ONE', reason: expect.stringContaining('Duplicated voucher') as string },
    ]);
    expect(await voucher('IMP-ONE')).toMatchObject({ metadata: { a: 1 }, discount: { amount_off: 500 } });
    expect(await voucher('IMP-GIFT')).toMatchObject({ gift: { amount: 10000 }, redemption: { quantity: 5 } });

    const listed = await readAs(get('/v1/async-actions?limit=1'), asyncActionListSchema, 200);
    expect(officialErrors('get', '/v1/async-actions', 200, listed)).toEqual([]);
    expect(listed).toMatchObject({ has_more: expect.any(Boolean) as boolean, async_actions: [{ id: done.id }] });
    const before = await readAs(get('/v1/async-actions?end_date=2001-01-01'), asyncActionListSchema, 200);
    expect(before.async_actions).toEqual([]);
  });

  it('refuses a malformed body with 400 and schedules nothing', async () => {
    const count = async () =>
      (await readAs(get('/v1/async-actions?limit=100'), asyncActionListSchema, 200)).async_actions.length;
    const before = await count();
    const noCode = await readAs(
      post('/v1/vouchers/import', [{ type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 1 } }]),
      errorBodySchema,
      400,
    );
    expect(noCode.details).toContain('code');
    await readAs(post('/v1/vouchers/import', []), errorBodySchema, 400);
    await readAs(post('/v1/vouchers/bulk/async', [{ code: 'has space', metadata: {} }]), errorBodySchema, 400);
    await readAs(post('/v1/vouchers/metadata/async', { codes: ['A'] }), errorBodySchema, 400);
    await readAs(post('/v1/customers/bulk/async', [{ name: 'no source id' }]), errorBodySchema, 400);
    await readAs(post('/v1/customers/metadata/async', { source_ids: [], metadata: {} }), errorBodySchema, 400);
    expect(await count()).toBe(before);
    await readAs(get('/v1/async-actions/aa_missing'), errorBodySchema, 404);
  });

  it('updates vouchers metadata per code and for many codes, keeping other keys and reporting unknown codes', async () => {
    await scheduleAndRun('/v1/vouchers/import', [
      {
        code: 'META-1',
        type: 'DISCOUNT_VOUCHER',
        discount: { type: 'AMOUNT', amount_off: 1 },
        metadata: { keep: 'yes' },
      },
      { code: 'META-2', type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 1 } },
    ]);
    const bulk = await scheduleAndRun('/v1/vouchers/bulk/async', [
      { code: 'META-1', metadata: { lang: 'en' } },
      { code: 'META-NONE', metadata: { lang: 'pl' } },
    ]);
    expect(bulk).toMatchObject({ type: 'VOUCHERS.BULK_UPDATE', status: 'DONE' });
    expect(bulk.result).toMatchObject({ done_count: 1, failed_count: 1, reports: [] });
    expect(bulk.result?.errors).toEqual([
      expect.objectContaining({
        code: 'META-NONE',
        key: 'not_found',
        message: 'Cannot find voucher with id META-NONE',
      }),
    ]);
    expect((await voucher('META-1')).metadata).toEqual({ keep: 'yes', lang: 'en' });

    const many = await scheduleAndRun('/v1/vouchers/metadata/async', {
      codes: ['META-1', 'META-2'],
      metadata: { season: 'fall' },
    });
    expect(many).toMatchObject({ type: 'VOUCHERS.METADATA_UPDATE', status: 'DONE', result: { errors: [] } });
    expect((await voucher('META-1')).metadata).toEqual({ keep: 'yes', lang: 'en', season: 'fall' });
    expect((await voucher('META-2')).metadata).toEqual({ season: 'fall' });
  });

  it('upserts customers in bulk and sets metadata on many, creating unknown source ids as hosted', async () => {
    const bulk = await scheduleAndRun('/v1/customers/bulk/async', [
      { source_id: 'bulk-ann', name: 'Ann', metadata: { tier: 'gold' } },
      { source_id: 'bulk-bob', email: 'bob@example.com' },
    ]);
    expect(bulk).toMatchObject({
      type: 'CUSTOMERS.BULK_UPDATE',
      status: 'DONE',
      result: { done_count: 2, errors: [] },
    });
    const meta = await scheduleAndRun('/v1/customers/metadata/async', {
      source_ids: ['bulk-ann', 'bulk-new'],
      metadata: { lang: 'en' },
    });
    expect(meta).toMatchObject({ type: 'CUSTOMERS.METADATA_UPDATE', status: 'DONE', result: { errors: [] } });
    const ann = await readAs(get('/v1/customers/bulk-ann'), customerSchema, 200);
    expect(ann).toMatchObject({ name: 'Ann', metadata: { tier: 'gold', lang: 'en' } });
    expect(await readAs(get('/v1/customers/bulk-new'), customerSchema, 200)).toMatchObject({
      metadata: { lang: 'en' },
    });
  });

  it('answers the official SDK v2', async () => {
    const sdk = VoucherifyServerSide({
      applicationId: testKeys.app_id,
      secretKey: testKeys.app_token,
      apiUrl: service.url,
    });
    const { async_action_id: id } = await sdk.vouchers.bulkUpdateMetadata({ codes: ['NOPE-1'], metadata: { a: 1 } });
    expect(await sdk.asyncActions.get(id)).toMatchObject({ id, status: 'ENQUEUED' });
    const { async_action_id: customersId } = await sdk.customers.updateMetadataInBulk({
      source_ids: ['sdk-bulk'],
      metadata: { a: 1 },
    });
    await drainAsyncActions(service.database.db);
    expect(await sdk.asyncActions.get(customersId)).toMatchObject({ status: 'DONE' });
    const listed = await sdk.asyncActions.list({ limit: 2 });
    expect(listed.async_actions.map((a) => a.id)).toEqual([customersId, id]);
  });
});
