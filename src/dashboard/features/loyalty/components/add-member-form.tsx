import { Button, Group, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { customerFieldLimits } from '../../../../contract/customer.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useAddMember } from '../../../lib/resources/loyalty-members.ts';

const addMemberFormSchema = z.object({
  customer: z.string().trim().min(1, "Give the customer's source id").max(customerFieldLimits.id),
});

/**
 * Gives a customer, named by the shop's id for them (created when new, as a publication does), a card of the program;
 * a customer who already holds one keeps it. Needs `campaigns:write`.
 */
export function AddMemberForm({ campaignId }: { campaignId: string }) {
  const canAdd = useCan('campaigns:write');
  const add = useAddMember(campaignId);
  const form = useForm<z.input<typeof addMemberFormSchema>, unknown, z.output<typeof addMemberFormSchema>>({
    resolver: zodResolver(addMemberFormSchema),
    defaultValues: { customer: '' },
  });
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
        <TextInput
          label="Customer source id"
          disabled={!canAdd}
          {...form.register('customer')}
          error={form.formState.errors.customer?.message}
        />
        <Button type="submit" disabled={!canAdd} loading={add.isPending}>
          Add member
        </Button>
      </Group>
    </form>
  );
}
