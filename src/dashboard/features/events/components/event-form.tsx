import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { EventRequest } from '../../../../contract/event.ts';
import { CustomerContextFields } from '../../../components/customer-context-fields.tsx';
import { KeyValueEditor } from '../../../components/key-value-editor.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { EVENT_NAME_MAX, emptyEventForm, eventFormSchema, type EventFormValues } from '../event-form-schema.ts';

type EventForm = ReturnType<typeof useForm<EventFormValues, unknown, EventRequest>>;

/**
 * A 400's field errors land on their fields, and a 404 names the code it could not find (`resource_id`), whose field
 * is marked. Returns the refusal as the alert shows it: without the field errors a field took.
 */
export function markEventRefusal(error: unknown, form: EventForm): unknown {
  setServerFieldErrors(error, form);
  const refusal = unplacedFieldErrors(error, form);
  if (!(error instanceof ApiError) || error.status !== 404 || !error.resource_id) return refusal;
  const values = form.getValues();
  if (values.loyalty.code.trim() === error.resource_id) form.setError('loyalty.code', { message: error.details });
  if (values.referral.code.trim() === error.resource_id) form.setError('referral.code', { message: error.details });
  return refusal;
}

interface EventFormProps {
  onSend: (request: EventRequest, form: EventForm) => void;
  sending: boolean;
}

export function EventForm({ onSend, sending }: EventFormProps) {
  const form = useForm<EventFormValues, unknown, EventRequest>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: emptyEventForm,
  });
  const { errors } = form.formState;
  const nameLength = useWatch({ control: form.control, name: 'event' }).length;

  return (
    <form noValidate aria-label="Custom event" onSubmit={form.handleSubmit((request) => onSend(request, form))}>
      <Stack gap="md">
        <TextInput
          label="Event name"
          required
          placeholder="e.g. purchase_review"
          description={`${nameLength} of ${EVENT_NAME_MAX} characters`}
          maxLength={EVENT_NAME_MAX + 50}
          {...form.register('event')}
          error={errors.event?.message}
        />
        <Controller
          control={form.control}
          name="customer"
          render={({ field }) => (
            <CustomerContextFields
              value={field.value}
              onChange={field.onChange}
              errors={errors.customer}
              description="Required. An unknown source id creates the customer."
            />
          )}
        />
        <Fieldset legend="Referral (optional)">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Referral code"
              {...form.register('referral.code')}
              error={errors.referral?.code?.message}
            />
            <TextInput
              label="Referrer id"
              description="Needed only when the code has no holder"
              {...form.register('referral.referrer_id')}
              error={errors.referral?.referrer_id?.message}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Loyalty (optional)">
          <TextInput
            label="Loyalty card code"
            description="Earning rules credit this card; empty: every card the customer holds"
            {...form.register('loyalty.code')}
            error={errors.loyalty?.code?.message}
          />
        </Fieldset>
        <Fieldset legend="Event metadata">
          <Controller
            control={form.control}
            name="metadata"
            render={({ field }) => (
              <KeyValueEditor
                label="Event metadata"
                value={field.value}
                onChange={field.onChange}
                errors={errors.metadata}
              />
            )}
          />
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            Send event
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
