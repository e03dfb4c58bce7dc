import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { KeyValueRow } from '../lib/key-value.ts';

/** The errors react-hook-form keeps for an array of key/value rows. */
export interface KeyValueErrors {
  [index: number]: { key?: { message?: string }; value?: { message?: string } } | undefined;
  message?: string;
  root?: { message?: string };
}

interface KeyValueEditorProps {
  /** Names the pairs ("Customer metadata") in the buttons and, unless `inFieldset`, in every input's name. */
  label: string;
  value: KeyValueRow[];
  onChange: (rows: KeyValueRow[]) => void;
  errors?: KeyValueErrors | undefined;
  /** The pairs are the only content of a fieldset that already names them: inputs are just "Key 1", "Value 1". */
  inFieldset?: boolean;
  /** Shown while there are no pairs, e.g. what an empty list means. */
  emptyText?: string;
}

/** Free key/value pairs (metadata), edited as rows; the caller's form validates them. */
export function KeyValueEditor({ label, value, onChange, errors, inFieldset, emptyText }: KeyValueEditorProps) {
  const update = (index: number, change: Partial<KeyValueRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const inputName = (part: string, index: number) => (inFieldset ? undefined : `${label} ${part} ${index + 1}`);
  const formError = errors?.message ?? errors?.root?.message;
  return (
    <Stack gap="xs">
      {value.length === 0 && emptyText && <Text size="sm">{emptyText}</Text>}
      {value.map((row, index) => (
        <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={`Key ${index + 1}`}
            aria-label={inputName('key', index)}
            value={row.key}
            onChange={(event) => update(index, { key: event.currentTarget.value })}
            error={errors?.[index]?.key?.message}
            style={{ flex: 1 }}
          />
          <TextInput
            label={`Value ${index + 1}`}
            aria-label={inputName('value', index)}
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
      {formError && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {formError}
        </Text>
      )}
      <Group>
        <Button variant="default" size="xs" onClick={() => onChange([...value, { key: '', value: '' }])}>
          {inFieldset ? `Add ${label.toLowerCase()} entry` : `Add ${label.toLowerCase()}`}
        </Button>
      </Group>
    </Stack>
  );
}
