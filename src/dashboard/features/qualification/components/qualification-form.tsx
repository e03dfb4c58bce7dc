import { useEffect } from 'react';
import { Button, Checkbox, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { QualificationOrder } from '../../../../contract/qualification.ts';
import { OrderContextFields } from '../../../components/order-context-fields.tsx';
import { withOrderFormPaths } from '../../../lib/order-context.ts';
import { setServerFieldErrors } from '../../../lib/server-field-errors.ts';
import {
  qualificationFormSchema,
  toQualificationForm,
  type QualificationFormValues,
} from '../qualification-form-schema.ts';
import type { QualificationSearch } from '../qualification-search.ts';

const orderLabels: Record<QualificationOrder, string> = {
  '-created_at': 'Newest campaigns first',
  created_at: 'Oldest campaigns first',
  '-updated_at': 'Recently updated first',
  updated_at: 'Least recently updated first',
  type: 'Type, A to Z',
  '-type': 'Type, Z to A',
  code: 'Code, A to Z',
  '-code': 'Code, Z to A',
  category: 'Category, A to Z',
  '-category': 'Category, Z to A',
  campaign: 'Campaign name, A to Z',
  '-campaign': 'Campaign name, Z to A',
};
const orderOptions = [
  { value: '', label: "Service's default (newest first)" },
  ...Object.entries(orderLabels).map(([value, label]) => ({ value, label })),
];

interface QualificationFormProps {
  search: QualificationSearch;
  onRun: (search: QualificationSearch) => void;
  running: boolean;
  /** The last run's failure: a 400 naming fields is shown on those fields too. */
  error: unknown;
  currency?: string | undefined;
}

export function QualificationForm({ search, onRun, running, error, currency }: QualificationFormProps) {
  const form = useForm<QualificationFormValues, unknown, QualificationSearch>({
    resolver: zodResolver(qualificationFormSchema),
    defaultValues: toQualificationForm(search),
  });
  const { errors } = form.formState;

  // Back, forward and pasted links change the URL under the form: the form follows the URL.
  const searchKey = JSON.stringify({ ...search, run: undefined });
  // Keyed on the serialized context, so a re-render with an equal context does not throw away what is typed.
  useEffect(() => {
    form.reset(toQualificationForm(JSON.parse(searchKey) as QualificationSearch));
  }, [searchKey, form]);

  useEffect(() => {
    if (error) setServerFieldErrors(withOrderFormPaths(error), form);
  }, [error, form]);

  return (
    <form noValidate onSubmit={form.handleSubmit(onRun)} aria-label="Qualification context">
      <Stack gap="md">
        <OrderContextFields
          control={form.control}
          errors={errors}
          customerDescription="An unknown source id is evaluated as a new customer; nothing is created."
          currency={currency}
        />
        <Fieldset legend="Options">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Checkbox
              label="Audience rules only"
              description="Check only segment and customer-metadata rules"
              {...form.register('audienceRulesOnly')}
            />
            <TextInput
              label="Limit"
              description="At most this many campaigns (1 to 50)"
              inputMode="numeric"
              {...form.register('limit')}
              error={errors.limit?.message}
            />
            <NativeSelect label="Order" data={orderOptions} {...form.register('order')} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={running}>
            Run qualification
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
