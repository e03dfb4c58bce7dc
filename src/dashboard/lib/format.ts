import dayjs from 'dayjs';

/** "21 Nov 2026, 14:03" in the browser's time zone; an em dash for missing values so tables stay aligned. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY, HH:mm') : value;
}

/** "21 Nov 2026". */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = dayjs(value);
  return date.isValid() ? date.format('D MMM YYYY') : value;
}

/**
 * Money arrives as an integer in minor units (2500 means 25.00). Without a currency the plain decimal is shown,
 * because the interface often leaves the currency to the project settings.
 */
export function formatMoney(minorUnits: number | null | undefined, currency?: string): string {
  if (minorUnits === null || minorUnits === undefined) return '—';
  const amount = minorUnits / 100;
  if (!currency) return amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
}

/** "1,234". */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toLocaleString('en');
}

/** "1 code", "1,234 codes": `noun` is the singular, which takes an "s" for any other count. */
export function formatCount(value: number, noun: string): string {
  return `${formatNumber(value)} ${noun}${value === 1 ? '' : 's'}`;
}
