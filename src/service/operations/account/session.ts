import type { AccountSession, Membership } from '../../../contract/access.ts';
import { permissionsOf } from '../../domain/permissions.ts';
import { randomText } from '../../ids.ts';
import { hashSecret } from '../../secrets/secrets.ts';
import type { Executor } from '../../store/db.ts';
import { insertSession, membershipsOf, type UserRow } from '../../store/repositories/people.ts';
import { iso } from '../present-common.ts';
import { viewedRole } from './view-as.ts';

/** A session ends after two idle hours or twelve hours in all. */
export const sessionIdleSeconds = 2 * 3600;
export const sessionAbsoluteSeconds = 12 * 3600;

/**
 * Opens a session for the person with the caller's executor, so it commits with the sign-in that grants it. The
 * secret goes to the cookie and only its hash is kept, so a stolen table opens nothing.
 */
export async function openSession(db: Executor, userId: string, request: { address: string; at: Date }) {
  const secret = randomText(43);
  const csrfToken = randomText(32);
  const expiresAt = new Date(request.at.getTime() + sessionAbsoluteSeconds * 1000);
  await insertSession(db, {
    tokenHash: hashSecret(secret),
    userId,
    csrfToken,
    createdAt: request.at,
    lastSeenAt: request.at,
    expiresAt,
    address: request.address,
  });
  return { secret, csrfToken, expiresAt };
}

export type OpenedSession = Awaited<ReturnType<typeof openSession>>;

/** Who is signed in, the projects they belong to with what each role allows, and the session's CSRF token. */
export async function describeSession(
  db: Executor,
  user: UserRow,
  session: { csrfToken: string; expiresAt: Date },
  viewAs?: { projectId: string; roleId: string },
): Promise<AccountSession> {
  const memberships = (await membershipsOf(db, user.id)).map((m) => ({
    project: { id: m.projectId, name: m.projectName },
    role: m.role,
    role_name: m.customRoleName ?? m.role,
    permissions: permissionsOf(m.role, m.customRolePermissions),
  }));
  const viewed = viewAs && (await viewedMembership(db, memberships, viewAs));
  return {
    user: { id: user.id, email: user.email, name: user.name },
    memberships: memberships.map((m) => (viewed && m.project.id === viewAs.projectId ? viewed : m)),
    csrf_token: session.csrfToken,
    expires_at: iso(session.expiresAt),
    ...(viewed && { viewing_as: { project_id: viewed.project.id, role: viewed.role, role_name: viewed.role_name } }),
  };
}

/**
 * The project's membership as the viewed role would hold it, so navigation, guards and controls follow that role.
 * A role the person may not view as (or that is gone) is no view at all: the dashboard then stops viewing.
 */
async function viewedMembership(
  db: Executor,
  memberships: Membership[],
  viewAs: { projectId: string; roleId: string },
): Promise<Membership | undefined> {
  const own = memberships.find((m) => m.project.id === viewAs.projectId);
  if (!own) return undefined;
  const role = await viewedRole(db, viewAs.roleId, own.permissions).catch(() => undefined);
  return role && { project: own.project, role: role.id, role_name: role.name, permissions: role.permissions };
}
