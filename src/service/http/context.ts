import type { Context } from 'hono';
import type { Inviter } from '../operations/management/invite.ts';
import type { AppEnv } from './env.ts';

/** The request's clock: injectable so tests can move time (token expiry, validity windows). */
export const now = (c: Context<AppEnv>) => (c.get('deps').now ?? (() => new Date()))();

export const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

/** The connecting address (node-server passes the socket in `env.incoming`); requests without one share a bucket. */
export const addressOf = (c: Context<AppEnv>) => c.env?.incoming?.socket.remoteAddress ?? 'unknown';

/** Who acts on the team: a signed-in person, or the account's management keys. */
export function actingAs(c: Context<AppEnv>): Inviter {
  const principal = c.get('principal');
  if (principal.kind === 'person') return { kind: 'person', userId: principal.userId };
  if (principal.kind === 'management') return { kind: 'management', keyId: principal.keyId };
  throw new Error('team changes are made by people or management keys');
}
