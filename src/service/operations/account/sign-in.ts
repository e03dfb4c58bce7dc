/*
 * Signing in with email and password. Every attempt is audited; failures are counted from the audit log, so the
 * throttle holds across service instances: five failures for one email, or twenty from one address, within
 * fifteen minutes refuse further attempts until the window moves on.
 */
import type { SignInRequest } from '../../../contract/access.ts';
import { passwordMatches, unknownUserHash } from '../../auth/passwords.ts';
import type { Executor } from '../../store/db.ts';
import { failedSignInsSince, recordAudit } from '../../store/repositories/audit.ts';
import { findUserByEmail, type UserRow } from '../../store/repositories/people.ts';
import { ApiFailure, notFound } from '../failures.ts';

const windowMinutes = 15;
const perAccount = 5;
const perAddress = 20;

export interface AttemptContext {
  address: string;
  requestId: string;
  at: Date;
}

const tooMany = (whose: string) =>
  new ApiFailure({
    status: 429,
    key: 'too_many_sign_in_attempts',
    message: 'Too many sign-in attempts',
    details: `Too many failed sign-ins ${whose} in the last ${windowMinutes} minutes: wait a few minutes, or reset the password`,
  });

export async function signIn(db: Executor, request: SignInRequest, attempt: AttemptContext): Promise<UserRow> {
  const email = request.email.toLowerCase();
  const since = new Date(attempt.at.getTime() - windowMinutes * 60_000);
  if ((await failedSignInsSince(db, { address: attempt.address }, since)) >= perAddress) throw tooMany('from here');
  if ((await failedSignInsSince(db, { email }, since)) >= perAccount) throw tooMany('for this account');

  const user = await findUserByEmail(db, email);
  // An unknown email costs the same hashing as a wrong password, so timing tells nothing.
  const matches = await passwordMatches(request.password, user?.passwordHash ?? unknownUserHash);
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
    throw new ApiFailure({
      status: 401,
      key: 'invalid_credentials',
      message: 'Unauthorized',
      details: 'The email or the password is not right',
    });
  }
  await recordAudit(db, {
    ...audit,
    actor: `user:${user.id}`,
    action: 'sign_in.succeeded',
    resourceType: 'user',
    resourceId: user.id,
    summary: `${user.email} signed in`,
  });
  return user;
}

/** The demo owner, who signs in without a password where the demo account is offered. */
export async function demoOwner(db: Executor, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('demo_account', 'demo');
  return user;
}
