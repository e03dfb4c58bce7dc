import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { listItems } from '../../../lib/api-client.ts';
import { loyaltyProgramsQueryOptions } from '../../../lib/resources/campaigns.ts';
import type { ExportFormValues, ExportFormOutput } from '../export-form-schema.ts';

interface ExportCardFieldsProps {
  form: UseFormReturn<ExportFormValues, unknown, ExportFormOutput>;
}

/** The member whose transactions are exported: a loyalty card code, optionally looked up in one loyalty campaign. */
export function ExportCardFields({ form }: ExportCardFieldsProps) {
  const { data: programs } = useSuspenseQuery(loyaltyProgramsQueryOptions());
  const { errors } = form.formState;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="Loyalty card code"
        description="The member whose transactions are exported"
        required
        {...form.register('code')}
        error={errors.code?.message}
      />
      <NativeSelect
        label="Loyalty campaign (optional)"
        description="Look the card up in this campaign only"
        data={[
          { value: '', label: 'Any campaign' },
          ...listItems(programs).map((program) => ({ value: program.id, label: program.name })),
        ]}
        {...form.register('campaignId')}
        error={errors.campaignId?.message}
      />
    </SimpleGrid>
  );
}
