import type { Permission } from '../../../contract/access.ts';
import { predefinedRoleSchema } from '../../../contract/invitation.ts';
import { permissionsOf } from '../../domain/permissions.ts';
import type { Executor } from '../../store/db.ts';
import { findCustomRole } from '../../store/repositories/management.ts';
import { DomainFailure, notFound } from '../failures.ts';

/**
 * "View as role": a person who manages the team sees the console as another role would, read-only. The dashboard
 * names the role in this header on every request; nothing is stored, so closing the tab ends it.
 */
export const viewAsHeader = 'x-promodesk-view-as';

export type ViewedRole = { id: string; name: string; permissions: Permission[] };

/** The role a header names, predefined by name or custom by id; only someone with team:manage may view as one. */
export async function viewedRole(db: Executor, roleId: string, realPermissions: readonly Permission[]) {
  if (!realPermissions.includes('team:manage'))
    throw new DomainFailure({
      kind: 'forbidden',
      key: 'forbidden',
      message: 'Forbidden',
      details: 'Viewing the console as another role needs team:manage; stop viewing as a role',
    });
  if (predefinedRoleSchema.safeParse(roleId).success)
    return { id: roleId, name: roleId, permissions: permissionsOf(roleId, null) };
  const custom = await findCustomRole(db, roleId);
  if (!custom) throw notFound('role', roleId);
  return { id: custom.id, name: custom.name, permissions: permissionsOf(custom.id, custom.permissions) };
}

/** Every change is refused while viewing as a role, whatever that role could do: the admin is only looking. */
export const viewingIsReadOnly = (role: ViewedRole) =>
  new DomainFailure({
    kind: 'forbidden',
    key: 'view_as_read_only',
    message: 'Forbidden',
    details: `Viewing as ${role.name} is read-only: stop viewing as a role to make changes`,
  });
