import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useFieldArray, useForm } from 'react-hook-form';
import type { InvitationRequest } from '../../../contract/invitation.ts';
import type { Project } from '../../../contract/project.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { useInviteUser } from '../../lib/resources/invitations.ts';
import type { AccessRole } from '../../../contract/access.ts';
import { ProjectRoleRow } from './components/project-role-row.tsx';
import {
  effectiveRole,
  emptyInvitation,
  emptyProjectRole,
  invitationFormSchema,
  type InvitationForm,
  type InvitationFormValues,
} from './invitation-form-schema.ts';

const failureTitles: Record<number, string> = {
  400: 'The service refused the invitation',
  404: 'A project of the invitation does not exist',
  409: 'This person was already invited',
};

/** Puts a refused role or project next to the row that holds it; the alert above the form has the whole error. */
function markRefusedRows(error: unknown, form: InvitationForm) {
  if (!(error instanceof ApiError)) return;
  const rows = form.getValues('projects');
  if (error.key === 'used_incorrect_role') {
    const refused = error.resource_id;
    rows.forEach((row, index) => {
      if (refused !== undefined && effectiveRole(row) !== refused) return;
      const field = row.role === 'CUSTOM' ? 'custom_role_id' : 'role';
      form.setError(`projects.${index}.${field}`, { message: `${error.details} (${error.key})` });
    });
  } else if (error.status === 404 && error.resource_type === 'project') {
    rows.forEach((row, index) => {
      if (row.project_id.trim() === error.resource_id)
        form.setError(`projects.${index}.project_id`, { message: error.details });
    });
  } else if (error.status === 409) {
    form.setError('email', { message: error.details });
  } else {
    setServerFieldErrors(error, form);
  }
}

interface InviteScreenProps {
  projects: Project[];
  currentProjectId: string;
  /** The account's custom roles, offered by name. */
  customRoles: AccessRole[];
}

export function InviteScreen({ projects, currentProjectId, customRoles }: InviteScreenProps) {
  const invite = useInviteUser();
  const form = useForm<InvitationFormValues, unknown, InvitationRequest>({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: emptyInvitation(currentProjectId),
  });
  const rows = useFieldArray({ control: form.control, name: 'projects' });
  const errors = form.formState.errors;

  function submit(request: InvitationRequest) {
    invite.mutate(request, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: 'Invitation sent', message: `${request.email} was invited.` });
        form.reset(emptyInvitation(currentProjectId));
        invite.reset();
      },
      onError: (error) => markRefusedRows(error, form),
    });
  }

  const error = invite.error;
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1}>Invite a team member</Title>
        <Text>They receive an email and join each project with the role you choose for it.</Text>
      </div>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack gap="md">
          {error && (
            <ErrorAlert
              error={unplacedFieldErrors(error, form)}
              title={
                error instanceof ApiError ? (failureTitles[error.status] ?? 'Could not send the invitation') : undefined
              }
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Email" type="email" required {...form.register('email')} error={errors.email?.message} />
            <TextInput
              label="First name"
              required
              {...form.register('first_name')}
              error={errors.first_name?.message}
            />
            <TextInput label="Last name" required {...form.register('last_name')} error={errors.last_name?.message} />
          </SimpleGrid>
          {rows.fields.map((field, index) => (
            <ProjectRoleRow
              key={field.id}
              form={form}
              index={index}
              projects={projects}
              customRoles={customRoles}
              removable={rows.fields.length > 1}
              onRemove={() => rows.remove(index)}
            />
          ))}
          {errors.projects?.root?.message && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {errors.projects.root.message}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => rows.append(emptyProjectRole)}>
              Add another project
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
