import type { AuditAction } from '../../../contract/audit.ts';
/*
 * Passwords a person changes themselves: with the current one from their profile, or with a single-use reset link
 * (an hour) sent to their email. Either way every other session ends, and the change is audited.
 */
import { hashPassword, type PasswordCost } from '../../secrets/passwords.ts';
import { hashSecret } from '../../secrets/secrets.ts';
import type { ThrottlePolicy } from '../../domain/throttle.ts';
import { randomText } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { recordAudit } from '../../store/repositories/audit.ts';
import {
  consumePasswordReset,
  findLivePasswordReset,
  findUser,
  findUserByEmail,
  insertPasswordReset,
  revokeSessionsOf,
  updateUser,
  type UserRow,
} from '../../store/repositories/people.ts';
import { DomainFailure, invalidField } from '../failures.ts';
import { reserve } from './attempts.ts';
import { checkPassword, forgetFailedPasswords } from './password-check.ts';

const resetLifetimeMinutes = 60;
/** Three reset mails per person, then none until an hour after the last (the answer stays the same). */
const resetMailPolicy: ThrottlePolicy = {
  free: 3,
  firstWaitSeconds: 3600,
  maxWaitSeconds: 3600,
  forgetAfterSeconds: 3600,
};

type RequestFacts = { requestId: string; address: string; at: Date; cost: PasswordCost };

/**
 * A reset link's secret for the email's person, or undefined when there is no such person or their mail budget is
 * spent. The budget is reserved in the transaction that stores the link, so concurrent requests cannot all send.
 */
export async function requestPasswordReset(db: Db, email: string, facts: Omit<RequestFacts, 'cost'>) {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const token = randomText(43);
  const sent = await db.transaction(async (tx) => {
    if ((await reserve(tx, `reset-mail:${user.id}`, resetMailPolicy, facts.at)) !== undefined) return false;
    await insertPasswordReset(tx, {
      tokenHash: hashSecret(token),
      userId: user.id,
      expiresAt: new Date(facts.at.getTime() + resetLifetimeMinutes * 60_000),
      createdAt: facts.at,
    });
    await recordAudit(tx, {
      requestId: facts.requestId,
      address: facts.address,
      actor: 'anonymous',
      action: 'password_reset.requested',
      resourceType: 'user',
      resourceId: user.id,
      summary: `Password reset link sent to ${user.email}`,
      createdAt: facts.at,
    });
    return true;
  });
  return sent ? { user, token } : undefined;
}

const resetLinkInvalid = () =>
  new DomainFailure({
    kind: 'gone',
    key: 'reset_link_invalid',
    message: 'Reset link no longer valid',
    details: 'This reset link was used, has expired or was never issued: ask for a new one',
  });

/** Sets a new password with a reset link's secret (once, within the hour) and ends every session of the person. */
export async function completePasswordReset(db: Db, input: { token: string; password: string }, facts: RequestFacts) {
  const tokenHash = hashSecret(input.token);
  // A link that is not live costs no hashing; the consuming update below still decides between concurrent uses.
  if (!(await findLivePasswordReset(db, tokenHash, facts.at))) throw resetLinkInvalid();
  const passwordHash = await hashPassword(input.password, facts.cost);
  return db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, tokenHash, facts.at);
    if (!reset) throw resetLinkInvalid();
    await updateUser(tx, reset.userId, { passwordHash }, facts.at);
    await revokeSessionsOf(tx, reset.userId, facts.at);
    await audit(tx, reset.userId, 'password_reset.completed', 'Password set with a reset link', facts);
    const user = (await findUser(tx, reset.userId))!;
    await forgetFailedPasswords(tx, user.email);
    return user;
  });
}

const audit = (tx: Executor, userId: string, action: AuditAction, summary: string, facts: RequestFacts) =>
  recordAudit(tx, {
    requestId: facts.requestId,
    address: facts.address,
    actor: `user:${userId}`,
    action,
    resourceType: 'user',
    resourceId: userId,
    summary,
    createdAt: facts.at,
  });

/**
 * The signed-in person's own name and password; a new password needs the current one and ends every other
 * session (the one making the change stays).
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  change: { name?: string | undefined; current_password?: string | undefined; new_password?: string | undefined },
  context: RequestFacts & { keepSessionHash: string },
) {
  let passwordHash: string | undefined;
  if (change.new_password !== undefined) {
    if (!(await checkPassword(db, { email: user.email, user }, change.current_password ?? '', context)))
      throw invalidField('current_password', 'this is not your current password');
    passwordHash = await hashPassword(change.new_password, context.cost);
  }
  return db.transaction(async (tx) => {
    await updateUser(
      tx,
      user.id,
      { ...(change.name && { name: change.name }), ...(passwordHash && { passwordHash }) },
      context.at,
    );
    if (passwordHash) {
      await revokeSessionsOf(tx, user.id, context.at, context.keepSessionHash);
      await audit(tx, user.id, 'password.changed', 'Password changed; other sessions ended', context);
    }
    if (change.name) await audit(tx, user.id, 'profile.renamed', `Name changed to ${change.name}`, context);
    return (await findUser(tx, user.id))!;
  });
}
