import { z } from 'zod';

/*
 * Money as people type it into every money input: `1000`, `1000.5`, `1,000.00` (commas grouping thousands). Amounts
 * become integer minor units exactly: typed text never passes through a float.
 */

const moneyPattern = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** "1,000.50" → 100050; undefined for text that is not an amount (letters, three decimals, misplaced commas). */
export function parseMoneyText(text: string): number | undefined {
  const trimmed = text.trim();
  if (!moneyPattern.test(trimmed)) return undefined;
  const [whole = '0', fraction = ''] = trimmed.replaceAll(',', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** The minor units of text `moneyTextSchema` accepted; NaN otherwise, which the contract's integer check refuses. */
export function toMinorUnits(text: string): number {
  return parseMoneyText(text) ?? Number.NaN;
}

/** 1250 → "12.50", as a money input shows it. */
export function fromMinorUnits(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export const moneyTextSchema = z
  .string()
  .trim()
  .refine((text) => parseMoneyText(text) !== undefined, 'Enter an amount such as 12.50 or 1,000.00');
