import { describe, expect, it } from 'vitest';
import { firstOverlap, usableIntervals } from './calendar-intervals.ts';

const at = (text: string) => Date.parse(`2035-01-${text}:00.000Z`);
const span = { from: at('01T00:00'), until: at('08T00:00') };
const iso = ({ start, end }: { start: number; end: number }) => [
  new Date(start).toISOString(),
  new Date(end).toISOString(),
];

describe('usable intervals', () => {
  it('follows a daily window that crosses midnight into the next day', () => {
    const window = {
      validity_hours: { daily: [{ start_time: '22:00', expiration_time: '02:00', days_of_week: [3] }] },
    };
    // 2035-01-03 is a Wednesday: its evening runs on into Thursday's early morning.
    const { intervals } = usableIntervals([window], span.from, span.until, 10);
    expect(intervals.map(iso)).toEqual([['2035-01-03T22:00:00.000Z', '2035-01-04T02:00:00.000Z']]);
  });

  it('keeps the expiration instant (a code works at it) and intersects a tier with its promotion', () => {
    const tier = { start_date: '2035-01-02T00:00:00.000Z', expiration_date: '2035-01-05T00:00:00.000Z' };
    // Tuesday, Wednesday and Friday: Thursday the 4th is left out; the expiration falls on Friday at midnight.
    const promotion = { validity_day_of_week: [2, 3, 5] };
    const { intervals } = usableIntervals([tier, promotion], span.from, span.until, 10);
    expect(intervals.map(iso)).toEqual([
      ['2035-01-02T00:00:00.000Z', '2035-01-04T00:00:00.000Z'],
      ['2035-01-05T00:00:00.000Z', '2035-01-05T00:00:00.001Z'],
    ]);
  });

  it('stops at the limit and says so, also for a timeframe repeating every second', () => {
    const hourly = {
      start_date: '2035-01-01T00:00:00.000Z',
      validity_timeframe: { interval: 'PT2H', duration: 'PT1H' },
    };
    const limited = usableIntervals([hourly], span.from, span.until, 5);
    expect(limited.intervals).toHaveLength(5);
    expect(limited.truncated).toBe(true);
    const dense = {
      start_date: '2035-01-01T00:00:00.000Z',
      validity_timeframe: { interval: 'PT2S', duration: 'PT1S' },
    };
    expect(usableIntervals([dense], span.from, span.until, 400).truncated).toBe(true);
  });

  it('finds the first shared stretch of two lists, and none for disjoint ones', () => {
    const a = [
      { start: 0, end: 10 },
      { start: 20, end: 30 },
    ];
    expect(firstOverlap(a, [{ start: 12, end: 25 }])).toEqual({ start: 20, end: 25 });
    expect(firstOverlap(a, [{ start: 10, end: 20 }])).toBeUndefined();
  });
});
