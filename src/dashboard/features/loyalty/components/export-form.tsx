import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { TransactionExportRequest } from '../../../../contract/export.ts';
import { defaultExportForm, exportFormSchema, type ExportFormValues } from '../export-form-schema.ts';
import { ExportColumnsPicker } from './export-columns-picker.tsx';

export type ExportForm = ReturnType<typeof useForm<ExportFormValues, unknown, TransactionExportRequest>>;

interface ExportFormProps {
  onSchedule: (request: TransactionExportRequest, form: ExportForm) => void;
  scheduling: boolean;
}

export function ExportForm({ onSchedule, scheduling }: ExportFormProps) {
  const form = useForm<ExportFormValues, unknown, TransactionExportRequest>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: defaultExportForm,
  });
  const { errors } = form.formState;
  return (
    <form noValidate aria-label="Transaction export" onSubmit={form.handleSubmit((request) => onSchedule(request, form))}>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="fields"
          render={({ field }) => (
            <ExportColumnsPicker value={field.value} onChange={field.onChange} error={errors.fields?.message} />
          )}
        />
        <NativeSelect
          label="Order"
          data={[
            { value: '-created_at', label: 'Newest transactions first' },
            { value: 'created_at', label: 'Oldest transactions first' },
          ]}
          {...form.register('order')}
        />
        <Fieldset legend="Created between (optional)">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput type="datetime-local" label="From" {...form.register('from')} error={errors.from?.message} />
            <TextInput type="datetime-local" label="Until" {...form.register('until')} error={errors.until?.message} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={scheduling}>
            Schedule export
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
