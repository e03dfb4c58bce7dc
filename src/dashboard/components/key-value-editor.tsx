import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { KeyValueRow } from '../lib/key-value.ts';

/** The errors react-hook-form keeps for an array of key/value rows. */
export interface KeyValueErrors {
  [index: number]: { key?: { message?: string }; value?: { message?: string } } | undefined;
  message?: string;
}

interface KeyValueEditorProps {
  /** Names the pairs ("Customer metadata"); every input's accessible name starts with it. */
  label: string;
  value: KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  errors?: KeyValueErrors | undefined;
}

/** Free key/value pairs (metadata), edited as rows; the caller's form validates them. */
export function KeyValueEditor({ label, value, onChange, errors }: KeyValueEditorProps) {
  const update = (index: number, change: Partial<KeyValueRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="xs">
      {value.map((row, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={`Key ${index + 1}`}
            aria-label={`${label} key ${index + 1}`}
            value={row.key}
            onChange={(event) => update(index, { key: event.currentTarget.value })}
            error={errors?.[index]?.key?.message}
            style={{ flex: 1 }}
          />
          <TextInput
            label={`Value ${index + 1}`}
            aria-label={`${label} value ${index + 1}`}
            value={row.value}
            onChange={(event) => update(index, { value: event.currentTarget.value })}
            error={errors?.[index]?.value?.message}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="default"
            size="lg"
            mt={24}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={`Remove ${label.toLowerCase()} entry ${index + 1}`}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      {errors?.message && (
        <Text size="sm" c="var(--mantine-color-error)">
          {errors.message}
        </Text>
      )}
      <Group>
        <Button variant="default" size="xs" onClick={() => onChange([...value, { key: '', value: '' }])}>
          Add {label.toLowerCase()}
        </Button>
      </Group>
    </Stack>
  );
}
