import type { Db } from '../../store/db.ts';
import { revokeSession, revokeSessionsOf, type UserRow } from '../../store/repositories/people.ts';
import { asPerson, auditChange, type Acting } from '../acting.ts';

/** Ends this session, or with `everywhere` every session of the person, and audits it. */
export function signOut(db: Db, input: { user: UserRow; sessionHash: string; everywhere: boolean }, acting: Acting) {
  const { user, everywhere } = input;
  return db.transaction(async (tx) => {
    await (everywhere ? revokeSessionsOf(tx, user.id, acting.at) : revokeSession(tx, input.sessionHash, acting.at));
    await auditChange(tx, undefined, asPerson(acting, user.id), {
      action: everywhere ? 'sign_out.everywhere' : 'sign_out',
      resourceType: 'user',
      resourceId: user.id,
      summary: everywhere ? `${user.email} signed out of every session` : `${user.email} signed out`,
    });
  });
}
