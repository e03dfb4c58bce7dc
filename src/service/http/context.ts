import type { Context } from 'hono';
import type { RedemptionChannel } from '../../contract/redemption.ts';
import type { Acting, Actor } from '../operations/acting.ts';
import type { AppEnv, Principal } from './env.ts';
import { projectNow } from './clock.ts';
import { clientAddress } from './client-address.ts';
import { logFailure } from '../log.ts';
import { createMailer, type MailMessage } from '../mail.ts';
import type { ModelSnapshot } from '../store/model-cache.ts';

/** Who redeems or validates: a person at the desk, or an API key (by its client id). */
export function redemptionChannelOf(c: Context<AppEnv>): RedemptionChannel {
  const principal = c.get('principal');
  return principal.kind === 'person'
    ? { channel_id: principal.userId, channel_type: 'USER' }
    : { channel_id: principal.kind === 'management' ? '' : principal.clientId, channel_type: 'API' };
}

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

/** Sends mail after the change is committed; a failed delivery is logged, never undoes the change. */
export function sendMail(c: Context<AppEnv>, message: MailMessage) {
  const mailer = c.get('deps').mailer ?? createMailer(undefined, '');
  return mailer(message).catch((error: unknown) => logFailure('mail delivery failed', error));
}

/** The scrypt cost of new password hashes: OWASP's, unless the service was started for tests. */
export const passwordCostOf = (c: Context<AppEnv>) => c.get('deps').passwordCost ?? 'owasp';

/** The principal the guards admitted; none on the account's public routes (sign-in, setup, accept, reset). */
function actorOf(principal: Principal | undefined): Actor {
  if (!principal) return { kind: 'anonymous' };
  if (principal.kind === 'person')
    return { kind: 'person', userId: principal.userId, permissions: principal.permissions };
  if (principal.kind === 'management') return { kind: 'management', keyId: principal.keyId };
  return { kind: principal.kind === 'token' ? 'token' : 'key', clientId: principal.clientId };
}

/**
 * Who acts in this request, its id, address and time, as operations and the audit log take them. The time is the
 * project's, or with `accountNow` the account's, for what belongs to the whole account (people, invitations).
 */
export const actingOf = (c: Context<AppEnv>, now: (c: Context<AppEnv>) => Date = projectNow): Acting => ({
  actor: actorOf(c.get('principal') as Principal | undefined),
  requestId: c.get('requestId'),
  address: addressOf(c),
  at: now(c),
  channel: c.req.header('x-voucherify-channel')?.slice(0, maxChannelLength),
});

/** A channel name is an SDK's and its runtime's versions; a longer header is cut, not stored whole. */
const maxChannelLength = 200;
