import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsExpirationRulesSchema } from '../../contract/points-expiry.ts';
import { pointsExpiryDate } from './points-expiry.ts';

const at = (iso: string) => new Date(`${iso}T15:30:00Z`);
const creditDates = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const isLastDayOfMonth = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).getUTCDate() === 1;

describe('pointsExpiryDate', () => {
  it.each([
    [{ period_type: 'MONTH', period_value: 1 }, '2026-01-31', '2026-02-28'],
    [{ period_type: 'MONTH', period_value: 1 }, '2028-01-31', '2028-02-29'],
    [{ period_type: 'MONTH', period_value: 12 }, '2026-03-15', '2027-03-15'],
    [{ period_type: 'MONTH', period_value: 2, rounding_type: 'END_OF_MONTH' }, '2026-03-15', '2026-05-31'],
    [{ period_type: 'MONTH', period_value: 1, rounding_type: 'END_OF_QUARTER' }, '2026-03-15', '2026-06-30'],
    [{ period_type: 'MONTH', period_value: 1, rounding_type: 'END_OF_HALF_YEAR' }, '2026-07-15', '2026-12-31'],
    [{ period_type: 'MONTH', period_value: 6, rounding_type: 'END_OF_YEAR' }, '2026-07-15', '2027-12-31'],
    [
      { period_type: 'MONTH', period_value: 1, rounding_type: 'PARTICULAR_MONTH', rounding_value: 3 },
      '2026-05-10',
      '2027-03-31',
    ],
    [
      { period_type: 'MONTH', period_value: 1, rounding_type: 'PARTICULAR_MONTH', rounding_value: 9 },
      '2026-05-10',
      '2026-09-30',
    ],
    [{ period_type: 'FIXED_DAY_OF_YEAR', fixed_month: 12, fixed_day: 31 }, '2026-05-10', '2026-12-31'],
    [{ period_type: 'FIXED_DAY_OF_YEAR', fixed_month: 12, fixed_day: 31 }, '2026-12-31', '2027-12-31'],
    [{ period_type: 'FIXED_DAY_OF_YEAR', fixed_month: 2, fixed_day: 29 }, '2026-05-10', '2027-02-28'],
    [{ period_type: 'FIXED_DAY_OF_YEAR', fixed_month: 2, fixed_day: 29 }, '2027-05-10', '2028-02-29'],
  ] as const)('%j credited on %s expires on %s', (rules, credited, expected) => {
    expect(pointsExpiryDate(pointsExpirationRulesSchema.parse(rules), at(credited))).toBe(expected);
  });

  it('MONTH: after the credit, within the period, and at a period end when rounded', () => {
    const rounding = fc.constantFrom(undefined, 'END_OF_MONTH', 'END_OF_QUARTER', 'END_OF_HALF_YEAR', 'END_OF_YEAR');
    fc.assert(
      fc.property(creditDates, fc.integer({ min: 1, max: 120 }), rounding, (credited, months, rounding_type) => {
        const expiry = pointsExpiryDate({ period_type: 'MONTH', period_value: months, rounding_type }, credited);
        const plain = pointsExpiryDate({ period_type: 'MONTH', period_value: months }, credited);
        expect(expiry > dayOf(credited)).toBe(true);
        expect(expiry >= plain).toBe(true);
        const spanMonths = { END_OF_MONTH: 1, END_OF_QUARTER: 3, END_OF_HALF_YEAR: 6, END_OF_YEAR: 12 };
        const limit = rounding_type ? spanMonths[rounding_type] : 0;
        const [py, pm] = plain.split('-').map(Number) as [number, number];
        const [ey, em] = expiry.split('-').map(Number) as [number, number];
        expect((ey - py) * 12 + em - pm).toBeLessThan(Math.max(limit, 1));
        if (rounding_type) expect(isLastDayOfMonth(expiry)).toBe(true);
        if (rounding_type === 'END_OF_QUARTER') expect(em % 3).toBe(0);
        if (rounding_type === 'END_OF_YEAR') expect(em).toBe(12);
      }),
    );
  });

  it('FIXED_DAY_OF_YEAR: the next such day after the credit, within a year', () => {
    fc.assert(
      fc.property(creditDates, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (credited, m, d) => {
        const expiry = pointsExpiryDate({ period_type: 'FIXED_DAY_OF_YEAR', fixed_month: m, fixed_day: d }, credited);
        expect(expiry > dayOf(credited)).toBe(true);
        expect(Date.parse(expiry) - Date.parse(dayOf(credited))).toBeLessThanOrEqual(366 * 86_400_000);
        expect(expiry.slice(5)).toBe(`${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
      }),
    );
  });

  it.each([
    [{ period_type: 'MONTH' }, 'period_value'],
    [{ period_type: 'FIXED_DAY_OF_YEAR', fixed_month: 2, fixed_day: 30 }, 'fixed_day'],
    [{ period_type: 'MONTH', period_value: 1, rounding_type: 'PARTICULAR_MONTH' }, 'rounding_value'],
    [{ period_type: 'FIXED_DAY_OF_YEAR', fixed_month: 1 }, 'fixed_month'],
  ])('%j is refused naming %s', (rules, field) => {
    const result = pointsExpirationRulesSchema.safeParse(rules);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(field);
  });
});
