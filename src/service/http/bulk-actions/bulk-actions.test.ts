import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asyncActionListSchema } from '../../../contract/async-action.ts';
import { bulkActionScheduledSchema, bulkActionSchema } from '../../../contract/bulk-action.ts';
import { campaignSchema } from '../../../contract/campaign.ts';
import { errorBodySchema } from '../../../contract/common.ts';
import { voucherSchema } from '../../../contract/voucher.ts';
import { drainAsyncActions } from '../../jobs/async/worker.ts';
import { claimAsyncAction } from '../../store/repositories/async-actions.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { projects } from '../../store/schema/access.ts';
import { vouchers } from '../../store/schema/catalog.ts';
import { personHeaders, readAs } from '../../testing/api.ts';
import { appHeaders, jsonRequest, managementHeaders, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';

const service = useTestService();
const project = testKeys.project_id;
const base = `/promodesk/projects/${project}/bulk-actions`;
const db = () => service.database.db;

const schedule = async (body: unknown, headers: Record<string, string> = managementHeaders) =>
  (await readAs(service.request(base, jsonRequest('POST', body, headers)), bulkActionScheduledSchema, 202)).id;
const read = (id: string) =>
  readAs(service.request(`${base}/${id}`, { headers: managementHeaders }), bulkActionSchema, 200);
/** Schedules, runs the worker to the end, and answers the finished action. */
async function run(body: unknown) {
  const id = await schedule(body);
  expect(await read(id)).toMatchObject({ status: 'ENQUEUED', progress: { done: 0 } });
  await drainAsyncActions(db());
  return read(id);
}
async function undo(id: string) {
  const undoId = (
    await readAs(
      service.request(`${base}/${id}/undo`, { method: 'POST', headers: managementHeaders }),
      bulkActionScheduledSchema,
      202,
    )
  ).id;
  await drainAsyncActions(db());
  return read(undoId);
}
const voucher = (code: string) =>
  readAs(service.request(`/v1/vouchers/${code}`, { headers: appHeaders }), voucherSchema, 200);

let batches = 0;
/** `count` standalone vouchers inserted directly (a large set costs no requests); answers their ids. */
async function seedVouchers(count: number, projectId = project, campaignId: string | null = null) {
  const prefix = `B${++batches}`;
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `v_${prefix}_${i}`,
    projectId,
    campaignId,
    code: `${prefix}-${i}`,
    type: 'DISCOUNT_VOUCHER' as const,
    discount: { type: 'AMOUNT' as const, amount_off: 100 },
    metadata: { kept: 'yes' },
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await db()
      .insert(vouchers)
      .values(rows.slice(i, i + 1000));
  return rows.map((row) => row.id);
}
const codeOf = (id: string) => id.slice(2).replace('_', '-');

describe('bulk actions', () => {
  it('disables chosen vouchers, lists the rows it could not change, and its undo enables them again', async () => {
    await db().insert(projects).values({ id: 'proj_elsewhere', name: 'Elsewhere' });
    const [foreign] = await seedVouchers(1, 'proj_elsewhere');
    const ids = await seedVouchers(3);
    const done = await run({ resource: 'vouchers', action: 'disable', ids: [...ids, 'v_missing', foreign!] });
    expect(done).toMatchObject({ status: 'DONE', progress: { done: 5, total: 5 }, changed_count: 3, undoable: true });
    expect(done.failures).toEqual([
      { id: foreign, reason: `Cannot find voucher with id ${foreign}` },
      { id: 'v_missing', reason: 'Cannot find voucher with id v_missing' },
    ]);
    for (const id of ids) expect(await voucher(codeOf(id))).toMatchObject({ active: false });
    const [other] = await db().select().from(vouchers).where(eq(vouchers.id, foreign!));
    expect(other!.active).toBe(true);
    // Each row went through the voucher's own operation: audited as one disable each.
    const audited = await db()
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'voucher.disabled'), eq(auditEntries.resourceId, ids[0]!)));
    expect(audited).toHaveLength(1);

    const undone = await undo(done.id);
    expect(undone).toMatchObject({ status: 'DONE', undo_of: done.id, changed_count: 3, skipped: [], undoable: false });
    for (const id of ids) expect(await voucher(codeOf(id))).toMatchObject({ active: true });
    // Promodesk's own async type stays out of the official list.
    const listed = await readAs(
      service.request('/v1/async-actions?limit=100', { headers: appHeaders }),
      asyncActionListSchema,
      200,
    );
    expect(listed.async_actions.map((a) => a.id)).not.toContain(done.id);
    expect((await service.request(`/v1/async-actions/${done.id}`, { headers: appHeaders })).status).toBe(404);
  });

  it('undoes only the rows nobody changed since, naming the others', async () => {
    const ids = await seedVouchers(3);
    const done = await run({ resource: 'vouchers', action: 'disable', ids });
    const touched = codeOf(ids[1]!);
    await service.request(`/v1/vouchers/${touched}/enable`, { method: 'POST', headers: appHeaders });
    await service.request(`/v1/vouchers/${touched}/disable`, { method: 'POST', headers: appHeaders });
    await service.request(`/v1/vouchers/${codeOf(ids[2]!)}/enable`, { method: 'POST', headers: appHeaders });
    const undone = await undo(done.id);
    // ids[1] is disabled again, as the bulk left it: still the bulk's value, so it is restored.
    expect(undone.changed_count).toBe(2);
    expect(undone.skipped).toEqual([{ id: ids[2], reason: 'changed by someone else since the bulk action' }]);
    expect((await voucher(codeOf(ids[0]!))).active).toBe(true);
    expect((await voucher(touched)).active).toBe(true);
    expect((await voucher(codeOf(ids[2]!))).active).toBe(true);
    const again = await service.request(`${base}/${undone.id}/undo`, { method: 'POST', headers: managementHeaders });
    expect(await readAs(again, errorBodySchema, 400)).toMatchObject({
      details: expect.stringContaining('undo') as string,
    });
  });

  it('is undone once, however many undos are asked at once', async () => {
    const ids = await seedVouchers(2);
    const done = await run({ resource: 'vouchers', action: 'disable', ids });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        service.request(`${base}/${done.id}/undo`, { method: 'POST', headers: managementHeaders }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, ...Array<number>(9).fill(409)]);
    const undoId = (
      await readAs(
        answers.find((a) => a.status === 202)!,
        bulkActionScheduledSchema,
        202,
      )
    ).id;
    for (const refused of answers.filter((a) => a.status === 409))
      expect(await readAs(refused, errorBodySchema, 409)).toMatchObject({
        key: 'duplicate_found',
        details: `The bulk action is already undone by ${undoId}`,
      });
    await drainAsyncActions(db());
    expect(await read(done.id)).toMatchObject({ undoable: false });
    // A person's later change stays: asking again schedules nothing.
    await service.request(`/v1/vouchers/${codeOf(ids[0]!)}/disable`, { method: 'POST', headers: appHeaders });
    const again = await service.request(`${base}/${done.id}/undo`, { method: 'POST', headers: managementHeaders });
    expect(again.status).toBe(409);
    await drainAsyncActions(db());
    expect(await voucher(codeOf(ids[0]!))).toMatchObject({ active: false });
  });

  it('tags the vouchers a filter matches with metadata, refusing __proto__ keys whole, and undoes only its keys', async () => {
    const campaign = await readAs(
      service.request(
        '/v1/campaigns',
        jsonRequest(
          'POST',
          {
            name: 'Bulk tagged',
            campaign_type: 'DISCOUNT_COUPONS',
            voucher: { type: 'DISCOUNT_VOUCHER', discount: { type: 'AMOUNT', amount_off: 500 } },
          },
          appHeaders,
        ),
      ),
      campaignSchema,
      200,
    );
    const ids = await seedVouchers(4, project, campaign.id);
    const filter = { campaign_id: campaign.id };
    const polluting = `{"resource":"vouchers","action":"metadata","filter":{"campaign_id":"${campaign.id}"},"metadata":{"__proto__":{"polluted":true}}}`;
    const refused = await service.request(base, {
      method: 'POST',
      headers: { ...managementHeaders, 'content-type': 'application/json' },
      body: polluting,
    });
    expect(refused.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const done = await run({
      resource: 'vouchers',
      action: 'metadata',
      filter,
      metadata: { season: 'summer' },
      unset_metadata: ['kept'],
    });
    expect(done).toMatchObject({ status: 'DONE', changed_count: 4, failures: [] });
    expect((await voucher(codeOf(ids[0]!))).metadata).toEqual({ season: 'summer' });

    await service.request(
      `/v1/vouchers/${codeOf(ids[3]!)}`,
      jsonRequest('PUT', { metadata: { season: 'winter' } }, appHeaders),
    );
    const undone = await undo(done.id);
    expect(undone.changed_count).toBe(3);
    expect(undone.skipped.map((row) => row.id)).toEqual([ids[3]]);
    expect((await voucher(codeOf(ids[0]!))).metadata).toEqual({ kept: 'yes' });
    expect((await voucher(codeOf(ids[3]!))).metadata).toMatchObject({ season: 'winter' });
  });

  it('moves campaigns to a category and switches them off on a filter, each undone', async () => {
    const category = z
      .object({ id: z.string() })
      .parse(
        await (
          await service.request('/v1/categories', jsonRequest('POST', { name: 'Bulk moved', hierarchy: 1 }, appHeaders))
        ).json(),
      );
    const campaigns = z
      .object({ campaigns: z.array(campaignSchema) })
      .parse(await (await service.request('/v1/campaigns?limit=3', { headers: appHeaders })).json()).campaigns;
    const ids = campaigns.map((c) => c.id);
    const moved = await run({ resource: 'campaigns', action: 'category', ids, category_id: category.id });
    expect(moved).toMatchObject({ changed_count: ids.length, failures: [] });
    const campaignOf = (id: string) =>
      readAs(service.request(`/v1/campaigns/${id}`, { headers: appHeaders }), campaignSchema, 200);
    expect((await campaignOf(ids[0]!)).category_id).toBe(category.id);
    await undo(moved.id);
    expect((await campaignOf(ids[0]!)).category_id).toBe(campaigns[0]!.category_id);

    const active = await run({ resource: 'campaigns', action: 'disable', filter: { active: true } });
    expect(active.changed_count).toBeGreaterThan(0);
    expect(active.progress.done).toBe(active.progress.total);
    await undo(active.id);
    expect((await campaignOf(ids[0]!)).active).toBe(campaigns[0]!.active);
  });

  it('deletes through the delete operation, and its undo restores from the bin what it still can', async () => {
    const ids = await seedVouchers(4);
    const done = await run({ resource: 'vouchers', action: 'delete', ids });
    expect(done.changed_count).toBe(4);
    expect((await service.request(`/v1/vouchers/${codeOf(ids[0]!)}`, { headers: appHeaders })).status).toBe(404);
    // One entry deleted for good, one code taken by a new voucher since.
    const bin = z
      .object({ data: z.array(z.object({ id: z.string(), resource_id: z.string() })) })
      .parse(await (await service.request('/v1/trash-bin?limit=100', { headers: appHeaders })).json());
    const purged = bin.data.find((entry) => entry.resource_id === ids[2])!;
    expect((await service.request(`/v1/trash-bin/${purged.id}`, { method: 'DELETE', headers: appHeaders })).ok).toBe(
      true,
    );
    const takenCode = codeOf(ids[3]!);
    await db()
      .insert(vouchers)
      .values({ id: 'v_taken', projectId: project, code: takenCode, type: 'DISCOUNT_VOUCHER' });

    const undone = await undo(done.id);
    expect(undone.changed_count).toBe(2);
    expect(undone.skipped).toEqual([
      { id: ids[2], reason: 'the voucher is no longer in the bin (deleted permanently)' },
      { id: ids[3], reason: expect.stringContaining(`The code ${takenCode} has been taken`) as string },
    ]);
    for (const id of ids.slice(0, 2))
      expect(await voucher(codeOf(id))).toMatchObject({ id, metadata: { kept: 'yes' } });
  });

  it('resumes after its worker died mid-action, applying no row twice', async () => {
    const ids = await seedVouchers(5);
    const id = await schedule({ resource: 'vouchers', action: 'disable', ids });
    // A worker claims it and dies after applying two rows, before saving its position.
    const now = new Date();
    const claimed = (await claimAsyncAction(db(), now, 1000))!;
    expect(claimed.id).toBe(id);
    await service.request(`/v1/vouchers/${codeOf(ids[0]!)}/disable`, { method: 'POST', headers: appHeaders });
    const { applyBulkRow, bulkJobSchema } = await import('../../operations/bulk-actions/apply.ts');
    const job = bulkJobSchema.parse({ resource: 'vouchers', action: 'disable' });
    const acting = { actor: { kind: 'anonymous' as const }, requestId: 'died', address: '127.0.0.1', at: now };
    await applyBulkRow(db(), project, id, ids[1]!, job, acting);
    expect(await read(id)).toMatchObject({ status: 'IN_PROGRESS' });
    // Another worker takes it over once the lease lapsed.
    await drainAsyncActions(db(), { now: () => new Date(now.getTime() + 5000) });
    const done = await read(id);
    expect(done).toMatchObject({ status: 'DONE', progress: { done: 5, total: 5 }, changed_count: 4 });
    const disabledAudits = await db().select().from(auditEntries).where(eq(auditEntries.resourceId, ids[1]!));
    expect(disabledAudits.filter((e) => e.action === 'voucher.disabled')).toHaveLength(1);
  });

  // 10,000 rows (the most one action takes) run in the bench's `bulk-action` row; here a few hundred keep it quick.
  it('completes a many-row action', { timeout: 120_000 }, async () => {
    const ids = await seedVouchers(300);
    const done = await run({ resource: 'vouchers', action: 'disable', ids });
    expect(done).toMatchObject({ status: 'DONE', progress: { done: 300, total: 300 }, changed_count: 300 });
    expect(done.failures).toEqual([]);
  });

  it('refuses bad requests whole, and follows the permission matrix', async () => {
    const bad = [
      { resource: 'vouchers', action: 'disable' },
      { resource: 'vouchers', action: 'disable', ids: ['a'], filter: {} },
      { resource: 'products', action: 'enable', ids: ['a'] },
      { resource: 'vouchers', action: 'metadata', ids: ['a'] },
      { resource: 'vouchers', action: 'disable', ids: Array.from({ length: 10_001 }, (_, i) => `x${i}`) },
      { resource: 'vouchers', action: 'disable', filter: { nope: 1 } },
      { resource: 'customers', action: 'delete', filter: {}, extra: true },
    ];
    for (const body of bad)
      expect((await service.request(base, jsonRequest('POST', body, managementHeaders))).status).toBe(400);
    const viewer = await personHeaders(service, 'viewer@example.com');
    const refused = await service.request(
      base,
      jsonRequest('POST', { resource: 'vouchers', action: 'disable', ids: ['a'] }, viewer),
    );
    expect(refused.status).toBe(403);
    const user = await personHeaders(service, 'user@example.com');
    await schedule({ resource: 'vouchers', action: 'disable', ids: ['a'] }, user);
    expect((await service.request(`${base}/aa_missing`, { headers: managementHeaders })).status).toBe(404);
    const elsewhere = await service.request(`/promodesk/projects/proj_elsewhere/bulk-actions/aa_missing`, {
      headers: managementHeaders,
    });
    expect(elsewhere.status).toBe(404);
  });
});
