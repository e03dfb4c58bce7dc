import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { codeSpace, generateCode } from './voucher-codes.ts';

describe('voucher codes', () => {
  it('replaces every # of a pattern with a charset character and keeps the rest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (seed) => {
        let n = seed;
        const code = generateCode({ pattern: 'SUMMER-##-##', charset: 'AB' }, (size) => n++ % size);
        expect(code).toMatch(/^SUMMER-[AB]{2}-[AB]{2}$/);
      }),
    );
  });

  it('builds prefix + body of the configured length + postfix', () => {
    const code = generateCode({ prefix: 'PRE-', postfix: '-END', length: 5, charset: 'XYZ' }, () => 1);
    expect(code).toBe('PRE-YYYYY-END');
  });

  it('counts the distinct codes a config can produce', () => {
    expect(codeSpace({ pattern: '##', charset: 'ABC' })).toBe(9);
    expect(codeSpace({ length: 3, charset: '01' })).toBe(8);
  });
});
