import { predefinedRoleSchema, type PredefinedRole } from '../../contract/invitation.ts';

/** The predefined roles in the words every role picker, badge and header uses. */
export const predefinedRoleWords: Record<PredefinedRole, { label: string; description: string }> = {
  ADMIN: { label: 'Admin', description: 'Full access, including users, keys and project settings' },
  USER: { label: 'User', description: 'Creates and manages campaigns, vouchers and customers' },
  VIEWER: { label: 'Viewer', description: 'Reads everything, changes nothing' },
  MERCHANT: { label: 'Merchant', description: 'Validates and redeems vouchers at the till' },
  USER_RESTRICTED: { label: 'Restricted user', description: 'A user limited to assigned areas and stores' },
};

/**
 * A role's name as people read it. The service names a predefined role by its code (`USER_RESTRICTED`) and a custom
 * role by the name its account gave it, which is shown as is.
 */
export function roleWords(roleName: string): string {
  const predefined = predefinedRoleSchema.safeParse(roleName);
  return predefined.success ? predefinedRoleWords[predefined.data].label : roleName;
}
