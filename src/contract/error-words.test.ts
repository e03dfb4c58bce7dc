import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './error-words.ts';

const words = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('issue words', () => {
  it('words what zod finds as what to do, for the service and the forms alike', () => {
    const schema = z
      .object({
        limit: z.number().int().min(1).max(100),
        name: z.string().min(1).max(5),
        at: z.iso.datetime(),
        kind: z.enum(['AMOUNT', 'PERCENT']),
        codes: z.array(z.string()).min(1),
      })
      .strict();
    expect(words(schema, { limit: 2.5, name: 'too long', at: 'soon', kind: 'FREE', codes: [], extra: 1 })).toEqual([
      'limit: Enter a whole number',
      'name: Use at most 5 characters',
      'at: Enter a date and time such as 2026-12-31T18:00:00Z',
      'kind: Choose one of "AMOUNT", "PERCENT"',
      'codes: Add at least one',
      ': "extra" is not known here: leave it out',
    ]);
    expect(words(schema, { limit: 500, name: '', codes: [] })).toEqual([
      'limit: Enter 100 or less',
      'name: Enter a value',
      'at: This is required',
      'kind: This is required',
      'codes: Add at least one',
    ]);
  });

  it('keeps a message a schema sets itself', () => {
    expect(words(z.string().min(1, 'A campaign needs a name'), '')).toEqual([': A campaign needs a name']);
  });
});
