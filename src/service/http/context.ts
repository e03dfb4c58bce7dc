import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** The request's clock: injectable so tests can move time (token expiry, validity windows). */
export const now = (c: Context<AppEnv>) => (c.get('deps').now ?? (() => new Date()))();

export const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

/** The connecting address (node-server passes the socket in `env.incoming`); requests without one share a bucket. */
export const addressOf = (c: Context<AppEnv>) => c.env?.incoming?.socket.remoteAddress ?? 'unknown';
