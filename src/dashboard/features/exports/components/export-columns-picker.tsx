import { useState } from 'react';
import { ActionIcon, Button, Code, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { transactionExportFieldSchema, type TransactionExportField } from '../../../../contract/export.ts';
import { fieldWords } from '../export-form-schema.ts';

interface ExportColumnsPickerProps {
  value: TransactionExportField[];
  onChange: (fields: TransactionExportField[]) => void;
  error?: string | undefined;
}

/** The CSV's columns in the order they will appear: add, remove, move up or down. */
export function ExportColumnsPicker({ value, onChange, error }: ExportColumnsPickerProps) {
  const remaining = transactionExportFieldSchema.options.filter((field) => !value.includes(field));
  const [toAdd, setToAdd] = useState<TransactionExportField | ''>('');
  const chosen = toAdd && remaining.includes(toAdd) ? toAdd : (remaining[0] ?? '');

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [field] = next.splice(index, 1);
    if (field) next.splice(index + by, 0, field);
    onChange(next);
  }

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" id="export-columns-label">
        Columns, in order
      </Text>
      <Stack component="ol" gap={4} m={0} pl="md" aria-labelledby="export-columns-label">
        {value.map((field, index) => (
          <li key={field}>
            <Group gap="xs" justify="space-between" wrap="nowrap">
              <Text size="sm">
                <Code>{field}</Code> {fieldWords[field]}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`Move ${field} up`}
                >
                  ↑
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  disabled={index === value.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`Move ${field} down`}
                >
                  ↓
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  onClick={() => onChange(value.filter((f) => f !== field))}
                  aria-label={`Remove ${field}`}
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
          </li>
        ))}
      </Stack>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
      {remaining.length > 0 && (
        <Group gap="xs" align="flex-end">
          <NativeSelect
            label="Column to add"
            value={chosen}
            onChange={(event) => setToAdd(event.currentTarget.value as TransactionExportField)}
            data={remaining.map((field) => ({ value: field, label: `${field}: ${fieldWords[field]}` }))}
          />
          <Button variant="default" onClick={() => chosen && onChange([...value, chosen])}>
            Add column
          </Button>
        </Group>
      )}
    </Stack>
  );
}
