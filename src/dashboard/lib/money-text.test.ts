import { describe, expect, it } from 'vitest';
import { fromMinorUnits, moneyTextSchema, parseMoneyText, toMinorUnits } from './money-text.ts';

describe('parseMoneyText', () => {
  it('reads amounts as people type them, exactly, in minor units', () => {
    expect(parseMoneyText('1000')).toBe(100_000);
    expect(parseMoneyText('1,000.00')).toBe(100_000);
    expect(parseMoneyText(' 1,234,567.8 ')).toBe(123_456_780);
    expect(parseMoneyText('12.5')).toBe(1250);
    expect(parseMoneyText('0.07')).toBe(7);
    expect(parseMoneyText('19.99')).toBe(1999);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'ten', '1.234', '1,00', '10,00.00', ',100', '1.', '-5', '1e3', '99999999999999999999']) {
      expect(parseMoneyText(text), text).toBeUndefined();
    }
  });

  it('is the rule of the money inputs, with a message in words', () => {
    expect(moneyTextSchema.safeParse('1,000.00').success).toBe(true);
    expect(moneyTextSchema.safeParse('1.234').error?.issues[0]?.message).toBe(
      'Enter an amount such as 12.50 or 1,000.00',
    );
    expect(toMinorUnits('2,500')).toBe(250_000);
    expect(toMinorUnits('nope')).toBeNaN();
    expect(fromMinorUnits(100_050)).toBe('1000.50');
  });

  it('converts typed money to minor units exactly and back', () => {
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits('0.07')).toBe(7);
    expect(toMinorUnits('19.99')).toBe(1999);
    expect(fromMinorUnits(1999)).toBe('19.99');
    expect(fromMinorUnits(7)).toBe('0.07');
  });
});
