import { Button, Fieldset, Group, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { customerQueryOptions, useUpdateCustomer } from '../../lib/resources/customers.ts';
import { CustomerAttributeInputs } from './components/customer-attribute-inputs.tsx';
import {
  customerAttributesForm,
  customerAttributesFormSchema,
  customerChanges,
  type CustomerAttributesFormValues,
} from './customer-form-schema.ts';

/**
 * Changes who a customer is (name, email, phone, description). Metadata stays the shop's: the API merges its keys on
 * every update, so a key removed here would come back with the next order.
 */
export function CustomerEditScreen({ customerId, onSaved }: { customerId: string; onSaved: () => void }) {
  const { data: customer } = useSuspenseQuery(customerQueryOptions(customerId));
  const update = useUpdateCustomer(customerId);
  const form = useForm<CustomerAttributesFormValues, unknown, ReturnType<typeof customerAttributesFormSchema.parse>>({
    resolver: zodResolver(customerAttributesFormSchema),
    defaultValues: customerAttributesForm(customer),
  });
  const title = customer.name || customer.source_id || customer.id;

  return (
    <Stack gap="md" maw={900}>
      <div>
        <AnchorLink to="/customers/$customerId" params={{ customerId }} size="sm">
          ← {title}
        </AnchorLink>
        <Title order={1}>Edit {title}</Title>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit((edited) =>
          update.mutate(customerChanges(customer, edited), {
            onSuccess: () => {
              notifyDone('Customer saved', `${title} is updated.`);
              onSaved();
            },
            onError: (error) => setServerFieldErrors(error, form),
          }),
        )}
      >
        <Stack gap="md">
          {update.error && (
            <ErrorAlert error={unplacedFieldErrors(update.error, form)} title="The customer was not saved" />
          )}
          <Fieldset legend="Customer">
            <CustomerAttributeInputs register={form.register} errors={form.formState.errors} />
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
