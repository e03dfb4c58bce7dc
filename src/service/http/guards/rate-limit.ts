/*
 * Request budgets: fixed one-second windows, per process (each instance limits on its own).
 *
 * Every API request is charged once, by what decides who is calling: a guard charges the credential only after
 * its secret has been verified, so sending someone's public key id cannot spend their budget, and charges the
 * client's address when verification fails; public operations and unknown API paths charge the address. The
 * dashboard's static files are never charged.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { DomainFailure } from '../../operations/failures.ts';
import type { AppEnv } from '../env.ts';
import { addressOf } from '../context.ts';

export type RateLimiter = (bucket: string) => { allowed: boolean; limit: number; remaining: number };

/** `perSecond` requests per bucket and second; 0 turns limiting off. */
export function createRateLimiter(perSecond: number, now: () => number): RateLimiter | undefined {
  if (perSecond <= 0) return undefined;
  const windows = new Map<string, { second: number; count: number }>();
  return (bucket) => {
    const second = Math.floor(now() / 1000);
    let window = windows.get(bucket);
    if (!window || window.second !== second) {
      // Old windows are worthless; dropping them all keeps memory bounded under floods of made-up addresses.
      if (windows.size > 10_000) windows.clear();
      window = { second, count: 0 };
      windows.set(bucket, window);
    }
    window.count++;
    return { allowed: window.count <= perSecond, limit: perSecond, remaining: Math.max(0, perSecond - window.count) };
  };
}

/** Spends one request of `bucket`, reporting the budget in the hosted service's headers; over it, 429. */
function charge(c: Context<AppEnv>, bucket: string, whose: string) {
  const limiter = c.get('rateLimiter');
  if (!limiter) return;
  const { allowed, limit, remaining } = limiter(bucket);
  c.header('X-Rate-Limit-Limit', String(limit));
  c.header('X-Rate-Limit-Remaining', String(remaining));
  if (allowed) return;
  c.header('Retry-After', '1');
  throw new DomainFailure({
    kind: 'limit_reached',
    key: 'too_many_requests',
    message: 'Too many requests',
    details: `More than ${limit} requests in one second ${whose}; retry after a second`,
  });
}

/** Charges a verified credential (key id, token or management pair). */
export const chargeCredential = (c: Context<AppEnv>, credential: string) =>
  charge(c, `credential:${credential}`, 'with this credential');

/** Charges the client's address for a request that did not (or could not) authenticate. */
export const chargeAddress = (c: Context<AppEnv>) =>
  charge(c, `address:${addressOf(c)}`, 'without valid credentials from this address');

/** Public operations (health, the OpenAPI document, demo keys, downloads by token) spend their caller's address budget. */
export const limitByAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
  chargeAddress(c);
  await next();
};
