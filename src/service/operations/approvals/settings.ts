import { approvalKinds, type ApprovalSettings, type ApprovalSettingsUpdate } from '../../../contract/approval.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findApprovalSettings, saveApprovalSettings } from '../../store/repositories/approvals.ts';
import { listCustomRoles } from '../../store/repositories/management.ts';
import { auditChange, type Acting } from '../acting.ts';
import { invalidField } from '../failures.ts';
import { readProject } from '../management/projects.ts';
import { predefinedRoles } from '../../../contract/invitation.ts';

/** Without saved settings every kind needs approval (once a role is named) and ADMINs approve. */
export async function effectiveApprovalSettings(db: Executor, projectId: string) {
  const saved = await findApprovalSettings(db, projectId);
  return {
    kinds: saved?.kinds ?? [...approvalKinds],
    approverRoles: saved?.approverRoles ?? ['ADMIN'],
    approverUserIds: saved?.approverUserIds ?? [],
    rolesNeedingApproval: saved?.rolesNeedingApproval ?? [],
  };
}

export async function readApprovalSettings(db: Executor, projectId: string): Promise<ApprovalSettings> {
  await readProject(db, projectId);
  const settings = await effectiveApprovalSettings(db, projectId);
  const roles = await listCustomRoles(db);
  return {
    kinds: settings.kinds,
    approver_roles: settings.approverRoles,
    approver_user_ids: settings.approverUserIds,
    custom_roles: roles.map((role) => ({
      id: role.id,
      name: role.name,
      needs_approval: settings.rolesNeedingApproval.includes(role.id),
    })),
  };
}

/**
 * Saves which kinds need approval, from which custom roles, and who approves: all of it this project's own (a custom
 * role is the account's, but needing approval in one project says nothing of another).
 */
export function changeApprovalSettings(db: Db, projectId: string, request: ApprovalSettingsUpdate, acting: Acting) {
  return db.transaction(async (tx) => {
    await readProject(tx, projectId);
    const customIds = new Set((await listCustomRoles(tx)).map((role) => role.id));
    const known = (role: string) => customIds.has(role) || (predefinedRoles as readonly string[]).includes(role);
    const unknownApprover = request.approver_roles.find((role) => !known(role));
    if (unknownApprover !== undefined) throw invalidField('approver_roles', `there is no role ${unknownApprover}`);
    const unknownFlag = request.roles_needing_approval.find((role) => !customIds.has(role));
    if (unknownFlag !== undefined)
      throw invalidField('roles_needing_approval', `there is no custom role ${unknownFlag}`);
    await saveApprovalSettings(tx, {
      projectId,
      kinds: [...new Set(request.kinds)],
      approverRoles: [...new Set(request.approver_roles)],
      approverUserIds: [...new Set(request.approver_user_ids)],
      rolesNeedingApproval: [...new Set(request.roles_needing_approval)],
      updatedAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'approval.settings_changed',
      resourceType: 'project',
      resourceId: projectId,
      summary: `Changed the approval settings: ${request.kinds.join(', ') || 'nothing'} needs approval, by ${request.approver_roles.join(', ') || 'named people only'}`,
    });
    return readApprovalSettings(tx, projectId);
  });
}
