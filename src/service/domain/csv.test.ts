import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvField, csvLine, defused, DEFAULT_TRANSACTION_EXPORT_FIELDS, transactionCsvHeader } from './csv.ts';

/** A small RFC 4180 reader, to check that what is written reads back. */
function parseLine(line: string): string[] {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    let field = '';
    if (line[i] === '"') {
      i += 1;
      for (;;) {
        const end = line.indexOf('"', i);
        field += line.slice(i, end);
        i = end + 1;
        if (line[i] === '"') {
          field += '"';
          i += 1;
        } else break;
      }
    } else {
      const end = line.slice(i).search(/,|\r\n$/);
      field = line.slice(i, i + end);
      i += end;
    }
    fields.push(field);
    if (line[i] === ',') i += 1;
    else return fields;
  }
}

describe('csvField', () => {
  it('quotes only when needed and doubles inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(-150)).toBe('-150');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField({ order: { id: 'ord_1' } })).toBe('"{""order"":{""id"":""ord_1""}}"');
  });

  it('reads back to the original text, a would-be formula with its apostrophe', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', ' ', 'é', '=') }), {
          minLength: 1,
          maxLength: 5,
        }),
        (values) => {
          expect(parseLine(csvLine(values))).toEqual(values.map(defused));
        },
      ),
    );
  });
});

describe('the export header', () => {
  it('names the requested fields in order, every default field when none are requested', () => {
    expect(transactionCsvHeader(['amount', 'id'])).toBe('amount,id\r\n');
    expect(transactionCsvHeader(DEFAULT_TRANSACTION_EXPORT_FIELDS)).toBe(
      'id,type,source_id,reason,balance,amount,created_at,voucher_id,campaign_id,details,related_transaction_id\r\n',
    );
  });
});

describe('a field a spreadsheet would run as a formula', () => {
  it('gets a leading apostrophe, while plain numbers and other text stay as they are', () => {
    expect(
      csvLine(['=HYPERLINK("http://x")', '+1+2', '-2-A1', '@SUM(A1)', '\tx', '-150', '+1.5', -2, 'plain', 'a,b', null]),
    ).toBe(`"'=HYPERLINK(""http://x"")",'+1+2,'-2-A1,'@SUM(A1),'\tx,-150,+1.5,-2,plain,"a,b",\r\n`);
  });
});
