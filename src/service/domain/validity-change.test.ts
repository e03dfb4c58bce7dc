import { describe, expect, it } from 'vitest';
import { changedValidity } from './validity-change.ts';

describe('changedValidity', () => {
  const current = {
    start_date: '2026-03-01T00:00:00.000Z',
    expiration_date: '2026-09-01T00:00:00.000Z',
    validity_day_of_week: [1, 2],
  };

  it('keeps what the change leaves out, replaces what it sets and removes what it sets to null', () => {
    expect(changedValidity(current, {})).toEqual(current);
    expect(
      changedValidity(current, {
        expiration_date: null,
        validity_day_of_week: [5],
        validity_timeframe: { interval: 'P1D', duration: 'PT1H' },
      }),
    ).toEqual({
      start_date: current.start_date,
      validity_day_of_week: [5],
      validity_timeframe: { interval: 'P1D', duration: 'PT1H' },
    });
  });

  it('reads a null in the current window (a template may hold one) as none', () => {
    expect(changedValidity({ start_date: null, validity_hours: null }, {})).toEqual({});
  });

  it('takes only the validity fields of a request that carries others', () => {
    const request = { name: 'Spring', start_date: '2026-04-01T00:00:00.000Z', metadata: { a: 1 } };
    expect(changedValidity({}, request)).toEqual({ start_date: '2026-04-01T00:00:00.000Z' });
  });
});
