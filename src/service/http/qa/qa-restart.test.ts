import { describe, expect, it } from 'vitest';
import { customerSchema } from '../../../contract/customer.ts';
import { createApp } from '../../app.ts';
import { createQaMode } from '../../qa/mode.ts';
import { readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys, testPublicUrl } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();

/** A QA-mode process starting on the store as it is now (a kept data folder, a shared test database). */
async function startQaProcess() {
  const qa = createQaMode();
  await qa.captureStore(service.database.db);
  return createApp({ database: service.database, publicUrl: testPublicUrl, passwordCost: 'low', qa, now: qa.now });
}

describe('QA mode started again on a kept store', () => {
  it('counts ids on from those the store holds, so creates succeed, also after a reset', async () => {
    const createCustomers = async (app: Awaited<ReturnType<typeof startQaProcess>>, prefix: string) => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const res = app.request('/v1/customers', jsonRequest('POST', { source_id: `${prefix}-${i}` }, appHeaders));
        ids.push((await readAs(res, customerSchema, 200)).id);
      }
      return ids;
    };
    const first = await createCustomers(await startQaProcess(), 'first');
    expect(first.every((id) => /^cust_\d{10}/.test(id))).toBe(true);
    const restarted = await startQaProcess();
    const second = await createCustomers(restarted, 'second');
    expect(new Set([...first, ...second]).size).toBe(6);

    // A reset returns the project to how this start found it; its ids still count on past the first process's.
    const reset = await restarted.request(
      '/promodesk/qa/reset',
      jsonRequest('POST', { project_id: testKeys.project_id }, managementHeaders),
    );
    expect(reset.status).toBe(200);
    const afterReset = await createCustomers(restarted, 'third');
    expect(afterReset.some((id) => first.includes(id))).toBe(false);
  });
});
