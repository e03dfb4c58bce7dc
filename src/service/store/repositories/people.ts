import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { customRoles, projects } from '../schema/access.ts';
import { memberships, passwordResets, sessions, users } from '../schema/people.ts';

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUser(db: Executor, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts a person; undefined when the email is taken (the unique email decides races). */
export async function insertUser(db: Executor, user: typeof users.$inferInsert) {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  change: Partial<Pick<UserRow, 'name' | 'passwordHash'>>,
  at: Date,
) {
  await db
    .update(users)
    .set({ ...change, updatedAt: at })
    .where(eq(users.id, id));
}

export async function countUsers(db: Executor) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** A person's projects with the role held in each and, for a custom role, its name and permissions. */
export async function membershipsOf(db: Executor, userId: string) {
  return db
    .select({
      projectId: projects.id,
      projectName: projects.name,
      role: memberships.role,
      customRoleName: customRoles.name,
      customRolePermissions: customRoles.permissions,
    })
    .from(memberships)
    .innerJoin(projects, eq(projects.id, memberships.projectId))
    .leftJoin(customRoles, eq(customRoles.id, memberships.role))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(projects.name), asc(projects.id));
}

/** Sets the person's role in each project, adding the membership where there is none. */
export async function upsertMemberships(db: Executor, userId: string, roles: Record<string, string>, at: Date) {
  const rows = Object.entries(roles).map(([projectId, role]) => ({ userId, projectId, role, createdAt: at }));
  if (!rows.length) return;
  await db
    .insert(memberships)
    .values(rows)
    .onConflictDoUpdate({ target: [memberships.userId, memberships.projectId], set: { role: sql`excluded.role` } });
}

export async function insertSession(db: Executor, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

/** Whether the person started a session from `address` since `since`. */
export async function startedSessionFrom(db: Executor, userId: string, address: string, since: Date) {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.address, address), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** The session a cookie names with its person, when neither revoked nor past its absolute end. */
export async function findLiveSession(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)));
  return row;
}

export async function touchSession(db: Executor, tokenHash: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(db: Executor, tokenHash: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every session of a person (sign out everywhere, password change or reset), but `keep` when given. */
export async function revokeSessionsOf(db: Executor, userId: string, at: Date, keep?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.tokenHash, keep) : undefined),
    );
}

export async function insertPasswordReset(db: Executor, reset: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(reset);
}

const liveReset = (tokenHash: string, at: Date) =>
  and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at));

/** The person a reset link's secret is for, while the link is unused and within its hour. */
export async function findLivePasswordReset(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db.select({ userId: passwordResets.userId }).from(passwordResets).where(liveReset(tokenHash, at));
  return row;
}

/** Marks a live reset token used and returns its person; undefined when unknown, used or expired (single use). */
export async function consumePasswordReset(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(liveReset(tokenHash, at))
    .returning({ userId: passwordResets.userId });
  return row;
}

/** A project's members with their role and, for a custom role, its name. */
export async function membersOf(db: Executor, projectId: string) {
  return db
    .select({ user: users, role: memberships.role, customRoleName: customRoles.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(customRoles, eq(customRoles.id, memberships.role))
    .where(eq(memberships.projectId, projectId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Adds a membership; false when the person already is a member of the project. */
export async function insertMembership(db: Executor, row: typeof memberships.$inferInsert) {
  const rows = await db.insert(memberships).values(row).onConflictDoNothing().returning({ userId: memberships.userId });
  return rows.length > 0;
}

/** Changes a member's role; false when the person is not a member of the project. */
export async function updateMembershipRole(db: Executor, userId: string, projectId: string, role: string) {
  const rows = await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.userId, userId), eq(memberships.projectId, projectId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

export async function deleteMembership(db: Executor, userId: string, projectId: string) {
  const rows = await db
    .delete(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.projectId, projectId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
}

/** How many members hold ADMIN in the project, read under row locks so two demotions cannot both pass. */
export async function lockAdmins(db: Executor, projectId: string) {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.projectId, projectId), eq(memberships.role, 'ADMIN')))
    .for('update');
  return rows.map((r) => r.userId);
}
