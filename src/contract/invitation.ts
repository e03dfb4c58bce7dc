import { z } from 'zod';
import { personNameSchema } from './common.ts';

export const predefinedRoles = ['ADMIN', 'USER', 'VIEWER', 'MERCHANT', 'USER_RESTRICTED'] as const;
export const predefinedRoleSchema = z.enum(predefinedRoles);
export type PredefinedRole = z.infer<typeof predefinedRoleSchema>;

/** A role is predefined or a custom role id; whether a custom id exists is the service's call (`used_incorrect_role`). */
export const roleSchema = z.string().min(1);

export const invitationRequestSchema = z
  .object({
    email: z.email(),
    first_name: personNameSchema.min(1),
    last_name: personNameSchema.min(1),
    projects: z
      .record(z.string().min(1), roleSchema)
      .refine((p) => Object.keys(p).length > 0, 'At least one project is required'),
  })
  .meta({ id: 'ManagementProjectsUsersInviteCreateRequestBody' });
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;
