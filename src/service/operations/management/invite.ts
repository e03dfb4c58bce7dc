import { predefinedRoleSchema, type InvitationRequest } from '../../../contract/invitation.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { existingCustomRoleIds, existingProjectIds, insertInvitation } from '../../store/repositories/management.ts';
import { ApiFailure, duplicate, notFound } from '../failures.ts';

/** Stores an invitation to the named projects; every project and custom role must exist, and an email is invited once. */
export async function invite(db: Executor, request: InvitationRequest, at: Date) {
  const projectIds = Object.keys(request.projects);
  const customIds = Object.values(request.projects).filter((role) => !predefinedRoleSchema.safeParse(role).success);
  const projects = await existingProjectIds(db, projectIds);
  const roles = await existingCustomRoleIds(db, customIds);
  const badRole = customIds.find((role) => !roles.has(role));
  if (badRole !== undefined) {
    throw new ApiFailure({
      status: 400,
      key: 'used_incorrect_role',
      message: 'Used incorrect role',
      details: `The role '${badRole}' is incorrect`,
      resource_id: badRole,
      resource_type: 'role',
    });
  }
  const missingProject = projectIds.find((id) => !projects.has(id));
  if (missingProject) throw notFound('project', missingProject);
  const email = request.email.toLowerCase();
  const stored = await insertInvitation(db, {
    id: newId('inv_'),
    email,
    firstName: request.first_name,
    lastName: request.last_name,
    projects: request.projects,
    createdAt: at,
  });
  if (!stored) throw duplicate('user', email, `The user ${email} was already invited`);
}
