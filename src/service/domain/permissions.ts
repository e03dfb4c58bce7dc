import { rolePermissions, type Permission } from '../../contract/access.ts';
import { predefinedRoleSchema } from '../../contract/invitation.ts';

/** What a role grants: a predefined role's row of the matrix, or a custom role's stored set. */
export function permissionsOf(role: string, customPermissions: readonly Permission[] | null): Permission[] {
  const predefined = predefinedRoleSchema.safeParse(role);
  return [...(predefined.success ? rolePermissions[predefined.data] : (customPermissions ?? []))];
}

/** No escalation: a role may be granted only by someone who holds every permission it carries. */
export const canGrant = (granter: readonly Permission[], granted: readonly Permission[]) =>
  granted.every((p) => granter.includes(p));
