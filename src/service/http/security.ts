import type { MiddlewareHandler } from 'hono';
import { isAllowedClientOrigin } from '../store/repositories/projects.ts';
import { dbOf } from './context.ts';
import type { AppEnv } from './env.ts';

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
  const allowed = origin !== undefined && (await isAllowedClientOrigin(dbOf(c), origin));
  if (c.req.method === 'OPTIONS') {
    if (!allowed) return c.body(null, 403);
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
