/*
 * Reading CSV per RFC 4180, the counterpart of `csvLine`: records end with CRLF or LF (a last record may lack it), a
 * field may be quoted (inner quotes doubled) and then hold commas, quotes and line breaks. A leading UTF-8 byte
 * order mark (spreadsheets write one) is dropped. A quote inside an unquoted field, text after a closing quote, or a
 * quote left open is malformed. Bounded: parsing stops at `maxRecords` records, so a huge file costs nothing more.
 */

export class CsvSyntaxError extends Error {
  constructor(
    /** The record (1-based) where the problem is. */
    readonly record: number,
    message: string,
  ) {
    super(message);
  }
}

/** The file's records, each an array of fields; blank lines are skipped. Throws `CsvSyntaxError`. */
export function parseCsv(text: string, maxRecords = Infinity): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let afterQuote = false;
  let fieldStarted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endField = () => {
    record.push(field);
    field = '';
    afterQuote = false;
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is one empty field: skip it.
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };

  for (; i < text.length && records.length < maxRecords; i++) {
    const ch = text[i]!;
    const recordNo = records.length + 1;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else {
        quoted = false;
        afterQuote = true;
      }
      continue;
    }
    if (ch === ',') endField();
    else if (ch === '\n') endRecord();
    else if (ch === '\r') {
      if (text[i + 1] === '\n') i++;
      endRecord();
    } else if (afterQuote) {
      throw new CsvSyntaxError(recordNo, 'Text after a closing quote; quote the whole field');
    } else if (ch === '"') {
      if (fieldStarted) throw new CsvSyntaxError(recordNo, 'A quote inside an unquoted field; quote the whole field');
      quoted = true;
      fieldStarted = true;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvSyntaxError(records.length + 1, 'A quoted field is never closed');
  if (records.length < maxRecords && (fieldStarted || afterQuote || record.length > 0)) endRecord();
  return records;
}
