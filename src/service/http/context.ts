import type { Context } from 'hono';
import type { Acting } from '../operations/acting.ts';
import type { Inviter } from '../operations/management/invite.ts';
import type { AppEnv } from './env.ts';
import { projectNow } from './clock.ts';
import { clientAddress } from './client-address.ts';
import { logFailure } from '../log.ts';
import { createMailer, type MailMessage } from '../mail.ts';
import type { ModelSnapshot } from '../store/model-cache.ts';

export const dbOf = (c: Context<AppEnv>) => c.get('deps').database.db;

/** The in-memory model as current as the database when this request first asks; the same one for the rest of it. */
export function modelOf(c: Context<AppEnv>): Promise<ModelSnapshot> {
  let model = c.get('model');
  if (!model) {
    model = c.get('modelCache').current();
    c.set('model', model);
  }
  return model;
}

/**
 * The client's address: the connecting one (node-server passes the socket in `env.incoming`), or behind a trusted
 * proxy the one it forwarded for. Requests without a socket share a bucket.
 */
export const addressOf = (c: Context<AppEnv>) =>
  clientAddress(
    c.env?.incoming?.socket.remoteAddress ?? 'unknown',
    c.req.header('x-forwarded-for'),
    c.get('deps').trustedProxies,
  );

/** Who acts on the team: a signed-in person, or the account's management keys. */
export function actingAs(c: Context<AppEnv>): Inviter {
  const principal = c.get('principal');
  if (principal.kind === 'person') return { kind: 'person', userId: principal.userId };
  if (principal.kind === 'management') return { kind: 'management', keyId: principal.keyId };
  throw new Error('team changes are made by people or management keys');
}

/** Sends mail after the change is committed; a failed delivery is logged, never undoes the change. */
export function sendMail(c: Context<AppEnv>, message: MailMessage) {
  const mailer = c.get('deps').mailer ?? createMailer(undefined, '');
  return mailer(message).catch((error: unknown) => logFailure('mail delivery failed', error));
}

/** The scrypt cost of new password hashes: OWASP's, unless the service was started for tests. */
export const passwordCostOf = (c: Context<AppEnv>) => c.get('deps').passwordCost ?? 'owasp';

/** The request's id, address and time, as the audit log records them. */
export const requestFacts = (c: Context<AppEnv>) => ({
  requestId: c.get('requestId'),
  address: addressOf(c),
  at: projectNow(c),
});

/** The request as the audit log records it: its principal, id, address and time. */
export function actingOf(c: Context<AppEnv>): Acting {
  const principal = c.get('principal');
  const actor =
    principal.kind === 'person'
      ? `user:${principal.userId}`
      : principal.kind === 'management'
        ? `management:${principal.keyId}`
        : `${principal.kind === 'token' ? 'token' : 'key'}:${principal.clientId}`;
  return { actor, ...requestFacts(c) };
}
