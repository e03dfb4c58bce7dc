import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { exportSchema } from '../../contract/export.ts';
import { clientRedemptionResponseSchema } from '../../contract/redemption.ts';
import { openDatabase, type Db } from '../store/db.ts';
import { redemptions } from '../store/schema/activity.ts';
import { vouchers } from '../store/schema/catalog.ts';
import { readAs } from '../testing/api.ts';
import { startChildProcessService } from '../testing/child-process-service.ts';
import { appHeaders, clientHeaders, seedTestDatabase } from '../testing/harness.ts';

/**
 * The service SIGKILLed in the middle of a burst of redemptions and with an export scheduled: after a restart on the
 * same data folder no acknowledged redemption is lost, none is duplicated, counters match the rows, and the
 * export finishes.
 */
const folder = await mkdtemp(join(tmpdir(), 'promodesk-kill-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

const redeem = (base: string, i: number) =>
  fetch(`${base}/client/v1/redemptions`, {
    method: 'POST',
    headers: { ...clientHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({
      customer: { source_id: `kill-${i}` },
      order: { amount: 10000 },
      redeemables: [{ object: 'voucher', id: 'PERCENT15' }],
    }),
  }).then(async (res) =>
    // The parent redemption's id when acknowledged.
    res.status === 200 ? (await readAs(res, clientRedemptionResponseSchema, 200)).parent_redemption.id : undefined,
  );

/** The ids of the successful stacked redemptions (parents) the store holds. */
const successfulParents = async (db: Db) =>
  (
    await db
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(and(isNull(redemptions.parentId), eq(redemptions.result, 'SUCCESS')))
  ).map((p) => p.id);

describe('SIGKILL during a redemption burst and an export', () => {
  it('restarts with every acknowledged redemption, consistent counters and the export finished', async () => {
    const seeding = await openDatabase({ dataDir: folder });
    await seedTestDatabase(seeding);
    // The demo's history has redeemed PERCENT15 before: the burst's redemptions are the ones made since.
    const seeded = await successfulParents(seeding.db);
    const [before] = await seeding.db.select().from(vouchers).where(eq(vouchers.code, 'PERCENT15'));
    await seeding.close();

    const first = await startChildProcessService({ DATA_DIR: folder });
    const exported = await readAs(
      fetch(`${first.base}/v1/loyalties/members/LOYAL-DEMO1/transactions/export`, {
        method: 'POST',
        headers: { ...appHeaders, 'content-type': 'application/json' },
        body: '{}',
      }),
      exportSchema,
      200,
    );
    const acknowledged: string[] = [];
    let answered = 0;
    const burst = Array.from({ length: 60 }, (_, i) =>
      redeem(first.base, i).then(
        (id) => {
          if (id) acknowledged.push(id);
          if (++answered === 15) void first.kill();
        },
        () => undefined, // cut off by the kill: never acknowledged, so it may or may not have been applied
      ),
    );
    await Promise.all(burst);
    await first.kill();
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);

    const second = await startChildProcessService({ DATA_DIR: folder });
    // The resumed export finishes in the background: wait until it is no longer pending, then require DONE.
    const finished = await vi.waitFor(
      async () => {
        const { status } = await readAs(
          fetch(`${second.base}/v1/exports/${exported.id}`, { headers: appHeaders }),
          exportSchema,
          200,
        );
        expect(['DONE', 'ERROR']).toContain(status);
        return status;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(finished).toBe('DONE');
    await second.stop();

    const { db, close } = await openDatabase({ dataDir: folder });
    try {
      const parentIds = (await successfulParents(db)).filter((id) => !seeded.includes(id));
      expect(new Set(parentIds).size).toBe(parentIds.length);
      for (const id of acknowledged) expect(parentIds).toContain(id);
      const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, 'PERCENT15'));
      const [children] = await db
        .select({ n: count() })
        .from(redemptions)
        .where(
          and(
            eq(redemptions.voucherId, voucher!.id),
            eq(redemptions.result, 'SUCCESS'),
            inArray(redemptions.parentId, parentIds.length ? parentIds : ['none']),
          ),
        );
      expect(voucher!.redeemedQuantity).toBe(before!.redeemedQuantity + children!.n);
      expect(voucher!.redeemedQuantity).toBe(before!.redeemedQuantity + parentIds.length);
    } finally {
      await close();
    }
  }, 180_000);
});
