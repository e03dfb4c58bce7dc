import { predefinedRoleWords } from '../../lib/role-words.ts';
import { customRole } from './invitation-form-schema.ts';

export const roleDescriptions = {
  ...predefinedRoleWords,
  [customRole]: { label: 'Custom role', description: "One of the account's custom roles, by its role_… id" },
};

export const roleOptions = [
  { value: '', label: 'Pick a role' },
  ...Object.entries(roleDescriptions).map(([value, { label, description }]) => ({
    value,
    label: `${label}: ${description}`,
  })),
];
