import { z } from 'zod';

/** A member of a project as the management API answers one: `projects` maps each of their projects to their role. */
export const managementUserSchema = z
  .object({
    id: z.string(),
    login: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    projects: z.record(z.string(), z.string()),
    /** Promodesk has no organisation owner: always false. */
    is_owner: z.boolean(),
  })
  .meta({ id: 'ManagementUser' });
export type ManagementUser = z.infer<typeof managementUserSchema>;

export const managementUserListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(managementUserSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ManagementProjectsUsersListResponseBody' });

export const managementUserRoleRequestSchema = z
  .object({ role: z.string().min(1).max(100) })
  .meta({ id: 'ManagementProjectsUsersUpdateRoleRequestBody' });

/** POST /management/v1/projects/{projectId}/users: an existing person, by `id` or by `login` (email), and a role. */
export const managementUserAssignSchema = z
  .object({
    id: z.string().min(1).max(100).optional(),
    login: z.string().trim().min(1).max(320).optional(),
    role: z.string().min(1).max(100),
  })
  .refine((body) => (body.id === undefined) !== (body.login === undefined), {
    message: 'Send id or login, not both',
    path: ['id'],
  })
  .meta({ id: 'ManagementProjectsUsersAssignRequestBody' });
export type ManagementUserAssign = z.infer<typeof managementUserAssignSchema>;
