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
import { asPerson, auditChange, type Acting } from '../acting.ts';
import { DomainFailure, invalidField } from '../failures.ts';
import { reserve } from './attempts.ts';
import { checkPassword, forgetFailedPasswords } from './password-check.ts';
import { openSession } from './session.ts';
import type { SignedIn } from './sign-in.ts';

const resetLifetimeMinutes = 60;
/** Three reset mails per person, then none until an hour after the last (the answer stays the same). */
const resetMailPolicy: ThrottlePolicy = {
  free: 3,
  firstWaitSeconds: 3600,
  maxWaitSeconds: 3600,
  forgetAfterSeconds: 3600,
};

/**
 * A reset link's secret for the email's person, or undefined when there is no such person or their mail budget is
 * spent. The budget is reserved in the transaction that stores the link, so concurrent requests cannot all send.
 */
export async function requestPasswordReset(db: Db, email: string, acting: Acting) {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const token = randomText(43);
  const sent = await db.transaction(async (tx) => {
    if ((await reserve(tx, `reset-mail:${user.id}`, resetMailPolicy, acting.at)) !== undefined) return false;
    await insertPasswordReset(tx, {
      tokenHash: hashSecret(token),
      userId: user.id,
      expiresAt: new Date(acting.at.getTime() + resetLifetimeMinutes * 60_000),
      createdAt: acting.at,
    });
    await auditChange(tx, undefined, acting, {
      action: 'password_reset.requested',
      resourceType: 'user',
      resourceId: user.id,
      summary: `Password reset link sent to ${user.email}`,
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

/**
 * Sets a new password with a reset link's secret (once, within the hour), ends every session of the person and
 * signs them in with a new one: all one write.
 */
export async function completePasswordReset(
  db: Db,
  input: { token: string; password: string },
  acting: Acting,
  cost: PasswordCost,
): Promise<SignedIn> {
  const tokenHash = hashSecret(input.token);
  // A link that is not live costs no hashing; the consuming update below still decides between concurrent uses.
  if (!(await findLivePasswordReset(db, tokenHash, acting.at))) throw resetLinkInvalid();
  const passwordHash = await hashPassword(input.password, cost);
  return db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, tokenHash, acting.at);
    if (!reset) throw resetLinkInvalid();
    await updateUser(tx, reset.userId, { passwordHash }, acting.at);
    await revokeSessionsOf(tx, reset.userId, acting.at);
    await audit(tx, reset.userId, 'password_reset.completed', 'Password set with a reset link', acting);
    const user = (await findUser(tx, reset.userId))!;
    await forgetFailedPasswords(tx, user.email);
    return { user, session: await openSession(tx, user.id, acting) };
  });
}

/** A change the person made to their own account. */
const audit = (tx: Executor, userId: string, action: AuditAction, summary: string, acting: Acting) =>
  auditChange(tx, undefined, asPerson(acting, userId), { action, resourceType: 'user', resourceId: userId, summary });

/**
 * The signed-in person's own name and password; a new password needs the current one and ends every other
 * session (the one making the change stays).
 */
export async function updateProfile(
  db: Db,
  user: UserRow,
  change: { name?: string | undefined; current_password?: string | undefined; new_password?: string | undefined },
  acting: Acting,
  context: { cost: PasswordCost; keepSessionHash: string },
) {
  let passwordHash: string | undefined;
  if (change.new_password !== undefined) {
    const check = { ...acting, cost: context.cost };
    if (!(await checkPassword(db, { email: user.email, user }, change.current_password ?? '', check)))
      throw invalidField('current_password', 'this is not your current password');
    passwordHash = await hashPassword(change.new_password, context.cost);
  }
  return db.transaction(async (tx) => {
    await updateUser(
      tx,
      user.id,
      { ...(change.name && { name: change.name }), ...(passwordHash && { passwordHash }) },
      acting.at,
    );
    if (passwordHash) {
      await revokeSessionsOf(tx, user.id, acting.at, context.keepSessionHash);
      await audit(tx, user.id, 'password.changed', 'Password changed; other sessions ended', acting);
    }
    if (change.name) await audit(tx, user.id, 'profile.renamed', `Name changed to ${change.name}`, acting);
    return (await findUser(tx, user.id))!;
  });
}
