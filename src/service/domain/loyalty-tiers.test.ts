import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { overlappingTier, periodAround, qualifyingPoints, tierFor, tierMove, type TierRange } from './loyalty-tiers.ts';

/** Tiers that never overlap: consecutive ranges with random gaps, the last one open-ended or not. */
const disjointTiers = fc
  .tuple(fc.array(fc.tuple(fc.nat(50), fc.nat(500)), { minLength: 1, maxLength: 8 }), fc.boolean())
  .map(([steps, open]) => {
    let next = 0;
    return steps.map(([gap, width], i): TierRange => {
      const from = next + gap;
      const to = open && i === steps.length - 1 ? null : from + width;
      next = (to ?? from) + 1;
      return { id: `ltr_${i}`, name: `Tier ${i}`, from, to };
    });
  });

const noPeriodPoints = () => Promise.reject(new Error('BALANCE never sums a period'));

describe('loyalty tiers', () => {
  it('gives a member the one tier whose range holds the points, and none outside every range', () => {
    fc.assert(
      fc.property(disjointTiers, fc.nat(5000), (tiers, points) => {
        expect(overlappingTier(tiers)).toBeUndefined();
        const holding = tiers.filter((t) => points >= t.from && (t.to === null || points <= t.to));
        expect(holding.length).toBeLessThanOrEqual(1);
        expect(tierFor(tiers, points)).toBe(holding[0]);
      }),
    );
  });

  it('names a tier that meets another one, whatever the order they come in', () => {
    fc.assert(
      fc.property(disjointTiers, fc.nat(), (tiers, pick) => {
        const victim = tiers[pick % tiers.length]!;
        const intruder = { name: 'Intruder', from: victim.to ?? victim.from, to: (victim.to ?? victim.from) + 1 };
        const found = overlappingTier([intruder, ...tiers].reverse());
        expect(found).toBeDefined();
        expect([found!.tier.name, found!.with.name]).toContain('Intruder');
      }),
    );
  });

  it('qualifies by balance without the program setting, with no end', async () => {
    const at = new Date('2026-05-10T00:00:00.000Z');
    expect(await qualifyingPoints(undefined, at, 420, noPeriodPoints)).toEqual({ points: 420, until: null });
    const balance = { qualification_type: 'BALANCE' } as const;
    expect(await qualifyingPoints(balance, at, 7, noPeriodPoints)).toEqual({ points: 7, until: null });
  });

  it('qualifies by the points of the calendar period, ending with it', async () => {
    const at = new Date('2026-05-10T08:00:00.000Z');
    const setting = { qualification_type: 'POINTS_IN_PERIOD', qualification_period: 'QUARTER' } as const;
    const starts: Date[] = [];
    const result = await qualifyingPoints(setting, at, 999, async (start) => (starts.push(start), 120));
    expect(result).toEqual({ points: 120, until: new Date('2026-07-01T00:00:00.000Z') });
    expect(starts).toEqual([new Date('2026-04-01T00:00:00.000Z')]);
  });

  it('puts every moment inside its period, of the period length', () => {
    const periods = ['MONTH', 'QUARTER', 'HALF_YEAR', 'YEAR'] as const;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...periods),
        (at, period) => {
          const { start, end } = periodAround(period, at);
          expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(end.getTime()).toBeGreaterThan(at.getTime());
          const months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
          expect(months).toBe({ MONTH: 1, QUARTER: 3, HALF_YEAR: 6, YEAR: 12 }[period]);
          expect(start.getUTCDate()).toBe(1);
        },
      ),
    );
  });

  it('names the move between tiers with the official event words', () => {
    const low: TierRange = { id: 'ltr_a', name: 'Low', from: 0, to: 99 };
    const high: TierRange = { id: 'ltr_b', name: 'High', from: 100, to: null };
    expect(tierMove(undefined, low)).toBe('joined');
    expect(tierMove(low, high)).toBe('upgraded');
    expect(tierMove(high, low)).toBe('downgraded');
    expect(tierMove(high, undefined)).toBe('left');
    expect(tierMove(low, low)).toBeUndefined();
    expect(tierMove(undefined, undefined)).toBeUndefined();
  });
});
