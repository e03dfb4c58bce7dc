/*
 * Every way in without a sign-in (setup, an accepted invitation, a password reset, the demo owner) opens its session
 * in the operation's own write: the returned session is live, and when the session cannot be written nothing of
 * the change is left behind either.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../secrets/secrets.ts';
import type { Database, Db } from '../../store/db.ts';
import { auditEntries } from '../../store/schema/people.ts';
import { findLiveSession, findUserByEmail } from '../../store/repositories/people.ts';
import { openSeededTestDatabase, openTestDatabase, testKeys } from '../../testing/harness.ts';
import type { Acting } from '../acting.ts';
import { invite } from '../management/invite.ts';
import { acceptWithPassword, describeInvitation } from './invitations.ts';
import { setUpFirstAccount } from './owner.ts';
import { completePasswordReset, requestPasswordReset } from './password.ts';
import type { OpenedSession } from './session.ts';
import { signIn, signInDemoOwner } from './sign-in.ts';

const acting = (): Acting => ({
  actor: { kind: 'anonymous' },
  requestId: 'req_signed_in_writes',
  address: '203.0.113.7',
  at: new Date(),
});

/** Makes every session insert fail, as a lost connection or a full disk would, until the returned undo. */
async function refuseSessions(db: Db) {
  await db.execute(
    sql.raw(
      `CREATE FUNCTION refuse_session() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no session'; END $$`,
    ),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER refuse_session BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_session()`),
  );
  return async () => {
    await db.execute(sql.raw('DROP TRIGGER refuse_session ON sessions'));
    await db.execute(sql.raw('DROP FUNCTION refuse_session()'));
  };
}

async function expectLive(db: Db, session: OpenedSession, userId: string) {
  const live = await findLiveSession(db, hashSecret(session.secret), new Date());
  expect(live?.user.id).toBe(userId);
}

const auditsOf = async (db: Db, requestId: string) =>
  (await db.select().from(auditEntries).where(eq(auditEntries.requestId, requestId))).map((row) => row.action);

describe('signed in with the change', () => {
  let seeded: Database;
  beforeAll(async () => {
    seeded = await openSeededTestDatabase();
  });
  afterAll(() => seeded.close());

  it('sets up the first account and its session together, or neither', async () => {
    const empty = await openTestDatabase();
    try {
      const { db } = empty;
      const owner = { email: 'first@example.com', name: 'First Owner', password: 'a first owner password' };
      const allow = await refuseSessions(db);
      await expect(setUpFirstAccount(db, true, owner, acting(), 'low')).rejects.toThrow();
      await allow();
      expect(await findUserByEmail(db, owner.email)).toBeUndefined();
      expect(await auditsOf(db, 'req_signed_in_writes')).toEqual([]);
      const { user, session } = await setUpFirstAccount(db, true, owner, acting(), 'low');
      await expectLive(db, session, user.id);
    } finally {
      await empty.close();
    }
  });

  it('accepts an invitation and opens its session together, or leaves the link unused', async () => {
    const { db } = seeded;
    const manager: Acting = { ...acting(), actor: { kind: 'management', keyId: 'key_test' } };
    const email = 'joiner@example.com';
    const request = { email, first_name: 'Jo', last_name: 'Iner', projects: { [testKeys.project_id]: 'USER' } };
    const { token } = await invite(db, request, manager);
    const failing = { ...acting(), requestId: 'req_accept_failing' };
    const allow = await refuseSessions(db);
    await expect(acceptWithPassword(db, { token, password: 'a joiner password' }, failing, 'low')).rejects.toThrow();
    await allow();
    expect(await findUserByEmail(db, email)).toBeUndefined();
    expect(await auditsOf(db, failing.requestId)).toEqual([]);
    expect((await describeInvitation(db, token, new Date())).email).toBe(email);
    const { user, session } = await acceptWithPassword(db, { token, password: 'a joiner password' }, acting(), 'low');
    expect(user.email).toBe(email);
    await expectLive(db, session, user.id);
  });

  it('resets a password and opens its session together, or leaves the password and the link as they were', async () => {
    const { db } = seeded;
    const email = 'user@example.com';
    const before = (await findUserByEmail(db, email))!;
    const { token } = (await requestPasswordReset(db, email, acting()))!;
    const failing = { ...acting(), requestId: 'req_reset_failing' };
    const allow = await refuseSessions(db);
    await expect(completePasswordReset(db, { token, password: 'a reset password' }, failing, 'low')).rejects.toThrow();
    await allow();
    expect((await findUserByEmail(db, email))!.passwordHash).toBe(before.passwordHash);
    expect(await auditsOf(db, failing.requestId)).toEqual([]);
    const { user, session } = await completePasswordReset(db, { token, password: 'a reset password' }, acting(), 'low');
    await expectLive(db, session, before.id);
    const again = await signIn(db, { email, password: 'a reset password' }, acting(), 'low');
    expect(again.user.id).toBe(user.id);
  });

  it('signs the demo owner in with a live session', async () => {
    const { db } = seeded;
    const { user, session } = await signInDemoOwner(db, 'owner@example.com', acting());
    await expectLive(db, session, user.id);
  });
});
