import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { ClientRedemptionRequest } from '../../../../contract/redemption.ts';
import { OrderContextFields } from '../../../components/order-context-fields.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { withOrderFormPaths } from '../../../lib/order-context.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { deskFormSchema, emptyDeskForm, type DeskFormValues } from '../desk-form-schema.ts';
import { RedeemablesEditor } from './redeemables-editor.tsx';

type DeskForm = ReturnType<typeof useForm<DeskFormValues, unknown, ClientRedemptionRequest>>;

/**
 * A refused redemption names the redeemable that failed (`resource_id` is its code or tier id), so that row is
 * marked, besides the request fields a 400 names. Returns the refusal as the alert shows it: without the field
 * errors a field took.
 */
export function markDeskRefusal(error: unknown, form: DeskForm): unknown {
  const named = withOrderFormPaths(error);
  setServerFieldErrors(named, form);
  const refusal = unplacedFieldErrors(named, form);
  if (!(error instanceof ApiError) || !error.resource_id) return refusal;
  const index = form.getValues('redeemables').findIndex((row) => row.id.trim() === error.resource_id);
  if (index >= 0) form.setError(`redeemables.${index}.id`, { type: 'server', message: error.message });
  return refusal;
}

interface DeskFormProps {
  onRedeem: (request: ClientRedemptionRequest, form: DeskForm) => void;
  redeeming: boolean;
  currency?: string | undefined;
}

export function DeskForm({ onRedeem, redeeming, currency }: DeskFormProps) {
  const form = useForm<DeskFormValues, unknown, ClientRedemptionRequest>({
    resolver: zodResolver(deskFormSchema),
    defaultValues: emptyDeskForm,
  });
  const { errors } = form.formState;
  const lock = useWatch({ control: form.control, name: 'session.lock' });

  return (
    <form noValidate aria-label="Test redemption" onSubmit={form.handleSubmit((request) => onRedeem(request, form))}>
      <Stack gap="md">
        <OrderContextFields
          control={form.control}
          errors={errors}
          customerDescription="An unknown source id creates the customer, as a real checkout would."
          currency={currency}
        />
        <Controller
          control={form.control}
          name="redeemables"
          render={({ field }) => (
            <RedeemablesEditor value={field.value} onChange={field.onChange} errors={errors.redeemables} />
          )}
        />
        <Fieldset legend="Session">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Checkbox
              label="Redeem in a LOCK session"
              description="Uses up what this session reserved when it validated the codes"
              {...form.register('session.lock')}
            />
            <TextInput
              label="Session key"
              description="Empty: the service starts a new session"
              disabled={!lock}
              {...form.register('session.key')}
              error={errors.session?.key?.message}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={redeeming}>
            Redeem
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
