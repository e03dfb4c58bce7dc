import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Campaign } from '../../../../contract/campaign.ts';
import type { LoyaltyProgramCreate } from '../../../../contract/loyalty-program.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCan } from '../../../lib/permissions.tsx';
import { useCreateLoyaltyProgram } from '../../../lib/resources/loyalty-programs.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { emptyNewProgramForm, newProgramFormSchema, type NewProgramFormValues } from '../program-form-schemas.ts';

/** POST /v1/loyalties: a program with the points each card starts with and how its card codes look. */
export function NewProgramForm({ onCreated }: { onCreated: (program: Campaign) => void }) {
  const canCreate = useCan('campaigns:write');
  const create = useCreateLoyaltyProgram();
  const form = useForm<NewProgramFormValues, unknown, LoyaltyProgramCreate>({
    resolver: zodResolver(newProgramFormSchema),
    defaultValues: emptyNewProgramForm,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  return (
    <form
      noValidate
      aria-label="New loyalty program"
      onSubmit={form.handleSubmit((request) =>
        create.mutate(request, {
          onSuccess: (program) => {
            notifyDone('Loyalty program created', `${program.name} is ready.`);
            form.reset();
            onCreated(program);
          },
          onError: (error) => {
            setServerFieldErrors(error, form);
            if (error instanceof ApiError && error.status === 409)
              form.setError('name', { message: error.details }, { shouldFocus: true });
          },
        }),
      )}
    >
      <Fieldset legend="New loyalty program" disabled={!canCreate}>
        <Stack gap="sm">
          {create.error && (
            <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The program was not created" />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Program name" required {...register('name')} error={errors.name?.message} />
            <TextInput
              label="Points each card starts with"
              inputMode="numeric"
              {...register('points')}
              error={errors.points?.message}
            />
            <TextInput
              label="Card code pattern"
              description="# is a random character, e.g. CLUB-####"
              {...register('pattern')}
              error={errors.pattern?.message}
            />
          </SimpleGrid>
          <Checkbox label="Customers join automatically" {...register('auto_join')} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create program
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
