import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import { personNameSchema } from '../../../contract/common.ts';
import { invitationRequestSchema, predefinedRoleSchema, type InvitationRequest } from '../../../contract/invitation.ts';

/** A custom role is chosen as "CUSTOM" and named by its id in the row's own input. */
export const customRole = 'CUSTOM';

const projectRowSchema = z
  .object({
    project_id: z.string().trim().min(1, 'Pick a project or type its id'),
    role: z
      .union([z.literal(''), predefinedRoleSchema, z.literal(customRole)])
      .refine((role) => role !== '', 'Pick a role'),
    custom_role_id: z.string().trim(),
  })
  .superRefine((row, context) => {
    if (row.role === customRole && !/^role_\S+$/.test(row.custom_role_id)) {
      context.addIssue({ code: 'custom', path: ['custom_role_id'], message: 'Enter the custom role id, e.g. role_…' });
    }
  });
export type ProjectRoleValues = z.input<typeof projectRowSchema>;

/** The role a row sends: a predefined role as is, a custom role by its id. */
export function effectiveRole(row: Pick<ProjectRoleValues, 'role' | 'custom_role_id'>): string {
  return row.role === customRole ? row.custom_role_id.trim() : row.role;
}

const invitationFormObject = z.object({
  email: z.string().trim().min(1, 'Enter an email address').pipe(invitationRequestSchema.shape.email),
  first_name: personNameSchema.min(1, 'Enter the first name'),
  last_name: personNameSchema.min(1, 'Enter the last name'),
  projects: z
    .array(projectRowSchema)
    .min(1, 'Add at least one project')
    .superRefine((rows, context) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const id = row.project_id.trim();
        if (id && seen.has(id)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'project_id'],
            message: 'This project is already in another row',
          });
        }
        seen.add(id);
      });
    }),
});
export type InvitationFormValues = z.input<typeof invitationFormObject>;

/**
 * The form's rows become the request's `projects` map; the contract then checks the whole request (the email
 * format, name lengths), and its issues carry the form's field names.
 */
export const invitationFormSchema = invitationFormObject
  .transform((form): z.input<typeof invitationRequestSchema> => ({
    email: form.email,
    first_name: form.first_name,
    last_name: form.last_name,
    projects: Object.fromEntries(form.projects.map((row) => [row.project_id, effectiveRole(row)])),
  }))
  .pipe(invitationRequestSchema);

export const emptyProjectRole: ProjectRoleValues = { project_id: '', role: '', custom_role_id: '' };

export function emptyInvitation(projectId: string): InvitationFormValues {
  return { email: '', first_name: '', last_name: '', projects: [{ ...emptyProjectRole, project_id: projectId }] };
}

export type InvitationForm = UseFormReturn<InvitationFormValues, unknown, InvitationRequest>;
