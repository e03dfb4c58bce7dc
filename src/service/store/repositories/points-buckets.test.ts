import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testKeys } from '../../testing/harness.ts';
import { programWithCard } from '../../testing/points-buckets.ts';
import { useTestService } from '../../testing/service.ts';
import { vouchers } from '../schema/catalog.ts';
import { addPoints, subtractPoints } from './loyalty.ts';
import { activeRemaining, cardBuckets } from './points-buckets.ts';

const service = useTestService();

const transaction = (voucherId: string, type: string, at: Date) => ({
  projectId: testKeys.project_id,
  voucherId,
  campaignId: null,
  type,
  sourceId: null,
  reason: 'test',
  details: {},
  at,
});

const balanceOf = async (voucherId: string) => {
  const [card] = await service.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return card?.loyaltyBalance ?? 0;
};

describe('point buckets', () => {
  it('a credit expires by the program rules unless it brings its own date; debits take the earliest expiry first', async () => {
    const { card } = await programWithCard(service, { period_type: 'MONTH', period_value: 1 });
    const { db } = service.database;
    const at = new Date('2026-01-31T10:00:00Z');
    await addPoints(db, 100, transaction(card.id, 'POINTS_ADDITION', at));
    await addPoints(db, 50, { ...transaction(card.id, 'POINTS_ACCRUAL', at), expiresAt: '2026-01-05' });
    expect((await cardBuckets(db, card.id, 'ACTIVE')).map((b) => [b.points, b.expiresAt])).toEqual([
      [50, '2026-01-05'],
      [100, '2026-02-28'],
    ]);
    await subtractPoints(db, 70, transaction(card.id, 'POINTS_REMOVAL', at));
    expect((await cardBuckets(db, card.id, 'ACTIVE')).map((b) => b.remaining)).toEqual([0, 80]);
    expect(await balanceOf(card.id)).toBe(80);
  });

  it('pending points are a PENDING bucket outside the balance and the ledger', async () => {
    const { card } = await programWithCard(service);
    const { db } = service.database;
    const at = new Date('2026-03-01T10:00:00Z');
    const added = await addPoints(db, 40, {
      ...transaction(card.id, 'POINTS_ACCRUAL', at),
      pendingUntil: new Date('2026-03-08T10:00:00Z'),
    });
    expect(added?.pendingPointsId).toMatch(/^lopp_/);
    expect(await balanceOf(card.id)).toBe(0);
    expect((await cardBuckets(db, card.id, 'PENDING')).map((b) => b.points)).toEqual([40]);
  });

  it('the ACTIVE buckets always hold the balance, whatever credits and debits come', async () => {
    const { card } = await programWithCard(service, { period_type: 'MONTH', period_value: 3 });
    const { db } = service.database;
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), points: fc.integer({ min: 1, max: 500 }), own: fc.boolean() }),
      fc.record({ kind: fc.constant('subtract' as const), points: fc.integer({ min: 1, max: 700 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 12 }), fc.integer({ min: 0, max: 400 }), async (ops, day) => {
        for (const o of ops) {
          const at = new Date(Date.UTC(2026, 0, 1 + day));
          await db.transaction(async (tx) => {
            if (o.kind === 'add') {
              const expiresAt = o.own ? `2026-0${1 + (o.points % 9)}-15` : undefined;
              await addPoints(tx, o.points, { ...transaction(card.id, 'POINTS_ADDITION', at), expiresAt });
            } else await subtractPoints(tx, o.points, transaction(card.id, 'POINTS_REMOVAL', at));
          });
          expect(await activeRemaining(db, card.id)).toBe(await balanceOf(card.id));
        }
      }),
      { numRuns: 15 },
    );
  });

  it('50 concurrent debits never take more than the buckets hold, and the buckets keep holding the balance', async () => {
    const { card } = await programWithCard(service, { period_type: 'MONTH', period_value: 2 });
    const { db } = service.database;
    const at = new Date('2026-02-01T10:00:00Z');
    for (const points of [120, 80, 100]) await addPoints(db, points, transaction(card.id, 'POINTS_ADDITION', at));
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction((tx) => subtractPoints(tx, 10, transaction(card.id, 'POINTS_REMOVAL', at))),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(30);
    expect(await balanceOf(card.id)).toBe(0);
    expect(await activeRemaining(db, card.id)).toBe(0);
  });
});
