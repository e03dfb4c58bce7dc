import type { Context, MiddlewareHandler } from 'hono';
import { errorResponse } from '../http/errors.ts';
import type { AppEnv } from '../http/env.ts';

/** Which credential a request spends: the key id it presents, or its bearer token; anonymous requests share one. */
function credentialOf(c: Context<AppEnv>) {
  return (
    c.req.header('x-app-id') ??
    c.req.header('x-client-application-id') ??
    c.req.header('x-management-id') ??
    c.req.header('authorization')?.slice(-24) ??
    'anonymous'
  );
}

/**
 * Per-credential fixed one-second windows, per process (each instance limits on its own). Over the limit, the
 * request gets 429 with the interface's error body and a Retry-After. `perSecond` 0 turns limiting off.
 */
export function rateLimit(perSecond: number, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  const windows = new Map<string, { second: number; count: number }>();
  return async (c, next) => {
    if (perSecond <= 0) return next();
    const second = Math.floor(now() / 1000);
    const key = credentialOf(c);
    const window = windows.get(key);
    if (!window || window.second !== second) {
      // Old windows are worthless; dropping them all keeps memory bounded under floods of made-up key ids.
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { second, count: 1 });
      return next();
    }
    if (++window.count <= perSecond) return next();
    c.header('Retry-After', '1');
    return errorResponse(c, { status: 429, key: 'too_many_requests', message: 'Too many requests', details: `More than ${perSecond} requests in one second with this credential; retry after a second` });
  };
}
