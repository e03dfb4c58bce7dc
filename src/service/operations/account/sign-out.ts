import type { Db } from '../../store/db.ts';
import { recordAudit } from '../../store/repositories/audit.ts';
import { revokeSession, revokeSessionsOf, type UserRow } from '../../store/repositories/people.ts';
import type { AttemptContext } from './sign-in.ts';

/** Ends this session, or with `everywhere` every session of the person, and audits it. */
export function signOut(
  db: Db,
  input: { user: UserRow; sessionHash: string; everywhere: boolean },
  request: AttemptContext,
) {
  const { user, everywhere } = input;
  return db.transaction(async (tx) => {
    await (everywhere ? revokeSessionsOf(tx, user.id, request.at) : revokeSession(tx, input.sessionHash, request.at));
    await recordAudit(tx, {
      actor: `user:${user.id}`,
      action: everywhere ? 'sign_out.everywhere' : 'sign_out',
      resourceType: 'user',
      resourceId: user.id,
      requestId: request.requestId,
      address: request.address,
      summary: everywhere ? `${user.email} signed out of every session` : `${user.email} signed out`,
      createdAt: request.at,
    });
  });
}
