import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchResultSchema } from '../../../contract/search.ts';
import { newId } from '../../ids.ts';
import { queryRows } from '../../store/db.ts';
import { customers } from '../../store/schema/activity.ts';
import { vouchers } from '../../store/schema/catalog.ts';
import { prefixPattern, vouchersByCode } from '../../store/repositories/search.ts';
import { expectError, personHeaders, readAs } from '../../testing/api.ts';
import { managementHeaders, testKeys } from '../../testing/harness.ts';
import { addVoucher, cart, redeemThroughApi, redeemable, voucherRow } from '../../testing/redemptions.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const projectId = testKeys.project_id;
const search = (query: string, headers: Record<string, string> = managementHeaders, project = projectId) =>
  service.request(`/promodesk/projects/${project}/search?${query}`, { headers });
const hits = async (query: string, headers?: Record<string, string>) =>
  (await readAs(search(query, headers), searchResultSchema, 200)).data;
const labels = async (query: string, headers?: Record<string, string>) =>
  (await hits(query, headers)).map((hit) => `${hit.kind}:${hit.label}`);

const codes = ['ZQPERCENT15', 'zqpercent150', 'ZQ%CENT', 'ZQ_X', 'ZQXCENT', 'ZQ\\Y'];

async function seed() {
  const db = service.database.db;
  const { campaignId } = await voucherRow(db, await addVoucher(db, { discount: { type: 'PERCENT', percent_off: 15 } }));
  await db
    .insert(vouchers)
    .values(codes.map((code) => ({ id: newId('v_'), projectId, campaignId, code, type: 'DISCOUNT_VOUCHER' as const })));
  await db.insert(customers).values([
    { id: newId('cust_'), projectId, name: 'Zqa Jackson', email: 'pj@example.com' },
    { id: newId('cust_'), projectId, name: 'Ann', email: 'zqann@example.com' },
    { id: newId('cust_'), projectId, name: 'Zqa Gone', deletedAt: new Date() },
  ]);
  return campaignId!;
}

describe('GET /promodesk/projects/{projectId}/search', () => {
  it('finds codes and customers by prefix in any casing, exact match first, and takes % _ \\ literally', async () => {
    await seed();
    expect(await labels('q=zqpercent1')).toEqual(['voucher:ZQPERCENT15', 'voucher:zqpercent150']);
    expect((await labels('q=zqpercent15'))[0]).toBe('voucher:ZQPERCENT15');
    expect(await labels(`q=${encodeURIComponent('ZQ%')}`)).toEqual(['voucher:ZQ%CENT']);
    expect(await labels('q=ZQ_')).toEqual(['voucher:ZQ_X']);
    expect(await labels(`q=${encodeURIComponent('zq\\')}`)).toEqual(['voucher:ZQ\\Y']);
    // By name and by email; the deleted customer is gone.
    expect((await labels('q=zqa')).filter((l) => l.startsWith('customer:'))).toEqual([
      'customer:Zqa Jackson',
      'customer:Ann',
    ]);
    expect(await hits('q=zq&limit=2')).toHaveLength(2);
  });

  it('finds campaigns by name and id, redemptions and codes by id, with what the actions need', async () => {
    const db = service.database.db;
    const code = await addVoucher(db, { discount: { type: 'AMOUNT', amount_off: 100 } });
    const { campaignId, id: voucherId } = await voucherRow(db, code);
    const redeemed = await redeemThroughApi(service, { redeemables: [redeemable(code)], order: cart });
    const redemptionId = redeemed.parent_redemption.id;

    expect(await hits(`q=${redemptionId.slice(0, 12)}`)).toContainEqual(
      expect.objectContaining({ kind: 'redemption', id: redemptionId, status: 'SUCCEEDED' }),
    );
    expect(await hits(`q=${voucherId}`)).toEqual([
      expect.objectContaining({ kind: 'voucher', id: voucherId, label: code, active: true, campaign_id: campaignId }),
    ]);
    expect(await hits(`q=${encodeURIComponent(`campaign ${code.toLowerCase()}`)}`)).toEqual([
      expect.objectContaining({ kind: 'campaign', id: campaignId, active: true }),
    ]);
    expect(await hits(`q=${campaignId}`)).toEqual([expect.objectContaining({ kind: 'campaign', id: campaignId })]);
    // A text shorter than an id prefix looks for no ids.
    expect((await hits('q=r')).filter((hit) => hit.kind === 'redemption')).toEqual([]);
  });

  it('shows people only to those who manage the team, and everything else to readers', async () => {
    const admin = await personHeaders(service, 'owner@example.com');
    const viewer = await personHeaders(service, 'viewer@example.com');
    expect(await labels('q=vera', admin)).toEqual(['person:Vera Viewer']);
    expect(await labels('q=vera', viewer)).toEqual([]);
    expect(await labels('q=PERCENT15', viewer)).toContain('voucher:PERCENT15');
  });

  it('bounds the query and the limit, and answers 404 for an unknown project, 401 without credentials', async () => {
    await expectError(search('q='), 400);
    await expectError(search(`q=${'a'.repeat(101)}`), 400);
    await expectError(search('q=a&limit=51'), 400);
    await expectError(search('q=a&limit=0'), 400);
    await expectError(search('q=a', managementHeaders, 'proj_nope'), 404);
    await expectError(search('q=a', {}), 401);
  });

  it('reads codes through the prefix index in order, without sorting the matches', async () => {
    const query = vouchersByCode(service.database.db, { projectId, pattern: prefixPattern('per'), limit: 20 });
    const plan = await service.database.db.transaction(async (tx) => {
      // A test table is tiny: without this the planner rightly prefers reading it whole.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`EXPLAIN ${query.getSQL()}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('vouchers_code_search_idx');
    expect(plan).toMatch(/Index Cond: .*>=/);
    expect(plan).not.toMatch(/Sort/);
  });
});
