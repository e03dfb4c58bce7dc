import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBracketQuery } from './bracket-query.ts';
import { DomainFailure } from '../operations/failures.ts';

const globals = [Object.prototype, Array.prototype, Function.prototype, String.prototype, Object, Array];
const snapshot = () => globals.map((g) => Object.getOwnPropertyNames(g).sort().join(','));

describe('parseBracketQuery', () => {
  it('reads nested filters, arrays by index or [], and repeated keys', () => {
    const search = new URLSearchParams(
      'filters[name][conditions][$in][0]=a&filters[name][conditions][$in][1]=b&filters[junction]=or&filters[tag][]=x&filters[tag][]=y&filters[k]=1&filters[k]=2&other=z',
    );
    expect(parseBracketQuery(search, 'filters')).toEqual({
      name: { conditions: { $in: ['a', 'b'] } },
      junction: 'or',
      tag: ['x', 'y'],
      k: ['1', '2'],
    });
    expect(parseBracketQuery(new URLSearchParams('limit=1'), 'filters')).toBeUndefined();
  });

  it.each([
    'filters[__proto__][x]=1',
    'filters[constructor][prototype][now]=1',
    'filters[a][prototype]=1',
    'filters[a]b=1',
    'filters[a][b][c][d][e][f][g]=1',
    'filters[a]=1&filters[a][b]=2',
  ])('refuses %s with a 400', (query) => {
    expect(() => parseBracketQuery(new URLSearchParams(query), 'filters')).toThrow(DomainFailure);
  });

  it('never changes a global object, whatever the query (fuzzed)', () => {
    const before = snapshot();
    const segment = fc.oneof(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        '',
        '0',
        '1',
        'toString',
        'valueOf',
        'hasOwnProperty',
        'now',
        '$in',
      ),
      fc.string({ maxLength: 6 }),
    );
    const key = fc.array(segment, { maxLength: 7 }).map((path) => `filters${path.map((s) => `[${s}]`).join('')}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ maxLength: 4 })), { maxLength: 6 }), (pairs) => {
        const search = new URLSearchParams(pairs);
        let result: unknown;
        try {
          result = parseBracketQuery(search, 'filters');
        } catch (error) {
          expect(error).toBeInstanceOf(DomainFailure);
          expect((error as DomainFailure).failure.kind).toBe('invalid');
        }
        expect(snapshot()).toEqual(before);
        expect(({} as Record<string, unknown>).now).toBeUndefined();
        // What comes out is plain data: objects inherit from Object.prototype only through their prototype.
        if (result !== undefined) expect(JSON.parse(JSON.stringify(result))).toEqual(result);
      }),
      { numRuns: 2000, seed: 20261122 },
    );
  });
});
