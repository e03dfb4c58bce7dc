import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-parse.ts';
import { csvRecords } from './csv-stream.ts';

async function* piecesOf(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}
const read = async (text: string, size: number) => {
  const out: string[][] = [];
  for await (const record of csvRecords(piecesOf(text, size))) out.push(record);
  return out;
};

describe('CSV read as a stream', () => {
  const file = '\ufeffcode,note\r\nA,"say ""hi"", twice"\n\nB,"two\r\nlines"\r\nC,';
  it('reads what the whole-text parser reads, wherever the pieces end', async () => {
    for (const size of [1, 2, 3, 7, 1000]) expect(await read(file, size)).toEqual(parseCsv(file));
  });
  it('refuses a quote left open and text after a closing quote, naming the record', async () => {
    await expect(read('a\n"open', 2)).rejects.toMatchObject({ record: 2 });
    await expect(read('a\n"x"y', 3)).rejects.toMatchObject({ record: 2 });
  });
});
