import { rolePermissions, type AccessRole } from '../../../contract/access.ts';
import { predefinedRoles } from '../../../contract/invitation.ts';
import type { Executor } from '../../store/db.ts';
import { listCustomRoles } from '../../store/repositories/management.ts';
import { readProject } from './projects.ts';

/** The roles a project's members can hold: the predefined ones, then the account's custom roles by name. */
export async function readRoles(db: Executor, projectId: string): Promise<AccessRole[]> {
  await readProject(db, projectId);
  const custom = await listCustomRoles(db);
  return [
    ...predefinedRoles.map((role) => ({
      id: role,
      name: role,
      predefined: true,
      permissions: [...rolePermissions[role]],
    })),
    ...custom.map((role) => ({ id: role.id, name: role.name, predefined: false, permissions: role.permissions })),
  ];
}
