import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/*
 * The request's two clocks. Outside QA mode they are one (the injectable `deps.now`, so tests can move time); in
 * QA mode a project may have a clock of its own, moved apart from the store's. Pick by whose row or rule it is.
 */

/** The bound project's clock in QA mode (`deps.now` is QA mode's, which follows the request's project). */
const requestNow = (c: Context<AppEnv>) => (c.get('deps').now ?? (() => new Date()))();

/**
 * The time in a project: what its rows record, its validity windows and its tokens' expiry. Without `projectId`
 * the project the request is bound to; with it, that project's before the request is bound (a token's expiry).
 */
export function projectNow(c: Context<AppEnv>, projectId?: string) {
  const unbound = projectId === undefined ? undefined : c.get('deps').qa?.projectNow(projectId);
  return unbound ?? requestNow(c);
}

/**
 * The time of what belongs to the whole account, not a project (people's sessions, invitations, the webhook
 * queue's claims): in QA mode the store's clock, even in a request bound to a project with a clock of its own.
 */
export const accountNow = (c: Context<AppEnv>) => c.get('deps').qa?.storeClock.now() ?? requestNow(c);
