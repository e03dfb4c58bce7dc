/*
 * Signing in with email and password. Every attempt that is evaluated is audited; the attempt budgets are
 * `password-check.ts`'s, reserved before the password is hashed in a write of their own: a refused attempt must
 * still count, so the reservation cannot roll back with it. A success's audit entry and its session are one write.
 */
import type { SignInRequest } from '../../../contract/access.ts';
import type { Db, Executor } from '../../store/db.ts';
import { recordAudit } from '../../store/repositories/audit.ts';
import { findUserByEmail, type UserRow } from '../../store/repositories/people.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { checkPassword, type PasswordCheckContext } from './password-check.ts';
import { openSession, type OpenedSession } from './session.ts';

export interface AttemptContext {
  address: string;
  requestId: string;
  at: Date;
}

export async function signIn(
  db: Db,
  request: SignInRequest,
  attempt: AttemptContext & PasswordCheckContext,
): Promise<{ user: UserRow; session: OpenedSession }> {
  const email = request.email.toLowerCase();
  const user = await findUserByEmail(db, email);
  const matches = await checkPassword(db, { email, user }, request.password, attempt);
  const audit = { requestId: attempt.requestId, address: attempt.address, createdAt: attempt.at };
  if (!user || !matches) {
    await recordAudit(db, {
      ...audit,
      actor: 'anonymous',
      action: 'sign_in.failed',
      resourceType: 'user',
      resourceId: email,
      summary: `Failed sign-in for ${email}`,
    });
    throw new DomainFailure({
      kind: 'unauthorized',
      key: 'invalid_credentials',
      message: 'Unauthorized',
      details: 'The email or the password is not right',
    });
  }
  return db.transaction(async (tx) => {
    await recordAudit(tx, {
      ...audit,
      actor: `user:${user.id}`,
      action: 'sign_in.succeeded',
      resourceType: 'user',
      resourceId: user.id,
      summary: `${user.email} signed in`,
    });
    return { user, session: await openSession(tx, user.id, attempt) };
  });
}

/** The demo owner, who signs in without a password where the demo account is offered. */
export async function demoOwner(db: Executor, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('demo_account', 'demo');
  return user;
}
