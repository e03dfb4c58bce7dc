import { describe, expect, it } from 'vitest';
import { exportSchema } from '../../../contract/export.ts';
import { orderCalculatedSchema } from '../../../contract/order.ts';
import { drainExports } from '../../jobs/export-worker.ts';
import { officialErrors } from '../../official/official-schema.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest } from '../../testing/harness.ts';
import { WEEKDAY_NOON } from '../../testing/redemptions.ts';
import { testClock, useTestService } from '../../testing/service.ts';

const clock = testClock(WEEKDAY_NOON);
const service = useTestService({ now: clock.now });
const post = (path: string, body: unknown) => {
  clock.advance(1);
  return service.request(path, jsonRequest('POST', body, appHeaders));
};

/** Schedules an orders export, checked against the official schema. */
async function scheduled(body: unknown) {
  const exported = await readAs(post('/v1/orders/export', body), exportSchema, 200);
  expect(officialErrors('post', '/v1/orders/export', 200, exported)).toEqual([]);
  return exported;
}

/** Runs the export queue and answers the finished export's CSV records (header first). */
async function csvOf(id: string) {
  await drainExports(service.database.db);
  const done = await readAs(service.request(`/v1/exports/${id}`, { headers: appHeaders }), exportSchema, 200);
  expect(done).toMatchObject({ status: 'DONE', exported_object: 'order' });
  const { pathname, search } = new URL(done.result!.url);
  return (await (await service.request(`${pathname}${search}`)).text()).trimEnd().split('\r\n');
}

describe('POST /v1/orders/export', () => {
  it('exports the chosen orders and fields, with source ids that look like formulas defused', async () => {
    const tag = `exp-${Date.now()}`;
    const order = (source_id: string, status: string, amount: number) =>
      readAs(post('/v1/orders', { source_id, status, amount }), orderCalculatedSchema, 200);
    const paid = await order(`=SUM(A1)-${tag}`, 'PAID', 4200);
    await order(`${tag}-created`, 'CREATED', 1000);
    const later = await order(`@${tag}`, 'PAID', 900);

    const parameters = {
      order: 'created_at',
      fields: ['id', 'source_id', 'status', 'amount'],
      filters: {
        status: { conditions: { $in: ['PAID'] } },
        source_id: { conditions: { $in: [paid.source_id, later.source_id] } },
      },
    };
    const exported = await scheduled({ parameters });
    expect(exported).toMatchObject({ exported_object: 'order', status: 'SCHEDULED', parameters, result: null });
    expect(await csvOf(exported.id)).toEqual([
      'id,source_id,status,amount',
      `${paid.id},'=SUM(A1)-${tag},PAID,4200`,
      `${later.id},'@${tag},PAID,900`,
    ]);
  });

  it('exports the official default fields without parameters and refuses what the order export cannot list', async () => {
    const exported = await scheduled({});
    expect(exported.parameters).toEqual({});
    const lines = await csvOf(exported.id);
    expect(lines[0]).toBe('id,source_id,status');

    await expectError(post('/v1/orders/export', { parameters: { fields: ['code'] } }), 400, 'invalid_payload');
    await expectError(
      post('/v1/orders/export', { parameters: { filters: { campaign_id: { conditions: { $in: ['x'] } } } } }),
      400,
    );
    await expectError(service.request('/v1/orders/export', jsonRequest('POST', {}, {})), 401);
  });
});
