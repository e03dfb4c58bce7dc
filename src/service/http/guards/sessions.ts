/*
 * Dashboard sessions. The cookie holds a random secret; the server keeps its hash, so a session can be revoked and
 * a stolen table opens nothing. Every state-changing
 * request made with the cookie must echo the session's CSRF token in `X-CSRF-Token` (the cookie is SameSite=Lax
 * too, so other sites cannot even send it on a POST).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { sessionAbsoluteSeconds, type OpenedSession } from '../../operations/account/session.ts';
import { hashSecret } from '../../secrets/secrets.ts';

const secure = (c: Context<AppEnv>) => c.get('deps').publicUrl.startsWith('https:');
/** `__Host-` binds the cookie to this exact origin, which browsers allow only on HTTPS. */
const cookieName = (c: Context<AppEnv>) => (secure(c) ? '__Host-promodesk_session' : 'promodesk_session');

export const sessionCookieHash = (c: Context<AppEnv>) => {
  const value = getCookie(c, cookieName(c));
  return value ? hashSecret(value) : undefined;
};

/** Gives the browser the cookie of a session an operation opened. */
export function setSessionCookie(c: Context<AppEnv>, session: OpenedSession) {
  setCookie(c, cookieName(c), session.secret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    path: '/',
    maxAge: sessionAbsoluteSeconds,
  });
}

export const clearSessionCookie = (c: Context<AppEnv>) =>
  deleteCookie(c, cookieName(c), { path: '/', secure: secure(c) });
