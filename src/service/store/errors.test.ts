import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './errors.ts';

/** Drizzle wraps the driver's error in `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: insert into ...', { cause });

describe('isConnectionFailure', () => {
  it('is true for an unreachable or lost database', () => {
    expect(
      isConnectionFailure(
        wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      ),
    ).toBe(true);
    expect(isConnectionFailure(wrapped(Object.assign(new Error('connection failure'), { code: '08006' })))).toBe(true);
    expect(
      isConnectionFailure(
        wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      ),
    ).toBe(true);
    expect(isConnectionFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
  });

  it("is false for the service's own faults: a protocol violation, a stack overflow, a constraint", () => {
    expect(
      isConnectionFailure(
        wrapped(
          Object.assign(new Error('bind message has 4464 parameter formats but 0 parameters'), { code: '08P01' }),
        ),
      ),
    ).toBe(false);
    expect(isConnectionFailure(wrapped(new RangeError('Maximum call stack size exceeded')))).toBe(false);
    expect(isConnectionFailure(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
  });
});
