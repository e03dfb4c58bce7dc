/*
 * CSV per RFC 4180: CRLF line ends, a header row, and a field quoted (inner quotes doubled) when it holds a comma,
 * a quote, CR or LF. Absent values are empty fields; objects are written as JSON. An export's records follow the same
 * rule, written by the database (`store/repositories/export-csv.ts`, tested against `csvLine`).
 */
import type { TransactionExportField } from '../../contract/export.ts';

/** Columns when the request names none: the interface's list, in its order. */
export const DEFAULT_TRANSACTION_EXPORT_FIELDS: readonly TransactionExportField[] = [
  'id',
  'type',
  'source_id',
  'reason',
  'balance',
  'amount',
  'created_at',
  'voucher_id',
  'campaign_id',
  'details',
  'related_transaction_id',
];

const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record with its CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** The header record of an export with `fields`. */
export function transactionCsvHeader(fields: readonly TransactionExportField[]): string {
  return csvLine(fields);
}

/**
 * A record for files people open in spreadsheets: a field that starts like a formula (`=`, `+`, `-`, `@`, tab, CR)
 * gets a leading apostrophe, so a name typed by a user cannot run as a formula (CSV injection).
 */
export function spreadsheetCsvLine(values: readonly unknown[]): string {
  return csvLine(
    values.map((value) => (typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value)),
  );
}
