import { Button, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Customer } from '../../../contract/customer.ts';
import { customerFieldLimits } from '../../../contract/customer.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { MetadataFieldset } from '../../components/metadata-fieldset.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { useCreateCustomer } from '../../lib/resources/customers.ts';
import { CustomerAttributeInputs } from './components/customer-attribute-inputs.tsx';
import { emptyNewCustomerForm, newCustomerFormSchema, type NewCustomerFormValues } from './customer-form-schema.ts';

/**
 * A customer added by hand (before their first order, say). A source id already taken updates that customer, as
 * POST /v1/customers does for the shop's backend; the page says which happened.
 */
export function CustomerNewScreen({ onCreated }: { onCreated: (customer: Customer) => void }) {
  const create = useCreateCustomer();
  const form = useForm<NewCustomerFormValues, unknown, ReturnType<typeof newCustomerFormSchema.parse>>({
    resolver: zodResolver(newCustomerFormSchema),
    defaultValues: emptyNewCustomerForm,
  });
  const errors = form.formState.errors;

  return (
    <Stack gap="md" maw={900}>
      <div>
        <AnchorLink to="/customers" size="sm">
          ← Customers
        </AnchorLink>
        <Title order={1}>New customer</Title>
        <Text>Give the id the shop knows them by, so its orders and redemptions find them.</Text>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit((request) =>
          create.mutate(request, {
            onSuccess: (customer) => {
              notifyDone('Customer saved', `${customer.name || customer.source_id || customer.id} is saved.`);
              onCreated(customer);
            },
            onError: (error) => setServerFieldErrors(error, form),
          }),
        )}
      >
        <Stack gap="md">
          {create.error && (
            <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The customer was not saved" />
          )}
          <Fieldset legend="Customer">
            <Stack gap="sm">
              <TextInput
                label="Source id"
                description="The shop's id for this customer; empty: Promodesk's id only"
                maxLength={customerFieldLimits.id}
                {...form.register('source_id')}
                error={errors.source_id?.message}
              />
              <CustomerAttributeInputs register={form.register} errors={errors} />
            </Stack>
          </Fieldset>
          <MetadataFieldset control={form.control} errors={errors.metadata} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Save customer
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
