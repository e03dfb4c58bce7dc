import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bulkActionScheduledSchema, bulkActionSchema } from '../../../contract/bulk-action.ts';
import { campaignSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { customerSchema } from '../../../contract/customer.ts';
import { productSchema } from '../../../contract/product.ts';
import { drainAsyncActions } from '../../jobs/async/worker.ts';
import { personHeaders, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const base = `/promodesk/projects/${testKeys.project_id}/bulk-actions`;

async function run(body: unknown) {
  const { id } = await readAs(
    service.request(base, jsonRequest('POST', body, managementHeaders)),
    bulkActionScheduledSchema,
    202,
  );
  await drainAsyncActions(service.database.db);
  return readAs(service.request(`${base}/${id}`, { headers: managementHeaders }), bulkActionSchema, 200);
}
const fileOf = (id: string, headers: Record<string, string> = managementHeaders) =>
  service.request(`${base}/${id}/file`, { headers });
const post = <T extends z.ZodType>(path: string, body: unknown, schema: T) =>
  readAs(service.request(path, jsonRequest('POST', body, appHeaders)), schema, 200);

describe('bulk export', () => {
  it('writes the chosen campaigns to a CSV as they were, defusing formulas, with nothing to undo', async () => {
    const made = [];
    for (const name of ['Export spring', '=HYPERLINK("http://evil")'])
      made.push(
        await post(
          '/v1/campaigns',
          {
            name,
            campaign_type: 'DISCOUNT_COUPONS',
            metadata: { region: 'north, east' },
            voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
          },
          campaignSchema,
        ),
      );
    const ids = made.map((campaign) => campaign.id);
    const done = await run({ resource: 'campaigns', action: 'export', ids: [...ids, 'camp_missing'] });
    expect(done).toMatchObject({ status: 'DONE', changed_count: 2, undoable: false });
    expect(done.failures).toEqual([{ id: 'camp_missing', reason: expect.stringContaining('camp_missing') as string }]);
    expect(done.file_url).toBe(`${base}/${done.id}/file`);

    // Changed after the export: the file keeps the row as it was exported.
    const changed = await service.request(
      `/v1/campaigns/${ids[0]}`,
      jsonRequest('PUT', { metadata: { region: 'south' } }, appHeaders),
    );
    expect(changed.status).toBe(200);
    const file = await fileOf(done.id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${done.id}.csv"`);
    const lines = (await file.text()).split('\r\n');
    expect(lines[0]).toBe('id,name,type,active,category_id,start_date,expiration_date,created_at,metadata');
    expect(lines).toHaveLength(4);
    const spring = lines.find((line) => line.startsWith(`${ids[0]},Export spring,DISCOUNT_COUPONS,true,`));
    expect(spring).toContain('"{""region"":""north, east""}"');
    expect(lines.find((line) => line.startsWith(`${ids[1]},`))).toContain(`,"'=HYPERLINK(""http://evil"")",`);

    const undo = await service.request(`${base}/${done.id}/undo`, { method: 'POST', headers: managementHeaders });
    expect((await readAs(undo, errorBodySchema, 400)).details).toBe('An export changed nothing to undo');
    // A viewer reads the file; an action that is not an export has none.
    expect((await fileOf(done.id, await personHeaders(service, 'viewer@example.com'))).status).toBe(200);
    const disabled = await run({ resource: 'campaigns', action: 'disable', ids: [ids[0]] });
    expect(disabled.file_url).toBeNull();
    expect((await readAs(fileOf(disabled.id), errorBodySchema, 400)).details).toBe('Only an export has a file');
  });

  it('exports every customer the list search matches, and every product of the unfiltered list', async () => {
    for (const name of ['Annabel Export', 'Joanna Export', 'Bruno Export'])
      await post('/v1/customers', { name, source_id: `export-${name.split(' ')[0]}` }, customerSchema);
    const customers = await run({ resource: 'customers', action: 'export', filter: { q: 'ANNA' } });
    const names = (await (await fileOf(customers.id)).text())
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(names.sort()).toEqual(['Annabel Export', 'Joanna Export']);

    await post('/v1/products', { name: 'Exported mug', source_id: 'export-mug', price: 1200 }, productSchema);
    const products = await run({ resource: 'products', action: 'export', filter: {} });
    const listed = await service.request('/v1/products?limit=100', { headers: appHeaders });
    const { total } = (await listed.json()) as { total: number };
    expect(products.changed_count).toBe(total);
    expect(await (await fileOf(products.id)).text()).toContain(',export-mug,Exported mug,1200,');

    // A filter the list does not have is refused, never ignored.
    const refused = await service.request(
      base,
      jsonRequest('POST', { resource: 'products', action: 'export', filter: { q: 'mug' } }, managementHeaders),
    );
    expect((await readAs(refused, errorBodySchema, 400)).details).toContain('The products list has no q filter');
  });
});
