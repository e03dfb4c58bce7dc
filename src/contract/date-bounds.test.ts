import { describe, expect, it } from 'vitest';
import { dateBoundsMessage, daySchema, timestampSchema } from './common.ts';

describe('date bounds', () => {
  it('accepts instants and days from 1970 to 9999', () => {
    for (const value of ['1970-01-01T00:00:00.000Z', '2026-11-20T10:00:00+01:00', '9999-12-31T23:59:59.999Z']) {
      expect(timestampSchema.safeParse(value).success, value).toBe(true);
    }
    expect(daySchema.safeParse('1970-01-01').success).toBe(true);
    expect(daySchema.safeParse('9999-12-31').success).toBe(true);
  });

  it('refuses a year before 1970 or a start in year 0000, in words', () => {
    for (const value of ['0000-01-01T00:00:00Z', '1969-12-31T23:59:59Z']) {
      const parsed = timestampSchema.safeParse(value);
      expect(parsed.success, value).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(dateBoundsMessage);
    }
    expect(daySchema.safeParse('1969-12-31').error?.issues[0]?.message).toBe(dateBoundsMessage);
  });

  it('refuses a year past 9999 (which has no four-digit form)', () => {
    expect(timestampSchema.safeParse('+10000-01-01T00:00:00Z').success).toBe(false);
    expect(daySchema.safeParse('10000-01-01').success).toBe(false);
  });
});
