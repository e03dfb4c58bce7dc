/*
 * CSV per RFC 4180: CRLF line ends, a header row, and a field quoted (inner quotes doubled) when it holds a comma,
 * a quote, CR or LF. Absent values are empty fields; objects are written as JSON. Every file is opened in spreadsheets,
 * so a field that starts like a formula (`=`, `+`, `-`, `@`, tab, CR) and is not a plain number gets a leading
 * apostrophe: a name a shopper typed through a public key cannot run as a formula (CSV injection). An export's records
 * follow the same rules, written by the database (`store/repositories/export-csv.ts`, tested against `csvLine`).
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
/** The formula starts and the plain numbers, as `store/repositories/export-csv.ts` spells them in SQL too. */
export const FORMULA_START = '^[-=+@\t\r]';
export const PLAIN_NUMBER = '^[-+]?[0-9]+(\\.[0-9]+)?$';
const formulaStart = new RegExp(FORMULA_START);
const plainNumber = new RegExp(PLAIN_NUMBER);

/** A text as a spreadsheet may read it: a would-be formula gets its leading apostrophe. */
export const defused = (text: string) => (formulaStart.test(text) && !plainNumber.test(text) ? `'${text}` : text);

/** One CSV field. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    typeof value === 'string' ? defused(value) : typeof value === 'object' ? JSON.stringify(value) : String(value);
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
