import { describe, expect, it } from 'vitest';
import { calendarRange, calendarSearchSchema, daysOf, shiftedSearch } from './calendar-search.ts';

describe('calendar search', () => {
  it('shows Monday to Sunday of the day, or its whole month, and steps by a week or a month', () => {
    const week = calendarSearchSchema.parse({ day: '2035-01-03' });
    expect(calendarRange(week)).toEqual({ from: '2035-01-01', to: '2035-01-07' });
    expect(calendarRange(shiftedSearch(week, 1))).toEqual({ from: '2035-01-08', to: '2035-01-14' });
    const month = calendarSearchSchema.parse({ view: 'month', day: '2035-02-10' });
    expect(calendarRange(month)).toEqual({ from: '2035-02-01', to: '2035-02-28' });
    expect(calendarRange(shiftedSearch(month, -1))).toEqual({ from: '2035-01-01', to: '2035-01-31' });
    expect(daysOf(calendarRange(month))).toHaveLength(28);
  });

  it('falls back to a week around today for a broken address', () => {
    const search = calendarSearchSchema.parse({ view: 'year', day: 'soon' });
    expect(search).toEqual({ view: 'week', day: undefined });
    expect(calendarRange(search, Date.parse('2035-01-10T12:00:00Z'))).toEqual({ from: '2035-01-08', to: '2035-01-14' });
  });
});
