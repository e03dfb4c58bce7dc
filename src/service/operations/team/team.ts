/*
 * A project's team: members and the invitations not yet accepted, role changes, removals, resending (a new accept
 * secret and seven more days) and revoking. Every change is audited in its own transaction. A project always keeps
 * one ADMIN, and nobody changes or removes their own membership here (no lock-outs by a slip of the mouse).
 */
import { invitationStatus } from '../../domain/invitation-status.ts';
import type { Db, Executor } from '../../store/db.ts';
import { auditChange, type Acting } from '../acting.ts';
import {
  findInvitation,
  openInvitationsTo,
  renewInvitation,
  revokeInvitation,
} from '../../store/repositories/invitations.ts';
import { listCustomRoles } from '../../store/repositories/management.ts';
import {
  deleteMembership,
  findUser,
  findUserByEmail,
  insertMembership,
  lockAdmins,
  membersOf,
  updateMembershipRole,
} from '../../store/repositories/people.ts';
import type { ManagementUserAssign } from '../../../contract/management-user.ts';
import { DomainFailure, duplicate, notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { checkGrants, newAcceptToken } from '../management/invite.ts';
import { readProject } from '../management/projects.ts';

export async function readTeam(db: Executor, projectId: string, at: Date) {
  await readProject(db, projectId);
  const roleNames = new Map((await listCustomRoles(db)).map((r) => [r.id, r.name]));
  const members = await membersOf(db, projectId);
  const invitations = await openInvitationsTo(db, projectId);
  return {
    members: members.map((m) => ({
      user_id: m.user.id,
      email: m.user.email,
      name: m.user.name,
      role: m.role,
      role_name: m.customRoleName ?? m.role,
    })),
    invitations: invitations.map((row) => {
      const role = row.projects[projectId]!;
      return {
        id: row.id,
        email: row.email,
        name: `${row.firstName} ${row.lastName}`,
        role,
        role_name: roleNames.get(role) ?? role,
        status: invitationStatus(row, at),
        expires_at: row.expiresAt ? iso(row.expiresAt) : null,
      };
    }),
  };
}

const refuse = (key: string, details: string) =>
  new DomainFailure({ kind: 'invalid', key, message: 'Not allowed', details });

function notYourself(acting: Acting, userId: string) {
  if (acting.actor.kind === 'person' && acting.actor.userId === userId)
    throw refuse('own_membership', 'You cannot change or remove your own membership: ask another ADMIN');
}

async function keepOneAdmin(tx: Executor, projectId: string, userId: string) {
  const admins = await lockAdmins(tx, projectId);
  if (admins.length === 1 && admins[0] === userId)
    throw refuse('last_admin', 'The project needs at least one ADMIN: make someone else ADMIN first');
}

/** Whom a member change is about, in the entry's own words: the log stays readable after they leave or rename. */
async function whom(tx: Executor, userId: string) {
  const user = await findUser(tx, userId);
  if (!user) return userId;
  return user.name ? `${user.name} (${user.email})` : user.email;
}

/**
 * Adds a person who already has an account (by id or email) to the project with `role`, on the same grants as an
 * invitation; a member already is a 409. People without an account are invited instead.
 */
export const addMember = (db: Db, projectId: string, request: ManagementUserAssign, acting: Acting) =>
  db.transaction((tx) => addMemberIn(tx, projectId, request, acting));

/** `addMember` in the caller's transaction (a project's creation assigns its users so). */
export async function addMemberIn(tx: Executor, projectId: string, request: ManagementUserAssign, acting: Acting) {
  await readProject(tx, projectId);
  await checkGrants(tx, acting.actor, { [projectId]: request.role });
  const user = request.id ? await findUser(tx, request.id) : await findUserByEmail(tx, request.login ?? '');
  if (!user) throw notFound('user', request.id ?? request.login ?? '');
  const added = await insertMembership(tx, { userId: user.id, projectId, role: request.role, createdAt: acting.at });
  if (!added) throw duplicate('user', user.id, `${user.email} is already a member of the project`);
  await auditChange(tx, projectId, acting, {
    action: 'member.added',
    resourceType: 'user',
    resourceId: user.id,
    summary: `Added ${await whom(tx, user.id)} as ${request.role}`,
  });
  return user.id;
}

export function changeRole(db: Db, projectId: string, userId: string, role: string, acting: Acting) {
  notYourself(acting, userId);
  return db.transaction(async (tx) => {
    await checkGrants(tx, acting.actor, { [projectId]: role });
    if (role !== 'ADMIN') await keepOneAdmin(tx, projectId, userId);
    if (!(await updateMembershipRole(tx, userId, projectId, role))) throw notFound('member', userId);
    await auditChange(tx, projectId, acting, {
      action: 'member.role_changed',
      resourceType: 'user',
      resourceId: userId,
      summary: `Role of ${await whom(tx, userId)} changed to ${role}`,
    });
  });
}

export function removeMember(db: Db, projectId: string, userId: string, acting: Acting) {
  notYourself(acting, userId);
  return db.transaction(async (tx) => {
    await keepOneAdmin(tx, projectId, userId);
    if (!(await deleteMembership(tx, userId, projectId))) throw notFound('member', userId);
    await auditChange(tx, projectId, acting, {
      action: 'member.removed',
      resourceType: 'user',
      resourceId: userId,
      summary: `Removed ${await whom(tx, userId)} from the project`,
    });
  });
}

async function projectInvitation(tx: Executor, projectId: string, invitationId: string) {
  const row = await findInvitation(tx, invitationId);
  if (!row || !(projectId in row.projects)) throw notFound('invitation', invitationId);
  return row;
}

/** A new accept secret valid seven more days (an earlier link stops working); returns the secret for the link. */
export function resendInvitation(db: Db, projectId: string, invitationId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const row = await projectInvitation(tx, projectId, invitationId);
    await checkGrants(tx, acting.actor, row.projects);
    const accept = newAcceptToken(acting.at);
    if (!(await renewInvitation(tx, invitationId, accept.tokenHash, accept.expiresAt)))
      throw refuse('invitation_accepted', 'This invitation was already accepted');
    await auditChange(tx, projectId, acting, {
      action: 'invitation.resent',
      resourceType: 'invitation',
      resourceId: invitationId,
      summary: `New accept link for ${row.email}`,
    });
    return { email: row.email, token: accept.token, expiresAt: accept.expiresAt };
  });
}

export function withdrawInvitation(db: Db, projectId: string, invitationId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const row = await projectInvitation(tx, projectId, invitationId);
    await checkGrants(tx, acting.actor, row.projects);
    if (!(await revokeInvitation(tx, invitationId, acting.at)))
      throw refuse('invitation_closed', 'This invitation was already accepted or revoked');
    await auditChange(tx, projectId, acting, {
      action: 'invitation.revoked',
      resourceType: 'invitation',
      resourceId: invitationId,
      summary: `Revoked the invitation of ${row.email}`,
    });
  });
}
