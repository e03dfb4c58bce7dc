/*
 * The rules of a code import, without I/O: the header names known columns once each and has `code`; every row has
 * as many fields as the header, a code of 1 to 100 visible characters (no spaces or control characters) not used by
 * an earlier row, and optional overrides: `redemption_quantity` (uses per code, 1..1,000,000,000) and, for gift
 * cards only, `gift_amount` (the starting balance in minor units, 1..100,000,000,000). Every problem is reported
 * with its row (the header is row 1), so a file can be fixed in one pass.
 */
import {
  maxImportRows,
  voucherImportColumns,
  type VoucherImportColumn,
  importRowPath,
  type VoucherImportRowError,
} from '../../contract/voucher-import.ts';
import { voucherCodePattern as codePattern } from '../../contract/voucher-write.ts';
import { CsvSyntaxError, parseCsv } from './csv-parse.ts';

export interface ImportedCode {
  row: number;
  code: string;
  /** Undefined: the campaign's setting. */
  redemptionQuantity: number | undefined;
  giftAmount: number | undefined;
}

const integerPattern = /^\d{1,12}$/;

function integerIn(text: string, max: number): number | undefined {
  if (!integerPattern.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 && value <= max ? value : undefined;
}

/** Reads and checks an import file: the codes to create, or every problem found (then nothing is to be created). */
const rowError = (row: number, code: VoucherImportRowError['code'], message: string): VoucherImportRowError => ({
  path: importRowPath(row),
  row,
  code,
  message,
});

export function readImportFile(
  text: string,
  options: { giftCards: boolean },
): { codes: ImportedCode[]; errors: VoucherImportRowError[] } {
  let records: string[][];
  try {
    records = parseCsv(text, maxImportRows + 2);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { codes: [], errors: [rowError(error.record, 'malformed_csv', error.message)] };
  }
  const [header, ...rows] = records;
  const errors: VoucherImportRowError[] = [];
  const fail = (row: number, code: VoucherImportRowError['code'], message: string) =>
    errors.push(rowError(row, code, message));

  // Column positions in a Map: a header such as `__proto__` is just an unknown name, never an object key.
  const positions = new Map<VoucherImportColumn, number>();
  (header ?? []).forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    const known = voucherImportColumns.find((column) => column === name);
    if (!known)
      fail(1, 'unknown_column', `Unknown column "${raw.slice(0, 50)}"; use ${voucherImportColumns.join(', ')}`);
    else if (positions.has(known)) fail(1, 'duplicate_column', `The column ${known} appears twice`);
    else positions.set(known, index);
  });
  if (!positions.has('code')) fail(1, 'missing_column', 'The header needs a code column');
  if (positions.has('gift_amount') && !options.giftCards)
    fail(1, 'gift_amount_not_allowed', 'gift_amount applies to gift card campaigns only');
  if (errors.length) return { codes: [], errors };
  if (rows.length === 0) return { codes: [], errors: [rowError(2, 'no_rows', 'The file has no codes')] };
  if (rows.length > maxImportRows)
    return {
      codes: [],
      errors: [rowError(maxImportRows + 2, 'too_many_rows', `A file holds at most ${maxImportRows} codes`)],
    };

  const seen = new Map<string, number>();
  const codes: ImportedCode[] = [];
  rows.forEach((fields, index) => {
    const row = index + 2;
    if (fields.length !== header!.length) {
      fail(row, 'wrong_field_count', `Expected ${header!.length} fields, found ${fields.length}`);
      return;
    }
    const at = (column: VoucherImportColumn) => {
      const position = positions.get(column);
      return position === undefined ? '' : fields[position]!.trim();
    };
    const code = at('code');
    const before = errors.length;
    if (!codePattern.test(code))
      fail(row, 'invalid_code', 'A code has 1 to 100 characters, without spaces or control characters');
    else if (seen.has(code)) fail(row, 'duplicate_code', `The code ${code} is also on row ${seen.get(code)}`);
    else seen.set(code, row);
    const quantityText = at('redemption_quantity');
    const redemptionQuantity = quantityText ? integerIn(quantityText, 1_000_000_000) : undefined;
    if (quantityText && redemptionQuantity === undefined)
      fail(row, 'invalid_redemption_quantity', 'redemption_quantity is a whole number from 1 to 1,000,000,000');
    const giftText = at('gift_amount');
    const giftAmount = giftText ? integerIn(giftText, 100_000_000_000) : undefined;
    if (giftText && giftAmount === undefined)
      fail(row, 'invalid_gift_amount', 'gift_amount is a whole number of minor units (2500 is 25.00), at least 1');
    if (errors.length === before) codes.push({ row, code, redemptionQuantity, giftAmount });
  });
  return { codes: errors.length ? [] : codes, errors };
}
