import type { PredefinedRole } from '../../../contract/invitation.ts';
import { customRole } from './invitation-form-schema.ts';

export const roleDescriptions: Record<PredefinedRole | typeof customRole, { label: string; description: string }> = {
  ADMIN: { label: 'Admin', description: 'Full access, including users, keys and project settings' },
  USER: { label: 'User', description: 'Creates and manages campaigns, vouchers and customers' },
  VIEWER: { label: 'Viewer', description: 'Reads everything, changes nothing' },
  MERCHANT: { label: 'Merchant', description: 'Validates and redeems vouchers at the till' },
  USER_RESTRICTED: { label: 'Restricted user', description: 'A user limited to assigned areas and stores' },
  [customRole]: { label: 'Custom role', description: "One of the account's custom roles, by its role_… id" },
};

export const roleOptions = [
  { value: '', label: 'Pick a role' },
  ...Object.entries(roleDescriptions).map(([value, { label, description }]) => ({
    value,
    label: `${label}: ${description}`,
  })),
];
