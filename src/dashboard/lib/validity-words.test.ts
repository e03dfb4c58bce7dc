import { describe, expect, it } from 'vitest';
import { describeDays, describeValidity } from './validity-words.ts';

describe('describeDays', () => {
  it.each([
    [[1, 2, 3, 4, 5], 'Mon–Fri'],
    [[0, 6], 'Sat, Sun'],
    [[1, 3, 5], 'Mon, Wed, Fri'],
    [[5, 6, 0], 'Fri–Sun'],
    [[0, 1, 2, 3, 4, 5, 6], 'every day'],
    [[1, 2, 4, 5, 6], 'Mon, Tue, Thu–Sat'],
  ])('%o reads "%s"', (days, words) => {
    expect(describeDays(days)).toBe(words);
  });
});

describe('describeValidity', () => {
  it('reads a working-hours tier with an end date', () => {
    expect(
      describeValidity({
        expiration_date: '2026-12-31T12:00:00.000Z',
        validity_day_of_week: [1, 2, 3, 4, 5],
        validity_hours: { daily: [{ start_time: '09:00', expiration_time: '17:00', days_of_week: [1, 2, 3, 4, 5] }] },
      }),
    ).toBe('Mon–Fri, 09:00–17:00, until 31 Dec 2026');
  });

  it('names the days of a daily window when no day list is set', () => {
    expect(
      describeValidity({
        validity_hours: {
          daily: [{ start_time: '16:00', expiration_time: '18:00', days_of_week: [0, 1, 2, 3, 4, 5, 6] }],
        },
      }),
    ).toBe('Every day, 16:00–18:00');
  });

  it('reads a repeating timeframe and a date range', () => {
    expect(
      describeValidity({
        start_date: '2026-11-02T12:00:00.000Z',
        expiration_date: '2026-12-20T12:00:00.000Z',
        validity_timeframe: { interval: 'P1W', duration: 'P2D' },
      }),
    ).toBe('Repeats every 1 week, active for 2 days each time, from 2 Nov 2026 until 20 Dec 2026');
  });

  it('says when there are no limits', () => {
    expect(describeValidity({})).toBe('No time limits');
  });
});
