import { Autocomplete, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { customerFieldLimits } from '../../../../contract/customer.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { customersQueryOptions } from '../../../lib/resources/customers.ts';
import { useAddMember } from '../../../lib/resources/loyalty-members.ts';

const addMemberFormSchema = z.object({
  customer: z.string().trim().min(1, "Give the customer's source id").max(customerFieldLimits.id),
});

/** The project's customers whose name, email or source id contain the text typed, as suggestions by source id. */
function useCustomerSuggestions(text: string) {
  const [q] = useDebouncedValue(text.trim(), 250);
  const customers = useQuery({ ...customersQueryOptions({ q, limit: 10 }), enabled: q.length > 0 });
  // Autocomplete fills in an option's text, so the options are the source ids themselves.
  return (customers.data?.customers ?? []).flatMap((customer) => (customer.source_id ? [customer.source_id] : []));
}

/**
 * Gives a customer, picked among the project's or named by the shop's id for them (created when new, as a
 * publication does), a card of the program; a customer who already holds one keeps it. Needs `campaigns:write`.
 */
export function AddMemberForm({ campaignId }: { campaignId: string }) {
  const canAdd = useCan('campaigns:write');
  const add = useAddMember(campaignId);
  const form = useForm<z.input<typeof addMemberFormSchema>, unknown, z.output<typeof addMemberFormSchema>>({
    resolver: zodResolver(addMemberFormSchema),
    defaultValues: { customer: '' },
  });
  const suggestions = useCustomerSuggestions(useWatch({ control: form.control, name: 'customer' }));
  return (
    <form
      noValidate
      aria-label="Add member"
      onSubmit={form.handleSubmit(({ customer }) =>
        add.mutate(
          { customer: { source_id: customer } },
          {
            onSuccess: (card) => {
              notifyDone('Member added', `${customer} holds card ${card.code}.`);
              form.reset();
            },
          },
        ),
      )}
    >
      {add.error && <ErrorAlert error={add.error} title="The member was not added" />}
      <Group align="flex-end">
        <Controller
          control={form.control}
          name="customer"
          render={({ field }) => (
            <Autocomplete
              label="Customer source id"
              disabled={!canAdd}
              data={suggestions}
              filter={({ options }) => options}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={form.formState.errors.customer?.message}
            />
          )}
        />
        <Button type="submit" disabled={!canAdd} loading={add.isPending}>
          Add member
        </Button>
      </Group>
    </form>
  );
}
