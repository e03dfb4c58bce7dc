import { Fieldset, Stack, TextInput } from '@mantine/core';
import type { CustomerFormValues } from '../lib/order-context.ts';
import { KeyValueEditor, type KeyValueErrors } from './key-value-editor.tsx';

export interface CustomerContextErrors {
  source_id?: { message?: string };
  metadata?: KeyValueErrors;
}

interface CustomerContextFieldsProps {
  value: CustomerFormValues;
  onChange: (customer: CustomerFormValues) => void;
  errors?: CustomerContextErrors | undefined;
  /** What the source id means on this page, e.g. that an unknown one is created. */
  description?: string;
}

/** A customer as requests identify one: the source id, plus metadata that rules may read. */
export function CustomerContextFields({ value, onChange, errors, description }: CustomerContextFieldsProps) {
  return (
    <Fieldset legend="Customer">
      <Stack gap="sm">
        <TextInput
          label="Customer source id"
          description={description}
          placeholder="e.g. demo-customer"
          value={value.source_id}
          onChange={(event) => onChange({ ...value, source_id: event.currentTarget.value })}
          error={errors?.source_id?.message}
        />
        <KeyValueEditor
          label="Customer metadata"
          value={value.metadata}
          onChange={(metadata) => onChange({ ...value, metadata })}
          errors={errors?.metadata}
        />
      </Stack>
    </Fieldset>
  );
}
