import { describe, expect, it } from 'vitest';
import { periodStarts } from './count-periods.ts';

describe('periodStarts', () => {
  it('starts the day at midnight UTC, the week on Monday and the month on the first', () => {
    expect(periodStarts(new Date('2026-12-06T23:59:59Z'))).toEqual({
      daily: new Date('2026-12-06T00:00:00Z'),
      weekly: new Date('2026-11-30T00:00:00Z'),
      monthly: new Date('2026-12-01T00:00:00Z'),
    });
    expect(periodStarts(new Date('2026-11-30T00:00:00Z')).weekly).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(periodStarts(new Date('2027-01-01T08:00:00Z')).weekly).toEqual(new Date('2026-12-28T00:00:00Z'));
  });
});
