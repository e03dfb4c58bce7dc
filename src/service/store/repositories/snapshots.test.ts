import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientHeaders, jsonRequest, testKeys } from '../../testing/harness.ts';
import { useTestService } from '../../testing/service.ts';
import { vouchers } from '../schema/catalog.ts';
import { restoreSnapshot, takeSnapshot, type Snapshot } from './snapshots.ts';

const service = useTestService();
const project = testKeys.project_id;
/** Two of the demo seed's codes. */
const codes = ['PERCENT15', 'BLCKFRDY'] as const;

const redeem = (code: string, sourceId: string) =>
  service.request(
    '/client/v1/redemptions',
    jsonRequest(
      'POST',
      { customer: { source_id: sourceId }, order: { amount: 10_000 }, redeemables: [{ object: 'voucher', id: code }] },
      clientHeaders,
    ),
  );

/** What the next restore compares the store with: each table's mark, and each row's version. */
const bookkeeping = (snapshot: Snapshot) => ({
  marks: Object.fromEntries(snapshot.marks),
  versions: [...snapshot.versions].map(([, versions]) => Object.fromEntries(versions)),
});

const redeemedCount = async (code: string) =>
  (await service.database.db.select().from(vouchers).where(eq(vouchers.code, code)))[0]!.redeemedQuantity;

describe('project snapshots', () => {
  it('puts the rows back, and keeps the marks and row versions a fresh read finds (what the next restore compares)', async () => {
    const { db } = service.database;
    const snapshot = await takeSnapshot(db, project);
    for (const [round, code] of [codes[0], codes[1], codes[0]].entries()) {
      const before = await redeemedCount(code);
      expect((await redeem(code, `snapshot-shopper-${round}`)).status).toBe(200);
      expect(await redeemedCount(code)).toBe(before + 1);
      await restoreSnapshot(db, snapshot, project);
      expect(await redeemedCount(code)).toBe(before);
      const fresh = await takeSnapshot(db, project);
      expect(bookkeeping(snapshot)).toEqual(bookkeeping(fresh));
      expect([...fresh.rows.values()].map((rows) => rows.length)).toEqual(
        [...snapshot.rows.values()].map((rows) => rows.length),
      );
    }
  });
});
