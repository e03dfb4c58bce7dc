import type { Context, MiddlewareHandler } from 'hono';
import { loopbackHostNames } from '../config.ts';
import { isAllowedClientOrigin } from '../store/repositories/projects.ts';
import { dbOf, modelOf } from './context.ts';
import type { AppEnv } from './env.ts';
import { DomainFailure } from '../operations/failures.ts';

/** Only the app's own origin may run scripts, load data or frame it; Mantine's style attributes need inline styles. */
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// Set before the handler runs: headers added after it would make Hono copy the finished response.
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('Content-Security-Policy', contentSecurityPolicy);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('X-Request-Id', c.get('requestId'));
  await next();
};

const allowedHeaders = 'Content-Type, X-Client-Application-Id, X-Client-Token, Authorization, X-Voucherify-Channel';

/**
 * CORS for the client-side API only, and only for origins some project allows (each request's own project check
 * happens at authentication). Every other path stays same-origin: no CORS headers at all.
 */
export const clientCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  // Projects raise the model version, so the answer is kept with the model snapshot the request reads anyway.
  const allowed =
    origin !== undefined &&
    (await (await modelOf(c)).memo(`client-origin:${origin}`, () => isAllowedClientOrigin(dbOf(c), origin)));
  if (c.req.method === 'OPTIONS') {
    if (!allowed) {
      throw new DomainFailure({
        kind: 'forbidden',
        key: 'forbidden',
        message: 'Forbidden',
        details: `The origin ${origin ?? '(none)'} may not call the client-side API`,
      });
    }
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    c.header('Access-Control-Allow-Headers', allowedHeaders);
    c.header('Access-Control-Max-Age', '600');
    c.header('Vary', 'Origin');
    return c.body(null, 204);
  }
  if (allowed) {
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin');
  }
  await next();
};

/** Host header of the request; `app.request()` sets none, so its URL's host stands in. */
export const hostOf = (c: Context<AppEnv>) => (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();

/** Splits `name:port` (IPv6 names keep their brackets); the port is undefined when none is given. */
export function splitHost(host: string): { name: string; port: number | undefined } {
  const match = host.match(/^(\[[^\]]*\]|[^:]*)(?::(\d+))?$/);
  return { name: match?.[1] ?? host, port: match?.[2] === undefined ? undefined : Number(match[2]) };
}

/** A Host header naming this machine's loopback interface on `port` (any port when `port` is undefined). */
export function isLoopbackHost(host: string, port: number | undefined) {
  const split = splitHost(host);
  return loopbackHostNames.includes(split.name) && (port === undefined || (split.port ?? 80) === port);
}

/**
 * Answers only requests whose Host is on the allow-list (an entry without a port allows every port): a page on
 * another site whose name was re-pointed at this machine (DNS rebinding) then gets a 400 instead of the API.
 */
export function hostAllowList(allowed: string[] | undefined): MiddlewareHandler<AppEnv> {
  if (!allowed) return (_c, next) => next();
  const entries = allowed.map((entry) => splitHost(entry.toLowerCase()));
  return async (c, next) => {
    const host = splitHost(hostOf(c));
    if (!entries.some((e) => e.name === host.name && (e.port === undefined || e.port === (host.port ?? 80)))) {
      throw new DomainFailure({
        kind: 'invalid',
        key: 'invalid_host',
        message: 'Invalid Host header',
        details: `This service does not answer for the host ${hostOf(c)}; set PROMODESK_ALLOWED_HOSTS to allow it`,
      });
    }
    await next();
  };
}
