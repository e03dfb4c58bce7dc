/*
 * Every check of a person's password goes through here: signing in, accepting an invitation with an existing
 * account, and the current password on the profile. Budgets live in the database, so all instances on one
 * PostgreSQL share them:
 * - per account (the email, whether or not anyone has it, so a refusal tells nothing): five free failures, then a
 *   wait of 30 s that doubles with each further failure up to 15 minutes; forgotten after a quiet day, by the right
 *   password and by a completed reset;
 * - per client address: a hundred failures in fifteen minutes, against one address guessing across many accounts.
 *   It never refuses a person at an address they started a session from within 30 days, so whoever shares that
 *   address (behind a reverse proxy nobody configured as trusted: everyone) cannot lock them out.
 *
 * Concurrency: the attempt is reserved before any hashing, in one transaction that locks the account's bucket and
 * then the address's (always in this order, so two checks cannot deadlock), and counts as a failure until the
 * password proves right. So N concurrent attempts past a budget are refused, not all evaluated. A refused attempt
 * rolls its transaction back: it changes nothing.
 */
import { passwordMatches, unknownUserHash, type PasswordCost } from '../../secrets/passwords.ts';
import type { ThrottlePolicy } from '../../domain/throttle.ts';
import type { Db, Executor } from '../../store/db.ts';
import { startedSessionFrom, type UserRow } from '../../store/repositories/people.ts';
import { forgetThrottle, giveBackAttempt, pruneThrottles } from '../../store/repositories/throttles.ts';
import { DomainFailure } from '../failures.ts';
import { reserve, throttleMemorySeconds } from './attempts.ts';

const accountPolicy: ThrottlePolicy = {
  free: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 24 * 3600,
};
const addressPolicy: ThrottlePolicy = {
  free: 100,
  firstWaitSeconds: 15 * 60,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 15 * 60,
};
const knownAddressDays = 30;

export type PasswordCheckContext = { address: string; at: Date; cost: PasswordCost };

const accountBucket = (email: string) => `account:${email.toLowerCase()}`;
const addressBucket = (address: string) => `address:${address}`;

function inWords(seconds: number) {
  const [count, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const tooMany = (whose: string, waitSeconds: number) =>
  new DomainFailure({
    kind: 'limit_reached',
    key: 'too_many_password_attempts',
    message: 'Too many password attempts',
    details: `Too many wrong passwords ${whose}: try again in ${inWords(waitSeconds)}, or reset the password`,
    retryAfterSeconds: waitSeconds,
  });

/**
 * Whether `password` is the account's (false for an unknown email, after the same hashing). Refused with 429,
 * before any hashing, when the account or the address is out of budget.
 */
export async function checkPassword(
  db: Db,
  account: { email: string; user: UserRow | undefined },
  password: string,
  { address, at, cost }: PasswordCheckContext,
): Promise<boolean> {
  const since = new Date(at.getTime() - knownAddressDays * 86_400_000);
  const known = account.user !== undefined && (await startedSessionFrom(db, account.user.id, address, since));
  await db.transaction(async (tx) => {
    const accountWait = await reserve(tx, accountBucket(account.email), accountPolicy, at);
    if (accountWait !== undefined) throw tooMany('for this account', accountWait);
    if (known) return;
    const addressWait = await reserve(tx, addressBucket(address), addressPolicy, at);
    if (addressWait !== undefined) throw tooMany('from this address', addressWait);
  });
  const matches = await passwordMatches(password, account.user?.passwordHash ?? unknownUserHash(cost));
  if (matches) {
    await forgetThrottle(db, accountBucket(account.email));
    if (!known) await giveBackAttempt(db, addressBucket(address));
    await pruneThrottles(db, new Date(at.getTime() - throttleMemorySeconds * 1000));
  }
  return matches;
}

/** A completed password reset forgets the account's failures. */
export const forgetFailedPasswords = (db: Executor, email: string) => forgetThrottle(db, accountBucket(email));
