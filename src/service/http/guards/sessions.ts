/*
 * Dashboard sessions. The cookie holds a random secret; the server keeps its hash, so a session can be revoked and
 * a stolen table opens nothing. Every state-changing
 * request made with the cookie must echo the session's CSRF token in `X-CSRF-Token` (the cookie is SameSite=Lax
 * too, so other sites cannot even send it on a POST).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { addressOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { openSession, sessionAbsoluteSeconds, type OpenedSession } from '../../operations/account/session.ts';
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

/**
 * Opens a session for a person an operation has just admitted without one (setup, demo owner, accepted
 * invitation, password reset) and sets its cookie; sign-in opens its session in its own transaction instead.
 */
export async function signedIn(c: Context<AppEnv>, userId: string, at: Date) {
  const session = await openSession(dbOf(c), userId, { address: addressOf(c), at });
  setSessionCookie(c, session);
  return session;
}

export const clearSessionCookie = (c: Context<AppEnv>) =>
  deleteCookie(c, cookieName(c), { path: '/', secure: secure(c) });
