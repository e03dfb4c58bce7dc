import { Button, Checkbox, Fieldset, Group, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Campaign } from '../../../../contract/campaign.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useUpdateLoyaltyProgram } from '../../../lib/resources/loyalty-programs.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { programEditFormSchema, type ProgramEditFormValues } from '../program-form-schemas.ts';

/** PUT /v1/loyalties/{id}: the description and joining, for people who may change campaigns. */
export function ProgramEditForm({ program }: { program: Campaign }) {
  const canChange = useCan('campaigns:write');
  const update = useUpdateLoyaltyProgram(program.id);
  const form = useForm<ProgramEditFormValues>({
    resolver: zodResolver(programEditFormSchema),
    values: { description: program.description ?? '', auto_join: program.auto_join },
  });
  const { register, formState } = form;

  return (
    <form
      noValidate
      aria-label="Edit program"
      onSubmit={form.handleSubmit((changes) =>
        update.mutate(changes, {
          onSuccess: (saved) => notifyDone('Program saved', `${saved.name} is updated.`),
          onError: (error) => setServerFieldErrors(error, form),
        }),
      )}
    >
      <Fieldset legend="Edit program" disabled={!canChange}>
        <Stack gap="sm">
          {update.error && (
            <ErrorAlert error={unplacedFieldErrors(update.error, form)} title="The program was not saved" />
          )}
          <Textarea
            label="Description"
            autosize
            minRows={2}
            {...register('description')}
            error={formState.errors.description?.message}
          />
          <Checkbox label="Customers join automatically" {...register('auto_join')} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save program
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
