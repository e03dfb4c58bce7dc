import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { useScheduleExport } from '../../../lib/resources/exports.ts';
import {
  defaultExportForm,
  exportFormSchema,
  type ExportCard,
  type ExportFormValues,
  type ExportFormOutput,
} from '../export-form-schema.ts';
import { ExportCardFields } from './export-card-fields.tsx';
import { ExportColumnsPicker } from './export-columns-picker.tsx';

interface ExportFormProps {
  /** The card whose transactions are exported; without one the form asks for the card and its loyalty campaign. */
  card?: ExportCard;
  onScheduled: (exportId: string) => void;
}

/** Schedules a transaction export: a 400 lands on the fields it names, and every failure shows below the form. */
export function ExportForm({ card, onScheduled }: ExportFormProps) {
  const form = useForm<ExportFormValues, unknown, ExportFormOutput>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: { ...defaultExportForm, code: card?.code ?? '', campaignId: card?.campaignId ?? '' },
  });
  const schedule = useScheduleExport();
  const { errors } = form.formState;
  const submit = form.handleSubmit((scheduled) =>
    schedule.mutate(scheduled, {
      onSuccess: (created) => onScheduled(created.id),
      onError: (error) => setServerFieldErrors(error, form),
    }),
  );
  return (
    <Stack gap="md">
      <form noValidate aria-label="Transaction export" onSubmit={submit}>
        <Stack gap="md">
          {!card && <ExportCardFields form={form} />}
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
              <TextInput
                type="datetime-local"
                label="Until"
                {...form.register('until')}
                error={errors.until?.message}
              />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={schedule.isPending}>
              Schedule export
            </Button>
          </Group>
        </Stack>
      </form>
      {schedule.isError && (
        <ErrorAlert error={unplacedFieldErrors(schedule.error, form)} title="The export could not be scheduled" />
      )}
    </Stack>
  );
}
