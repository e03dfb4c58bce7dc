import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { voucherImportRejectedSchema, voucherImportSchema } from '../../../contract/voucher-import.ts';
import { voucherListSchema, voucherSchema } from '../../../contract/voucher.ts';
import { webhookEvents } from '../../store/schema/activity.ts';
import { vouchers } from '../../store/schema/catalog.ts';
import { expectError, readAs } from '../../testing/api.ts';
import { appHeaders, managementHeaders, testKeys } from '../../testing/harness.ts';
import { addVoucher, voucherRow } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const base = `/promodesk/projects/${testKeys.project_id}`;

const importCsv = (campaignId: string, csv: string, headers: Record<string, string> = managementHeaders) =>
  service.request(`${base}/campaigns/${campaignId}/vouchers/import`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', ...headers },
    body: csv,
  });
const exportCsv = (query = '', headers: Record<string, string> = managementHeaders) =>
  service.request(`${base}/vouchers/export${query}`, { headers });
const campaignOf = async (code: string) => (await voucherRow(service.database.db, code)).campaignId!;
const campaign = async (id: string) =>
  readAs(service.request(`/v1/campaigns/${id}`, { headers: appHeaders }), campaignSchema, 200);
const codesOf = async (campaignId: string) =>
  (
    await readAs(
      service.request(`/v1/vouchers?campaign_id=${campaignId}&limit=100&order=code`, { headers: appHeaders }),
      voucherListSchema,
      200,
    )
  ).vouchers;

describe('POST /promodesk/projects/{id}/campaigns/{id}/vouchers/import', () => {
  it("imports every row with the campaign's settings and its overrides, and counts them", async () => {
    const campaignId = await campaignOf(await addVoucher(service.database.db, { gift: 5000, quantity: 3 }));
    const csv = '\uFEFFcode,gift_amount,redemption_quantity\r\nIMP-GIFT-1,,\r\n"IMP-GIFT-2",7000,1\r\nimp-gift-3,,\r\n';
    const result = await readAs(importCsv(campaignId, csv), voucherImportSchema, 200);
    expect(result).toEqual({ object: 'voucher_import', campaign_id: campaignId, imported: 3, vouchers_count: 4 });
    expect((await campaign(campaignId)).vouchers_count).toBe(4);
    const byCode = new Map((await codesOf(campaignId)).map((v) => [v.code, v]));
    expect(byCode.get('IMP-GIFT-1')).toMatchObject({
      type: 'GIFT_VOUCHER',
      gift: { amount: 5000, balance: 5000 },
      redemption: { quantity: 3, redeemed_quantity: 0 },
      active: true,
    });
    expect(byCode.get('IMP-GIFT-2')).toMatchObject({
      gift: { amount: 7000, balance: 7000 },
      redemption: { quantity: 1 },
    });
    expect(byCode.has('imp-gift-3')).toBe(true);
    // One webhook event for the whole import.
    const events = await service.database.db
      .select({ payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(eq(webhookEvents.type, 'campaign.vouchers.generation.completed'));
    expect(events.map((e) => e.payload)).toEqual([
      { campaign: { id: campaignId, name: expect.any(String) }, source: 'IMPORT', vouchers_added: 3 },
    ]);
  });

  it('imports nothing when any row is bad, and names every bad row', async () => {
    const campaignId = await campaignOf(
      await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } }),
    );
    const csv = [
      'code,redemption_quantity',
      'IMP-OK-1,2',
      'BLCKFRDY,', // taken in the project
      'IMP-OK-1,', // twice in the file
      'has space,',
      'IMP-OK-2,0',
      'IMP-OK-3,1,extra',
      '',
    ].join('\n');
    const rejected = await readAs(importCsv(campaignId, csv), voucherImportRejectedSchema, 400);
    expect(rejected).toMatchObject({ code: 400, key: 'invalid_rows', request_id: expect.stringMatching(/^v-/) });
    expect(rejected.errors.map((e) => [e.row, e.code])).toEqual([
      [4, 'duplicate_code'],
      [5, 'invalid_code'],
      [6, 'invalid_redemption_quantity'],
      [7, 'wrong_field_count'],
    ]);
    // The file's own problems come first; a taken code is found once the file itself is sound.
    const taken = await readAs(importCsv(campaignId, 'code\nIMP-OK-9\nBLCKFRDY\n'), voucherImportRejectedSchema, 400);
    expect(taken.errors).toEqual([
      { path: 'rows.3', row: 3, code: 'code_taken', message: expect.stringContaining('BLCKFRDY') },
    ]);
    const rows = await service.database.db.select().from(vouchers).where(eq(vouchers.campaignId, campaignId));
    expect(rows).toHaveLength(1);
    expect((await campaign(campaignId)).vouchers_count).toBe(1);
  });

  it('checks the header: unknown, duplicate and __proto__-like columns are row-1 errors and change nothing', async () => {
    const campaignId = await campaignOf(
      await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } }),
    );
    const rejected = await readAs(
      importCsv(campaignId, '__proto__,constructor,code,code,gift_amount\n{},{},A1,A1,5\n'),
      voucherImportRejectedSchema,
      400,
    );
    expect(rejected.errors.map((e) => e.code)).toEqual([
      'unknown_column',
      'unknown_column',
      'duplicate_column',
      'gift_amount_not_allowed',
    ]);
    expect(rejected.errors.every((e) => e.row === 1)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await readAs(importCsv(campaignId, 'name\nA\n'), voucherImportRejectedSchema, 400)).errors).toContainEqual(
      expect.objectContaining({ code: 'missing_column' }),
    );
    expect((await readAs(importCsv(campaignId, 'code\n'), voucherImportRejectedSchema, 400)).errors[0]!.code).toBe(
      'no_rows',
    );
    expect(
      (await readAs(importCsv(campaignId, 'code\n"A1\n'), voucherImportRejectedSchema, 400)).errors[0],
    ).toMatchObject({
      code: 'malformed_csv',
    });
  });

  it('is bounded: more than 10,000 rows is refused, a body over 1 MiB is a 413', async () => {
    const campaignId = await campaignOf(
      await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } }),
    );
    const many = ['code', ...Array.from({ length: 10_001 }, (_, i) => `MANY-${i}`)].join('\n');
    const rejected = await readAs(importCsv(campaignId, many), voucherImportRejectedSchema, 400);
    expect(rejected.errors).toEqual([expect.objectContaining({ code: 'too_many_rows' })]);
    await expectError(importCsv(campaignId, `code\n${'A'.repeat(1024 * 1024)}\n`), 413, 'payload_too_large');
    const tenThousand = ['code', ...Array.from({ length: 10_000 }, (_, i) => `BULK-${i}`)].join('\n');
    expect((await readAs(importCsv(campaignId, tenThousand), voucherImportSchema, 200)).vouchers_count).toBe(10_001);
  });

  it('answers 401, 404 for an unknown campaign or project, 400 for a JSON body or a promotion campaign', async () => {
    const campaignId = await campaignOf('BLCKFRDY');
    await expectError(importCsv(campaignId, 'code\nX1\n', {}), 401, 'unauthorized');
    expect(await expectError(importCsv('camp_nope', 'code\nX1\n'), 404, 'not_found')).toMatchObject({
      resource_type: 'campaign',
    });
    const otherProject = await service.request(
      `/promodesk/projects/proj_nope/campaigns/${campaignId}/vouchers/import`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/csv', ...managementHeaders },
        body: 'code\nX1\n',
      },
    );
    expect((await readAs(otherProject, errorBodySchema, 404)).resource_type).toBe('project');
    const json = await service.request(`${base}/campaigns/${campaignId}/vouchers/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...managementHeaders },
      body: '{"code":"X"}',
    });
    expect((await readAs(json, errorBodySchema, 400)).details).toMatch(/text\/csv/);
    const promotions = await readAs(
      service.request('/v1/campaigns?campaign_type=PROMOTION', { headers: appHeaders }),
      (await import('../../../contract/campaign.ts')).campaignListSchema,
      200,
    );
    const promotion = promotions.campaigns[0]!.id;
    expect((await expectError(importCsv(promotion, 'code\nX1\n'), 400, 'invalid_payload')).details).toMatch(
      /^campaignId:/,
    );
  });
});

describe('GET /promodesk/projects/{id}/vouchers/export', () => {
  it('streams the filtered list as RFC 4180 CSV, spreadsheet-safe', async () => {
    const db = service.database.db;
    const campaignId = await campaignOf(await addVoucher(db, { gift: 2500, quantity: 2 }));
    await readAs(importCsv(campaignId, 'code\n"=HYPERLINK(""x"")"\nEXP-2\n'), voucherImportSchema, 200);
    await readAs(
      service.request('/v1/vouchers/EXP-2/disable', { method: 'POST', headers: appHeaders }),
      voucherSchema,
      200,
    );
    const response = await exportCsv(`?campaign_id=${campaignId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toBe(
      'code,campaign,campaign_id,status,redeemed_quantity,redemption_quantity,gift_balance,created_at',
    );
    expect(lines).toHaveLength(5); // header, three vouchers, the final CRLF
    const exp2 = lines.find((line) => line.startsWith('EXP-2,'))!;
    expect(exp2).toMatch(new RegExp(`^EXP-2,Campaign T-\\w+,${campaignId},disabled,0,2,2500,\\d{4}-`));
    expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(""x"")",`))).toBe(true);

    const filtered = (await (await exportCsv(`?campaign_id=${campaignId}&code=exp-`)).text()).split('\r\n');
    expect(filtered.filter(Boolean)).toHaveLength(2);
  });

  it('pages through more vouchers than one batch, newest first, each once', async () => {
    const campaignId = await campaignOf(
      await addVoucher(service.database.db, { discount: { type: 'AMOUNT', amount_off: 100 } }),
    );
    const codes = Array.from({ length: 2500 }, (_, i) => `PAGED-${i}`);
    await readAs(importCsv(campaignId, ['code', ...codes].join('\n')), voucherImportSchema, 200);
    const lines = (await (await exportCsv(`?campaign_id=${campaignId}&code=PAGED-`)).text())
      .split('\r\n')
      .filter(Boolean);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());
  });

  it('answers 401, 404 for an unknown campaign or project, 400 for a bad filter', async () => {
    await expectError(exportCsv('', {}), 401, 'unauthorized');
    expect(await expectError(exportCsv('?campaign_id=camp_nope'), 404)).toMatchObject({ resource_type: 'campaign' });
    await expectError(
      service.request('/promodesk/projects/proj_nope/vouchers/export', { headers: managementHeaders }),
      404,
    );
    expect((await expectError(exportCsv(`?code=${'x'.repeat(101)}`), 400, 'invalid_payload')).details).toMatch(
      /^code:/,
    );
  });
});
