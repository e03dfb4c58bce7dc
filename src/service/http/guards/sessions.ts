/*
 * Dashboard sessions. The cookie holds a random secret; the server keeps its hash, so a session can be revoked and
 * a stolen table opens nothing. A session ends after two idle hours or twelve hours in all. Every state-changing
 * request made with the cookie must echo the session's CSRF token in `X-CSRF-Token` (the cookie is SameSite=Lax
 * too, so other sites cannot even send it on a POST).
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { randomText } from '../../ids.ts';
import { addressOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import type { Executor } from '../../store/db.ts';
import { insertSession } from '../../store/repositories/people.ts';
import { hashSecret } from '../../secrets/secrets.ts';

export const sessionIdleSeconds = 2 * 3600;
export const sessionAbsoluteSeconds = 12 * 3600;

const secure = (c: Context<AppEnv>) => c.get('deps').publicUrl.startsWith('https:');
/** `__Host-` binds the cookie to this exact origin, which browsers allow only on HTTPS. */
const cookieName = (c: Context<AppEnv>) => (secure(c) ? '__Host-promodesk_session' : 'promodesk_session');

export const sessionCookieHash = (c: Context<AppEnv>) => {
  const value = getCookie(c, cookieName(c));
  return value ? hashSecret(value) : undefined;
};

/** Starts a session for the person and sets its cookie; returns the CSRF token and the absolute end. */
export async function startSession(c: Context<AppEnv>, db: Executor, userId: string, at: Date) {
  const secret = randomText(43);
  const csrfToken = randomText(32);
  const expiresAt = new Date(at.getTime() + sessionAbsoluteSeconds * 1000);
  await insertSession(db, {
    tokenHash: hashSecret(secret),
    userId,
    csrfToken,
    createdAt: at,
    lastSeenAt: at,
    expiresAt,
    address: addressOf(c),
  });
  setCookie(c, cookieName(c), secret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    path: '/',
    maxAge: sessionAbsoluteSeconds,
  });
  return { csrfToken, expiresAt };
}

export const clearSessionCookie = (c: Context<AppEnv>) =>
  deleteCookie(c, cookieName(c), { path: '/', secure: secure(c) });
