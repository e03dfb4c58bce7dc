import { useEffect } from 'react';
import { Button, Fieldset, Group, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { SampleCartRequest } from '../../../../contract/calendar.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { OrderContextFields } from '../../../components/order-context-fields.tsx';
import { withOrderFormPaths } from '../../../lib/order-context.ts';
import { useSampleCart } from '../../../lib/resources/calendar.ts';
import { setServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { emptySampleCartForm, sampleCartFormSchema, type SampleCartFormValues } from '../sample-cart-form-schema.ts';
import { SampleCartAnswer } from './sample-cart-answer.tsx';

interface SampleCartFormProps {
  projectId: string;
  /** The instant the form starts with (`datetime-local` text). */
  initialAt: string;
  currency?: string | undefined;
}

/** "What does a cart get on …": the service's redemption engine judges the cart at the chosen instant. */
export function SampleCartForm({ projectId, initialAt, currency }: SampleCartFormProps) {
  const ask = useSampleCart(projectId);
  const form = useForm<SampleCartFormValues, unknown, SampleCartRequest>({
    resolver: zodResolver(sampleCartFormSchema),
    defaultValues: emptySampleCartForm(initialAt),
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (ask.error) setServerFieldErrors(withOrderFormPaths(ask.error), form);
  }, [ask.error, form]);

  return (
    <Stack gap="md">
      <Title order={2}>What does a cart get on …</Title>
      <form noValidate aria-label="Sample cart" onSubmit={form.handleSubmit((request) => ask.mutate(request))}>
        <Stack gap="md">
          <Fieldset legend="When">
            <TextInput
              type="datetime-local"
              label="Date and time"
              description="In your time zone"
              {...form.register('at')}
              error={errors.at?.message}
            />
          </Fieldset>
          <OrderContextFields
            control={form.control}
            errors={errors}
            customerDescription="An unknown source id is judged as a new customer; nothing is created."
            currency={currency}
          />
          <TextInput
            label="Voucher codes"
            description="Codes the cart brings, separated by commas (up to 5)"
            {...form.register('vouchers')}
            error={errors.vouchers?.message}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={ask.isPending}>
              Ask
            </Button>
          </Group>
        </Stack>
      </form>
      {ask.error && <ErrorAlert error={ask.error} title="The question was refused" />}
      {ask.data && <SampleCartAnswer answer={ask.data} currency={currency} />}
    </Stack>
  );
}
