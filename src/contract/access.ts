import { z } from 'zod';
import type { PredefinedRole } from './invitation.ts';
import { personNameSchema, timestampSchema } from './common.ts';

/*
 * Who may do what, for people signed in to the dashboard. One matrix drives the service's checks on cookie
 * sessions, the dashboard's navigation, its route guards and its disabled controls. API keys and OAuth tokens are
 * not people: their scopes decide for them.
 */

export const permissions = [
  'campaigns:read',
  'campaigns:write',
  'promotions:toggle',
  'redemptions:redeem',
  'loyalty:points',
  'events:send',
  'exports:create',
  'webhooks:read',
  'webhooks:manage',
  'team:manage',
  'api-keys:manage',
  'audit:read',
] as const;
export const permissionSchema = z.enum(permissions);
export type Permission = z.infer<typeof permissionSchema>;

/** What each permission lets a person do, in the words the 403 page and the role pickers use. */
export const permissionWords: Record<Permission, string> = {
  'campaigns:read': 'see campaigns, templates, promotions, vouchers, customers and qualifications',
  'campaigns:write': 'create campaigns from templates and switch campaigns on and off',
  'promotions:toggle': 'switch promotion tiers on and off',
  'redemptions:redeem': 'validate, redeem and roll back at the redemption desk',
  'loyalty:points': 'add, subtract and transfer loyalty points',
  'events:send': 'send custom events',
  'exports:create': 'schedule exports',
  'webhooks:read': 'see webhook configurations',
  'webhooks:manage': 'change webhook configurations',
  'team:manage': 'invite people, change their roles and remove them',
  'api-keys:manage': 'issue, rotate and revoke API keys and tokens',
  'audit:read': 'read the audit log',
};

const reader: Permission[] = ['campaigns:read', 'webhooks:read'];

/**
 * The predefined roles. ADMIN holds everything; USER runs programs but manages neither people nor keys; VIEWER
 * only reads; MERCHANT reads and redeems at a till; USER_RESTRICTED operates existing programs (tiers, events,
 * exports) without creating campaigns.
 */
export const rolePermissions: Record<PredefinedRole, readonly Permission[]> = {
  ADMIN: permissions,
  USER: [
    ...reader,
    'campaigns:write',
    'promotions:toggle',
    'redemptions:redeem',
    'loyalty:points',
    'events:send',
    'exports:create',
    'audit:read',
  ],
  VIEWER: reader,
  MERCHANT: [...reader, 'redemptions:redeem'],
  USER_RESTRICTED: [...reader, 'promotions:toggle', 'events:send', 'exports:create'],
};

/** A role as the role pickers list it: predefined ones by name, custom ones by id, each with its permissions. */
export const accessRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  predefined: z.boolean(),
  permissions: z.array(permissionSchema),
});
export type AccessRole = z.infer<typeof accessRoleSchema>;
export const accessRoleListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(accessRoleSchema),
  total: z.number().int(),
});

export const passwordSchema = z.string().min(10, 'Use at least 10 characters').max(200, 'Use at most 200 characters');

export const signInRequestSchema = z.object({
  email: z.email().max(320),
  password: z.string().min(1).max(200),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** A project the signed-in person belongs to, with the role and what it allows there. */
export const membershipSchema = z.object({
  project: z.object({ id: z.string(), name: z.string() }),
  role: z.string(),
  role_name: z.string(),
  permissions: z.array(permissionSchema),
});
export type Membership = z.infer<typeof membershipSchema>;

/** GET /promodesk/session: who is signed in, where, and the token to send with every change. */
export const accountSessionSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  memberships: z.array(membershipSchema),
  csrf_token: z.string(),
  expires_at: timestampSchema,
  /** While an admin views the console as a role: that project's membership shows the role's permissions. */
  viewing_as: z.object({ project_id: z.string(), role: z.string(), role_name: z.string() }).optional(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const profileUpdateSchema = z
  .object({
    name: personNameSchema.min(1).optional(),
    current_password: z.string().max(200).optional(),
    new_password: passwordSchema.optional(),
  })
  .refine((p) => p.new_password === undefined || p.current_password !== undefined, {
    message: 'Send the current password to set a new one',
    path: ['current_password'],
  });

export const invitationStatusSchema = z.enum(['PENDING', 'ACCEPTED', 'EXPIRED', 'REVOKED']);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/** What the accept page shows before the person sets a password. */
export const invitationDetailsSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  projects: z.array(z.object({ id: z.string(), name: z.string(), role: z.string(), role_name: z.string() })),
  invited_by: z.string(),
  expires_at: timestampSchema,
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export const invitationAcceptSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});

/** A project's team as the Team page shows it: members, then invitations nobody has accepted yet. */
export const teamSchema = z.object({
  members: z.array(
    z.object({ user_id: z.string(), email: z.string(), name: z.string(), role: z.string(), role_name: z.string() }),
  ),
  invitations: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      role: z.string(),
      role_name: z.string(),
      status: invitationStatusSchema,
      expires_at: timestampSchema.nullable(),
    }),
  ),
});
export type Team = z.infer<typeof teamSchema>;

export const roleChangeSchema = z.object({ role: z.string().min(1).max(100) });

/** A fresh accept link, for the admin to copy (the service keeps only its hash). */
export const acceptLinkSchema = z.object({ accept_url: z.url(), expires_at: timestampSchema });

/** The demo account the sign-in page offers, in demo mode on loopback only. */
export const demoAccountSchema = z.object({ email: z.string() });

/** The first account, from the one-time setup link. */
export const setupRequestSchema = z.object({
  token: z.string().min(1).max(200),
  email: z.email().max(320),
  name: personNameSchema.min(1),
  password: passwordSchema,
});

export const passwordResetRequestSchema = z.object({ email: z.email().max(320) });
export const passwordResetCompleteSchema = z.object({ token: z.string().min(1).max(200), password: passwordSchema });
