/*
 * Passwords a person changes themselves: with the current one from their profile, or with a single-use reset link
 * (an hour) sent to their email. Either way every other session ends, and the change is audited.
 */
import { hashPassword, passwordMatches } from '../../auth/passwords.ts';
import { hashSecret } from '../../auth/secrets.ts';
import { randomText } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { countAuditSince, recordAudit, type AuditEntry } from '../../store/repositories/audit.ts';
import {
  consumePasswordReset,
  findUser,
  findUserByEmail,
  insertPasswordReset,
  revokeSessionsOf,
  updateUser,
  type UserRow,
} from '../../store/repositories/people.ts';
import { ApiFailure } from '../failures.ts';

const resetLifetimeMinutes = 60;
/** More requests for one email within the hour send nothing more (the answer stays the same). */
const resetsPerHour = 3;

type RequestFacts = Pick<AuditEntry, 'requestId' | 'address'> & { at: Date };

/** A reset link's secret for the email's person, or undefined when there is no such person or too many were sent. */
export async function requestPasswordReset(db: Db, email: string, facts: RequestFacts) {
  const user = await findUserByEmail(db, email);
  if (!user) return undefined;
  const hourAgo = new Date(facts.at.getTime() - 3_600_000);
  if (
    (await countAuditSince(db, { action: 'password_reset.requested', resourceId: user.id }, hourAgo)) >= resetsPerHour
  )
    return undefined;
  const token = randomText(43);
  await db.transaction(async (tx) => {
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
  });
  return { user, token };
}

/** Sets a new password with a reset link's secret (once, within the hour) and ends every session of the person. */
export async function completePasswordReset(db: Db, input: { token: string; password: string }, facts: RequestFacts) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashSecret(input.token), facts.at);
    if (!reset)
      throw new ApiFailure({
        status: 410,
        key: 'reset_link_invalid',
        message: 'Reset link no longer valid',
        details: 'This reset link was used, has expired or was never issued: ask for a new one',
      });
    await updateUser(tx, reset.userId, { passwordHash }, facts.at);
    await revokeSessionsOf(tx, reset.userId, facts.at);
    await audit(tx, reset.userId, 'password_reset.completed', 'Password set with a reset link', facts);
    return (await findUser(tx, reset.userId))!;
  });
}

const audit = (tx: Executor, userId: string, action: string, summary: string, facts: RequestFacts) =>
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
    if (!(await passwordMatches(change.current_password ?? '', user.passwordHash)))
      throw new ApiFailure({
        status: 400,
        key: 'invalid_payload',
        message: 'Invalid payload',
        details: 'current_password: this is not your current password',
      });
    passwordHash = await hashPassword(change.new_password);
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
