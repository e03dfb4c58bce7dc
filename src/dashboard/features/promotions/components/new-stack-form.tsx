import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { PromotionStackCreate } from '../../../../contract/promotion-stack.ts';
import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreateStack } from '../../../lib/resources/promotion-stacks.ts';
import { emptyStackForm, stackFormSchema, type StackFormValues } from '../stack-form-schema.ts';

/** Names a stack and picks its tiers, in the promotion's tier order. */
export function NewStackForm({ campaignId, tiers }: { campaignId: string; tiers: PromotionTier[] }) {
  const create = useCreateStack(campaignId);
  const form = useForm<StackFormValues, unknown, PromotionStackCreate>({
    resolver: zodResolver(stackFormSchema),
    defaultValues: emptyStackForm,
  });
  const errors = form.formState.errors;
  const ordered = (ids: string[]) => tiers.filter((tier) => ids.includes(tier.id)).map((tier) => tier.id);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((request) =>
        create.mutate(
          { ...request, tiers: { ...request.tiers, ids: ordered(request.tiers.ids) } },
          {
            onSuccess: (stack) => {
              notifyDone('Stack created', `${stack.name} groups ${stack.tiers.ids.length} tiers.`);
              form.reset(emptyStackForm);
            },
            onError: (error) => setServerFieldErrors(error, form),
          },
        ),
      )}
    >
      <Stack gap="sm">
        {create.error && (
          <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The stack was not created" />
        )}
        <TextInput label="Stack name" required {...form.register('name')} error={errors.name?.message} />
        <Controller
          control={form.control}
          name="tiers.ids"
          render={({ field }) => (
            <Checkbox.Group
              label="Tiers in the stack"
              value={field.value}
              onChange={field.onChange}
              error={errors.tiers?.ids?.message ?? errors.tiers?.ids?.root?.message}
            >
              <Stack gap={4} mt="xs">
                {tiers.map((tier) => (
                  <Checkbox key={tier.id} value={tier.id} label={tier.name} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Create stack
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
