/*
 * Signing in with email and password. Every attempt that is evaluated is audited; the attempt budgets are
 * `password-check.ts`'s, reserved before the password is hashed in a write of their own: a refused attempt must
 * still count, so the reservation cannot roll back with it. A success's audit entry and its session are one write.
 */
import type { SignInRequest } from '../../../contract/access.ts';
import type { PasswordCost } from '../../secrets/passwords.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findUserByEmail, type UserRow } from '../../store/repositories/people.ts';
import { asPerson, auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { checkPassword } from './password-check.ts';
import { openSession, type OpenedSession } from './session.ts';

export interface SignedIn {
  user: UserRow;
  session: OpenedSession;
}

export async function signIn(db: Db, request: SignInRequest, acting: Acting, cost: PasswordCost): Promise<SignedIn> {
  const email = request.email.toLowerCase();
  const user = await findUserByEmail(db, email);
  const matches = await checkPassword(db, { email, user }, request.password, { ...acting, cost });
  if (!user || !matches) {
    await auditChange(db, undefined, acting, {
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
    await auditChange(tx, undefined, asPerson(acting, user.id), {
      action: 'sign_in.succeeded',
      resourceType: 'user',
      resourceId: user.id,
      summary: `${user.email} signed in`,
    });
    return { user, session: await openSession(tx, user.id, acting) };
  });
}

/** Signs the demo owner in without a password, where the demo account is offered; the session is its one write. */
export async function signInDemoOwner(db: Executor, email: string, acting: Acting): Promise<SignedIn> {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('demo_account', 'demo');
  return { user, session: await openSession(db, user.id, acting) };
}
