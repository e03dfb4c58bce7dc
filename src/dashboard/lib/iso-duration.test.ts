import { describe, expect, it } from 'vitest';
import { isoDurationSchema } from '../../contract/common.ts';
import { describeIsoDuration, durationUnits, parseIsoDuration, toIsoDuration } from './iso-duration.ts';

describe('ISO 8601 durations in human units', () => {
  it.each([
    [{ amount: 30, unit: 'minutes' }, 'PT30M'],
    [{ amount: 2, unit: 'hours' }, 'PT2H'],
    [{ amount: 1, unit: 'days' }, 'P1D'],
    [{ amount: 3, unit: 'weeks' }, 'P3W'],
    [{ amount: 6, unit: 'months' }, 'P6M'],
  ] as const)('%o is %s, and back', (human, iso) => {
    expect(toIsoDuration(human)).toBe(iso);
    expect(parseIsoDuration(iso)).toEqual(human);
  });

  it('produces only durations the contract accepts', () => {
    for (const unit of durationUnits)
      expect(isoDurationSchema.safeParse(toIsoDuration({ amount: 12, unit })).success).toBe(true);
  });

  it('cannot edit mixed or unsupported durations', () => {
    expect(parseIsoDuration('P1DT12H')).toBeNull();
    expect(parseIsoDuration('P1Y')).toBeNull();
    expect(parseIsoDuration('')).toBeNull();
  });

  it('describes any duration in words', () => {
    expect(describeIsoDuration('P1DT12H')).toBe('1 day 12 hours');
    expect(describeIsoDuration('P2W')).toBe('2 weeks');
    expect(describeIsoDuration('PT1M')).toBe('1 minute');
    expect(describeIsoDuration('P1Y2M')).toBe('1 year 2 months');
    expect(describeIsoDuration('soon')).toBe('soon');
  });
});
