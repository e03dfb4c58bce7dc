import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, defused } from './csv.ts';
import { CsvSyntaxError, parseCsv } from './csv-parse.ts';

describe('parseCsv', () => {
  it('reads back what csvLine writes, whatever the fields hold (a would-be formula defused)', () => {
    const record = fc.array(fc.string({ unit: 'grapheme' }), { minLength: 2, maxLength: 5 });
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 10 }), (records) => {
        expect(parseCsv(records.map(csvLine).join(''))).toEqual(records.map((r) => r.map(defused)));
      }),
      { seed: 20261124, numRuns: 300 },
    );
  });

  it('takes LF or CRLF, a missing final line end and a byte order mark; skips blank lines', () => {
    expect(parseCsv('\uFEFFcode,n\n\nA,1\r\n"B,""x""",\n\nC,3')).toEqual([
      ['code', 'n'],
      ['A', '1'],
      ['B,"x"', ''],
      ['C', '3'],
    ]);
  });

  it('names the record of a malformed field', () => {
    expect(() => parseCsv('a\nb"c\n')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"b"c\n')).toThrow(/after a closing quote/);
    try {
      parseCsv('a\nb\n"open');
    } catch (error) {
      expect((error as CsvSyntaxError).record).toBe(3);
    }
  });

  it('stops at maxRecords', () => {
    expect(parseCsv('a\nb\nc\nd\n', 2)).toEqual([['a'], ['b']]);
  });
});
