import { CsvSyntaxError } from './csv-parse.ts';

/*
 * The same CSV as `parseCsv` (RFC 4180, CRLF or LF, quoted fields, a leading byte order mark dropped, blank lines
 * skipped), read piece by piece: a file of any size costs only the records of the piece being read. A piece may end
 * anywhere, even inside a quoted field or between CR and LF.
 */
export class CsvStream {
  private record: string[] = [];
  private field = '';
  private quoted = false;
  /** Inside a quoted field, a quote was the last character read: it closes the field unless another follows. */
  private quoteEnding = false;
  private afterQuote = false;
  private fieldStarted = false;
  private pendingCr = false;
  private started = false;
  /** Records read so far, for the record number of a syntax error. */
  private count = 0;

  /** The records the piece completes. Throws `CsvSyntaxError`. */
  push(piece: string): string[][] {
    const out: string[][] = [];
    let i = 0;
    if (!this.started && piece.length > 0) {
      this.started = true;
      if (piece.charCodeAt(0) === 0xfeff) i = 1;
    }
    for (; i < piece.length; i++) {
      const ch = piece[i]!;
      if (this.pendingCr) {
        this.pendingCr = false;
        if (ch === '\n') continue;
      }
      if (this.quoted) {
        if (this.quoteEnding) {
          this.quoteEnding = false;
          if (ch === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
          this.afterQuote = true;
        } else {
          if (ch === '"') this.quoteEnding = true;
          else this.field += ch;
          continue;
        }
      }
      if (ch === ',') this.endField();
      else if (ch === '\n') this.endRecord(out);
      else if (ch === '\r') {
        this.pendingCr = true;
        this.endRecord(out);
      } else if (this.afterQuote) {
        throw new CsvSyntaxError(this.count + 1, 'Text after a closing quote; quote the whole field');
      } else if (ch === '"') {
        if (this.fieldStarted)
          throw new CsvSyntaxError(this.count + 1, 'A quote inside an unquoted field; quote the whole field');
        this.quoted = true;
        this.fieldStarted = true;
      } else {
        this.field += ch;
        this.fieldStarted = true;
      }
    }
    return out;
  }

  /** The last record, when the file does not end with a line break. Throws `CsvSyntaxError`. */
  end(): string[][] {
    if (this.quoted && this.quoteEnding) {
      this.quoted = false;
      this.afterQuote = true;
    }
    if (this.quoted) throw new CsvSyntaxError(this.count + 1, 'A quoted field is never closed');
    const out: string[][] = [];
    if (this.fieldStarted || this.afterQuote || this.record.length > 0) this.endRecord(out);
    return out;
  }

  private endField() {
    this.record.push(this.field);
    this.field = '';
    this.afterQuote = false;
    this.fieldStarted = false;
  }

  private endRecord(out: string[][]) {
    this.endField();
    if (!(this.record.length === 1 && this.record[0] === '')) {
      out.push(this.record);
      this.count++;
    }
    this.record = [];
  }
}

/** Every record of a file read as pieces, one at a time. */
export async function* csvRecords(pieces: AsyncIterable<string>) {
  const stream = new CsvStream();
  for await (const piece of pieces) yield* stream.push(piece);
  yield* stream.end();
}
