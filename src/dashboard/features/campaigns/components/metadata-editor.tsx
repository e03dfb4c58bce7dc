import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import type { SetupForm } from '../setup-form-schema.ts';

/** Free key/value pairs for the campaign; values are sent as text. */
export function MetadataEditor({ form }: { form: SetupForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'metadata' });
  const errors = form.formState.errors.metadata;

  return (
    <Stack gap="xs">
      {fields.length === 0 && <Text size="sm">No metadata: the template&apos;s metadata is kept.</Text>}
      {fields.map((field, index) => (
        <Group key={field.id} align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={`Key ${index + 1}`}
            {...form.register(`metadata.${index}.key`)}
            error={errors?.[index]?.key?.message}
            style={{ flex: 1 }}
          />
          <TextInput label={`Value ${index + 1}`} {...form.register(`metadata.${index}.value`)} style={{ flex: 2 }} />
          <ActionIcon
            variant="default"
            size="lg"
            mt={24}
            onClick={() => remove(index)}
            aria-label={`Remove metadata entry ${index + 1}`}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {errors?.root?.message && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errors.root.message}
        </Text>
      )}
      {errors?.message && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {errors.message}
        </Text>
      )}
      <Group>
        <Button variant="default" size="xs" onClick={() => append({ key: '', value: '' })}>
          Add metadata entry
        </Button>
      </Group>
    </Stack>
  );
}
