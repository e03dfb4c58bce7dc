import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { durationToMs } from './durations.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('durationToMs', () => {
  it.each([
    ['PT1H', HOUR],
    ['PT30M', 30 * 60_000],
    ['PT45S', 45_000],
    ['P1D', DAY],
    ['P2W', 14 * DAY],
    ['P1M', 30 * DAY],
    ['P1Y', 365 * DAY],
    ['P1DT12H', 36 * HOUR],
    ['P1Y2M3W4DT5H6M7S', 365 * DAY + 60 * DAY + 21 * DAY + 4 * DAY + 5 * HOUR + 6 * 60_000 + 7_000],
  ])('%s is %d ms', (text, ms) => {
    expect(durationToMs(text)).toBe(ms);
  });

  it.each(['', 'P', 'PT', '1D', 'P1H', 'PT1D', 'P1.5D', 'p1d', 'P-1D'])('rejects %j', (text) => {
    expect(() => durationToMs(text)).toThrow(RangeError);
  });

  it('adds up its parts', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.nat(1000), (d, h, m) => {
        expect(durationToMs(`P${d}DT${h}H${m}M`)).toBe(
          durationToMs(`P${d}D`) + durationToMs(`PT${h}H`) + durationToMs(`PT${m}M`),
        );
      }),
    );
  });
});
