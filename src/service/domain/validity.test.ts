import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidAt } from './validity.ts';

const at = (iso: string) => new Date(iso);
// 2026-03-02 is a Monday (day 1).
const MONDAY = '2026-03-02';

describe('isValidAt: switch and dates', () => {
  it('is valid with no restrictions', () => {
    expect(isValidAt({}, at(`${MONDAY}T10:00:00Z`))).toEqual({ valid: true });
  });

  it('reports inactive before anything else', () => {
    expect(
      isValidAt({ active: false, expiration_date: '2000-01-01T00:00:00.000Z' }, at(`${MONDAY}T10:00:00Z`)),
    ).toEqual({
      valid: false,
      reason: 'inactive',
    });
  });

  it('reports not_active_yet before start_date and expired after expiration_date, both bounds inclusive', () => {
    const window = { start_date: '2026-03-01T00:00:00.000Z', expiration_date: '2026-03-31T23:59:59.999Z' };
    expect(isValidAt(window, at('2026-02-28T23:59:59.999Z'))).toEqual({ valid: false, reason: 'not_active_yet' });
    expect(isValidAt(window, at('2026-03-01T00:00:00.000Z')).valid).toBe(true);
    expect(isValidAt(window, at('2026-03-31T23:59:59.999Z')).valid).toBe(true);
    expect(isValidAt(window, at('2026-04-01T00:00:00.000Z'))).toEqual({ valid: false, reason: 'expired' });
  });

  it('treats null dates as open', () => {
    expect(isValidAt({ start_date: null, expiration_date: null, active: true }, at(`${MONDAY}T10:00:00Z`)).valid).toBe(
      true,
    );
  });
});

describe('isValidAt: week days', () => {
  it('allows only the listed UTC week days', () => {
    const weekdays = { validity_day_of_week: [1, 2, 3, 4, 5] };
    expect(isValidAt(weekdays, at(`${MONDAY}T00:00:00Z`)).valid).toBe(true);
    expect(isValidAt(weekdays, at('2026-03-01T23:59:59Z'))).toEqual({
      valid: false,
      reason: 'outside_validity_window',
    });
  });

  it('matches getUTCDay for every instant', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 6 }),
        (d, day) => {
          expect(isValidAt({ validity_day_of_week: [day] }, d).valid).toBe(d.getUTCDay() === day);
        },
      ),
    );
  });
});

describe('isValidAt: daily hours', () => {
  const office = { validity_hours: { daily: [{ start_time: '09:00', expiration_time: '17:00', days_of_week: [1] }] } };

  it('is valid from start_time up to, not including, expiration_time on a listed day', () => {
    expect(isValidAt(office, at(`${MONDAY}T08:59:00Z`)).valid).toBe(false);
    expect(isValidAt(office, at(`${MONDAY}T09:00:00Z`)).valid).toBe(true);
    expect(isValidAt(office, at(`${MONDAY}T16:59:59Z`)).valid).toBe(true);
    expect(isValidAt(office, at(`${MONDAY}T17:00:00Z`)).valid).toBe(false);
    expect(isValidAt(office, at('2026-03-03T10:00:00Z')).valid).toBe(false);
  });

  it('carries a window crossing midnight into the next day', () => {
    const night = { validity_hours: { daily: [{ start_time: '22:00', expiration_time: '02:00', days_of_week: [6] }] } };
    // Saturday 2026-03-07 23:30 and Sunday 01:59 are inside; Sunday 22:30 and Saturday 01:00 are not.
    expect(isValidAt(night, at('2026-03-07T23:30:00Z')).valid).toBe(true);
    expect(isValidAt(night, at('2026-03-08T01:59:00Z')).valid).toBe(true);
    expect(isValidAt(night, at('2026-03-08T02:00:00Z')).valid).toBe(false);
    expect(isValidAt(night, at('2026-03-08T22:30:00Z')).valid).toBe(false);
    expect(isValidAt(night, at('2026-03-07T01:00:00Z')).valid).toBe(false);
  });

  it('accepts any of several windows', () => {
    const split = {
      validity_hours: {
        daily: [
          { start_time: '08:00', expiration_time: '10:00', days_of_week: [1] },
          { start_time: '18:00', expiration_time: '20:00', days_of_week: [1] },
        ],
      },
    };
    expect(isValidAt(split, at(`${MONDAY}T19:00:00Z`)).valid).toBe(true);
    expect(isValidAt(split, at(`${MONDAY}T12:00:00Z`)).valid).toBe(false);
  });

  it('treats equal start and end as a whole day', () => {
    const allDay = {
      validity_hours: { daily: [{ start_time: '06:00', expiration_time: '06:00', days_of_week: [1] }] },
    };
    expect(isValidAt(allDay, at(`${MONDAY}T06:00:00Z`)).valid).toBe(true);
    expect(isValidAt(allDay, at('2026-03-03T05:59:00Z')).valid).toBe(true);
    expect(isValidAt(allDay, at('2026-03-03T06:00:00Z')).valid).toBe(false);
  });

  it('a window on every day covers exactly its minutes', () => {
    const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => h * 60 + m);
    const text = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    fc.assert(
      fc.property(hhmm, hhmm, fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }), (start, end, offset) => {
        const instant = new Date(Date.parse(`${MONDAY}T00:00:00Z`) + offset * 60_000);
        const minute = offset % (24 * 60);
        const expected = start < end ? minute >= start && minute < end : minute >= start || minute < end;
        const window = {
          validity_hours: {
            daily: [{ start_time: text(start), expiration_time: text(end), days_of_week: [0, 1, 2, 3, 4, 5, 6] }],
          },
        };
        expect(isValidAt(window, instant).valid).toBe(expected);
      }),
    );
  });
});

describe('isValidAt: repeating timeframe', () => {
  const start = '2026-03-02T00:00:00.000Z';

  it('opens for duration at every interval from start_date', () => {
    const twoHoursDaily = { start_date: start, validity_timeframe: { interval: 'P1D', duration: 'PT2H' } };
    expect(isValidAt(twoHoursDaily, at('2026-03-02T01:59:59Z')).valid).toBe(true);
    expect(isValidAt(twoHoursDaily, at('2026-03-02T02:00:00Z'))).toEqual({
      valid: false,
      reason: 'outside_validity_window',
    });
    expect(isValidAt(twoHoursDaily, at('2026-03-05T00:30:00Z')).valid).toBe(true);
    expect(isValidAt(twoHoursDaily, at('2026-03-05T12:00:00Z')).valid).toBe(false);
  });

  it('without an interval opens once', () => {
    const once = { start_date: start, validity_timeframe: { duration: 'PT1H' } };
    expect(isValidAt(once, at('2026-03-02T00:59:00Z')).valid).toBe(true);
    expect(isValidAt(once, at('2026-03-03T00:30:00Z')).valid).toBe(false);
  });

  it('is valid exactly when the offset into the interval is below the duration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 1, max: 48 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (intervalH, durationH, minutes) => {
          const instant = new Date(Date.parse(start) + minutes * 60_000);
          const window = {
            start_date: start,
            validity_timeframe: { interval: `PT${intervalH}H`, duration: `PT${durationH}H` },
          };
          expect(isValidAt(window, instant).valid).toBe(minutes % (intervalH * 60) < durationH * 60);
        },
      ),
    );
  });
});
