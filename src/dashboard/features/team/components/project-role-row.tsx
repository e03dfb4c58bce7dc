import { ActionIcon, Autocomplete, Fieldset, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { AccessRole } from '../../../../contract/access.ts';
import type { Project } from '../../../../contract/project.ts';
import { customRole, type InvitationForm } from '../invitation-form-schema.ts';
import { roleDescriptions, roleOptions } from '../role-options.ts';

interface ProjectRoleRowProps {
  form: InvitationForm;
  index: number;
  projects: Project[];
  customRoles: AccessRole[];
  /** The last row cannot be removed: an invitation needs at least one project. */
  removable: boolean;
  onRemove: () => void;
}

/** One "project + role" pair: a known project (or a typed id) and a predefined or custom role. */
export function ProjectRoleRow({ form, index, projects, customRoles, removable, onRemove }: ProjectRoleRowProps) {
  const errors = form.formState.errors.projects?.[index];
  const role = form.watch(`projects.${index}.role`);
  const projectId = form.watch(`projects.${index}.project_id`);
  const customRoleId = form.watch(`projects.${index}.custom_role_id`);
  const projectName = projects.find((project) => project.id === projectId.trim())?.name;
  const roleHelp = role ? roleDescriptions[role].description : undefined;

  return (
    <Fieldset legend={`Project and role ${index + 1}`} variant="filled">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Controller
          control={form.control}
          name={`projects.${index}.project_id`}
          render={({ field, fieldState }) => (
            <Autocomplete
              label="Project"
              placeholder="Pick a project or type its id"
              description={projectName ?? 'Projects of this account, or any project id'}
              data={projects.map((project) => project.id)}
              filter={({ options, search }) => {
                const text = search.trim().toLowerCase();
                return options.filter((option) => {
                  if (!('value' in option)) return false;
                  const name = projects.find((project) => project.id === option.value)?.name ?? '';
                  return option.value.toLowerCase().includes(text) || name.toLowerCase().includes(text);
                });
              }}
              renderOption={({ option }) => (
                <div>
                  <Text size="sm">{projects.find((project) => project.id === option.value)?.name}</Text>
                  <Text size="xs">{option.value}</Text>
                </div>
              )}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              style={{ flex: '1 1 240px' }}
            />
          )}
        />
        <NativeSelect
          label="Role"
          description={roleHelp}
          data={roleOptions}
          {...form.register(`projects.${index}.role`)}
          error={errors?.role?.message}
          style={{ flex: '1 1 240px' }}
        />
        {role === customRole && customRoles.length > 0 && (
          <NativeSelect
            label="Custom role"
            description="Pick one by name, or type an id"
            data={[
              { value: '', label: 'Pick a custom role' },
              ...customRoles.map((r) => ({ value: r.id, label: r.name })),
            ]}
            value={customRoles.some((r) => r.id === customRoleId) ? customRoleId : ''}
            onChange={(event) =>
              form.setValue(`projects.${index}.custom_role_id`, event.currentTarget.value, { shouldValidate: true })
            }
            style={{ flex: '1 1 200px' }}
          />
        )}
        {role === customRole && (
          <TextInput
            label="Custom role id"
            placeholder="role_…"
            {...form.register(`projects.${index}.custom_role_id`)}
            error={errors?.custom_role_id?.message}
            style={{ flex: '1 1 200px' }}
          />
        )}
        {removable && (
          <ActionIcon
            variant="default"
            size="lg"
            mt={24}
            onClick={onRemove}
            aria-label={`Remove project and role ${index + 1}`}
          >
            ×
          </ActionIcon>
        )}
      </Group>
    </Fieldset>
  );
}
