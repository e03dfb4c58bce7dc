import { Fieldset } from '@mantine/core';
import { Controller, type Control, type FieldValues } from 'react-hook-form';
import type { KeyValueRow } from '../lib/key-value.ts';
import { KeyValueEditor, type KeyValueErrors } from './key-value-editor.tsx';

/** Any form whose `metadata` field holds key/value rows. */
type WithMetadata = FieldValues & { metadata: KeyValueRow[] };

/** A form's metadata as key/value rows in a fieldset of its own, as every form that writes metadata shows it. */
export function MetadataFieldset<T extends WithMetadata, Output>({
  control,
  errors,
}: {
  control: Control<T, unknown, Output>;
  errors: KeyValueErrors | undefined;
}) {
  // `metadata` is a field of every T here; react-hook-form cannot see that through the generic, hence the widening.
  const metadataControl = control as unknown as Control<WithMetadata, unknown, Output>;
  return (
    <Fieldset legend="Metadata">
      <Controller
        control={metadataControl}
        name="metadata"
        render={({ field }) => (
          <KeyValueEditor
            label="Metadata"
            inFieldset
            emptyText="No metadata."
            value={field.value}
            onChange={field.onChange}
            errors={errors}
          />
        )}
      />
    </Fieldset>
  );
}
