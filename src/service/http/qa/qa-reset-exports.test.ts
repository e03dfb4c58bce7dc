import { beforeAll, describe, expect, it } from 'vitest';
import { exportSchema } from '../../../contract/export.ts';
import { qaResetAnswerSchema } from '../../../contract/qa.ts';
import { drainExports } from '../../jobs/export-worker.ts';
import { createQaMode } from '../../qa/mode.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const qa = createQaMode();
const service = useTestService({ qa, now: qa.now });
const exportPath = '/v1/loyalties/members/LOYAL-DEMO1/transactions/export';
const csvOf = async (id: string) => {
  const done = await readAs(service.request(`/v1/exports/${id}`, { headers: appHeaders }), exportSchema, 200);
  const { pathname, search } = new URL(done.result!.url);
  const csv = await service.request(`${pathname}${search}`);
  expect(csv.status).toBe(200);
  return csv.text();
};
let finished: string;
// An export finished before QA mode's start is part of the state a reset returns to, its CSV included.
beforeAll(async () => {
  finished = (await readAs(service.request(exportPath, jsonRequest('POST', {}, appHeaders)), exportSchema, 200)).id;
  await drainExports(service.database.db);
  await qa.captureStore(service.database.db);
});

describe('a reset of a project that had exports at the start', () => {
  it('keeps their CSVs, also when every table is rewritten', async () => {
    const before = await csvOf(finished);
    // The card's history: a header and a line per transaction.
    expect(before.split('\r\n').length).toBeGreaterThan(20);
    // Names swapped between two campaigns make writing over rows in place clash: every table is rewritten.
    const list = await (await service.request('/v1/campaigns?limit=2', { headers: appHeaders })).json();
    const [a, b] = list.campaigns as { id: string; name: string }[];
    const rename = (id: string, name: string) =>
      service.request(`/v1/campaigns/${id}`, jsonRequest('PUT', { name }, appHeaders));
    await rename(a!.id, 'parked');
    await rename(b!.id, a!.name);
    await rename(a!.id, b!.name);
    const later = (await readAs(service.request(exportPath, jsonRequest('POST', {}, appHeaders)), exportSchema, 200))
      .id;
    await drainExports(service.database.db);

    await readAs(
      service.request(
        '/promodesk/qa/reset',
        jsonRequest('POST', { project_id: testKeys.project_id }, managementHeaders),
      ),
      qaResetAnswerSchema,
      200,
    );
    expect(await csvOf(finished)).toBe(before);
    expect((await service.request(`/v1/exports/${later}`, { headers: appHeaders })).status).toBe(404);
  });
});
