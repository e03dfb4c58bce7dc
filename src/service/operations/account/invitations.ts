/*
 * Accepting an invitation: the accept page shows the projects, roles and inviter, then the person sets a password
 * and is signed in. The link works once, for seven days, and not after a revocation. Someone who already has an
 * account accepts with their existing password and gains the new memberships.
 */
import type { InvitationDetails } from '../../../contract/access.ts';
import { hashPassword, type PasswordCost } from '../../secrets/passwords.ts';
import { hashSecret } from '../../secrets/secrets.ts';
import { invitationStatus } from '../../domain/invitation-status.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { acceptInvitation, findInvitationByToken, type InvitationRow } from '../../store/repositories/invitations.ts';
import { listCustomRoles } from '../../store/repositories/management.ts';
import { findUser, findUserByEmail, insertUser, upsertMemberships } from '../../store/repositories/people.ts';
import { listProjects } from '../../store/repositories/projects.ts';
import { asPerson, auditChange, type Acting } from '../acting.ts';
import { DomainFailure } from '../failures.ts';
import { checkPassword } from './password-check.ts';
import { openSession } from './session.ts';
import type { SignedIn } from './sign-in.ts';
import { iso } from '../present-common.ts';

const gone = (key: string, details: string) =>
  new DomainFailure({ kind: 'gone', key, message: 'Invitation no longer valid', details });

/** The invitation a link's secret names, refused with the reason when it can no longer be accepted. */
async function liveInvitation(db: Executor, token: string, at: Date): Promise<InvitationRow> {
  const row = await findInvitationByToken(db, hashSecret(token));
  if (!row)
    throw new DomainFailure({
      kind: 'not_found',
      key: 'not_found',
      message: 'Resource not found',
      details: 'This invitation link is not valid: ask for a new one',
      resource_type: 'invitation',
    });
  const status = invitationStatus(row, at);
  if (status === 'ACCEPTED') throw gone('invitation_accepted', 'This invitation was already accepted: sign in instead');
  if (status === 'REVOKED')
    throw gone('invitation_revoked', 'This invitation was revoked: ask the person who invited you');
  if (status === 'EXPIRED')
    throw gone('invitation_expired', 'This invitation has expired: ask for it to be sent again');
  return row;
}

async function inviterName(db: Executor, invitedBy: string | null) {
  const userId = invitedBy?.startsWith('user:') ? invitedBy.slice('user:'.length) : undefined;
  const user = userId ? await findUser(db, userId) : undefined;
  return user ? `${user.name} (${user.email})` : 'an account administrator';
}

export async function describeInvitation(db: Executor, token: string, at: Date): Promise<InvitationDetails> {
  const row = await liveInvitation(db, token, at);
  const projects = new Map((await listProjects(db)).map((p) => [p.id, p.name]));
  const roles = new Map((await listCustomRoles(db)).map((r) => [r.id, r.name]));
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    projects: Object.entries(row.projects).map(([id, role]) => ({
      id,
      name: projects.get(id) ?? id,
      role,
      role_name: roles.get(role) ?? role,
    })),
    invited_by: await inviterName(db, row.invitedBy),
    expires_at: iso(row.expiresAt!),
  };
}

/**
 * Accepts the invitation with a password and signs the person in: the account, its memberships, the audit entries
 * and the session are one write.
 */
export async function acceptWithPassword(
  db: Db,
  input: { token: string; password: string },
  acting: Acting,
  cost: PasswordCost,
): Promise<SignedIn> {
  const { at } = acting;
  const invitation = await liveInvitation(db, input.token, at);
  const existing = await findUserByEmail(db, invitation.email);
  const check = { ...acting, cost };
  if (existing && !(await checkPassword(db, { email: existing.email, user: existing }, input.password, check))) {
    throw new DomainFailure({
      kind: 'unauthorized',
      key: 'invalid_credentials',
      message: 'Unauthorized',
      details: `${invitation.email} already has an account: enter its password to accept`,
    });
  }
  const passwordHash = existing ? undefined : await hashPassword(input.password, cost);
  return db.transaction(async (tx) => {
    // Conditional: of two concurrent accepts, one wins and the other finds the invitation used.
    if (!(await acceptInvitation(tx, invitation.id, at)))
      throw gone('invitation_accepted', 'This invitation was already accepted: sign in instead');
    const user =
      existing ??
      (await insertUser(tx, {
        id: newId('usr_'),
        email: invitation.email,
        name: `${invitation.firstName} ${invitation.lastName}`,
        passwordHash: passwordHash!,
        createdAt: at,
      }))!;
    await upsertMemberships(tx, user.id, invitation.projects, at);
    for (const [projectId, role] of Object.entries(invitation.projects)) {
      await auditChange(tx, projectId, asPerson(acting, user.id), {
        action: 'invitation.accepted',
        resourceType: 'invitation',
        resourceId: invitation.id,
        summary: `${user.email} joined as ${role}`,
      });
    }
    return { user, session: await openSession(tx, user.id, acting) };
  });
}
