/*
 * Invitations: one per email, to one or more projects with a role each. The accept link carries a random secret
 * (stored hashed) and lasts seven days; resending rotates it. A person may invite only to projects where they
 * manage the team, and only with roles whose permissions they hold there (no escalation); the account's
 * management keys may invite anywhere.
 */
import { permissionWords } from '../../../contract/access.ts';
import { predefinedRoleSchema, type InvitationRequest } from '../../../contract/invitation.ts';
import { hashSecret } from '../../secrets/secrets.ts';
import { canGrant, permissionsOf } from '../../domain/permissions.ts';
import { newId, randomText } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { insertInvitation } from '../../store/repositories/invitations.ts';
import { existingProjectIds, listCustomRoles } from '../../store/repositories/management.ts';
import { membershipsOf } from '../../store/repositories/people.ts';
import { actorName, auditChange, type Acting, type Actor } from '../acting.ts';
import { DomainFailure, duplicate, notFound } from '../failures.ts';

export const invitationLifetimeDays = 7;

/** A fresh accept secret: the link carries it, the database keeps its hash. */
export function newAcceptToken(at: Date) {
  const token = randomText(43);
  return {
    token,
    tokenHash: hashSecret(token),
    expiresAt: new Date(at.getTime() + invitationLifetimeDays * 86_400_000),
  };
}

export const acceptUrl = (publicUrl: string, token: string) => `${publicUrl}/accept-invitation?token=${token}`;

export const invitationMail = (email: string, url: string) => ({
  to: email,
  subject: 'You are invited to Promodesk',
  text: `You are invited to work on Promodesk.\n\nAccept the invitation and choose a password here (the link works once, for ${invitationLifetimeDays} days):\n${url}`,
});

const incorrectRole = (role: string) =>
  new DomainFailure({
    kind: 'invalid',
    key: 'used_incorrect_role',
    message: 'Used incorrect role',
    details: `The role '${role}' is incorrect`,
    resource_id: role,
    resource_type: 'role',
  });

/**
 * Checks that the actor may grant `roles` (project id → role) and that every custom role exists: the management
 * keys may grant any, a person only what they hold where they manage the team, nobody else anything.
 */
export async function checkGrants(db: Executor, actor: Actor, roles: Record<string, string>) {
  const custom = new Map((await listCustomRoles(db)).map((r) => [r.id, r.permissions]));
  const badRole = Object.values(roles).find(
    (role) => !predefinedRoleSchema.safeParse(role).success && !custom.has(role),
  );
  if (badRole !== undefined) throw incorrectRole(badRole);
  if (actor.kind === 'management') return;
  if (actor.kind !== 'person')
    throw new DomainFailure({
      kind: 'forbidden',
      key: 'missing_permission',
      message: 'Forbidden',
      details: 'Only people and the management keys manage the team',
    });
  const held = new Map((await membershipsOf(db, actor.userId)).map((m) => [m.projectId, m]));
  for (const [projectId, role] of Object.entries(roles)) {
    const membership = held.get(projectId);
    const mine = membership ? permissionsOf(membership.role, membership.customRolePermissions) : [];
    if (!mine.includes('team:manage')) {
      throw new DomainFailure({
        kind: 'forbidden',
        key: 'missing_permission',
        message: 'Forbidden',
        details: `You cannot ${permissionWords['team:manage']} in the project ${projectId}`,
        resource_id: 'team:manage',
        resource_type: 'permission',
      });
    }
    const granted = permissionsOf(role, custom.get(role) ?? null);
    if (!canGrant(mine, granted)) {
      throw new DomainFailure({
        kind: 'forbidden',
        key: 'role_above_yours',
        message: 'Forbidden',
        details: `The role ${role} allows more than your own role in ${membership!.projectName}: you can grant only roles whose permissions you hold`,
        resource_id: role,
        resource_type: 'role',
      });
    }
  }
}

/** Stores the invitation and returns its accept secret; audits it in the same transaction, its own. */
export const invite = (db: Db, request: InvitationRequest, acting: Acting) =>
  db.transaction((tx) => storeInvitation(tx, request, acting));

async function storeInvitation(db: Executor, request: InvitationRequest, acting: Acting) {
  const { actor, at } = acting;
  const projectIds = Object.keys(request.projects);
  const projects = await existingProjectIds(db, projectIds);
  await checkGrants(db, actor, request.projects);
  const missingProject = projectIds.find((id) => !projects.has(id));
  if (missingProject) throw notFound('project', missingProject);
  const email = request.email.toLowerCase();
  const id = newId('inv_');
  const accept = newAcceptToken(at);
  const stored = await insertInvitation(db, {
    id,
    email,
    firstName: request.first_name,
    lastName: request.last_name,
    projects: request.projects,
    tokenHash: accept.tokenHash,
    expiresAt: accept.expiresAt,
    invitedBy: actorName(actor),
    createdAt: at,
  });
  if (!stored) throw duplicate('user', email, `The user ${email} was already invited`);
  for (const [projectId, role] of Object.entries(request.projects)) {
    await auditChange(db, projectId, acting, {
      action: 'invitation.created',
      resourceType: 'invitation',
      resourceId: id,
      summary: `Invited ${email} as ${role}`,
    });
  }
  return { id, token: accept.token, expiresAt: accept.expiresAt };
}
