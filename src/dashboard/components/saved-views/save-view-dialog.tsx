import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { savedViewCreateSchema, type ViewList } from '../../../contract/saved-view.ts';
import { useCan } from '../../lib/permissions.tsx';
import { useCreateView, viewStateOf } from '../../lib/resources/saved-views.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { ErrorAlert } from '../error-alert.tsx';
import { notifyDone } from '../feedback.tsx';

const saveViewFormSchema = z.object({
  name: savedViewCreateSchema.shape.name,
  shared: z.boolean(),
});
type SaveViewForm = z.infer<typeof saveViewFormSchema>;

interface SaveViewDialogProps {
  list: ViewList;
  /** The list's search params as they are now. */
  search: Record<string, unknown>;
  onClose: () => void;
}

/** Saves what the list shows now under a name, the person's own or shared with the project. */
export default function SaveViewDialog({ list, search, onClose }: SaveViewDialogProps) {
  const canShare = useCan('campaigns:write');
  const create = useCreateView();
  const form = useForm<SaveViewForm>({
    resolver: zodResolver(saveViewFormSchema),
    defaultValues: { name: '', shared: false },
  });
  const { errors } = form.formState;
  return (
    <Modal opened onClose={onClose} title="Save current view" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          create.mutate(
            { ...values, list, state: viewStateOf(search) },
            {
              onSuccess: (view) => {
                notifyDone('View saved', `${view.name} is in the Views menu${view.shared ? ' of everyone here' : ''}.`);
                onClose();
              },
              onError: (error) => setServerFieldErrors(error, form),
            },
          ),
        )}
      >
        <Stack gap="sm">
          {create.error && <ErrorAlert error={unplacedFieldErrors(create.error, form)} />}
          <TextInput label="View name" data-autofocus {...form.register('name')} error={errors.name?.message} />
          <Checkbox
            label="Share with everyone in the project"
            description={canShare ? undefined : 'Sharing needs a role that may change campaigns'}
            disabled={!canShare}
            {...form.register('shared')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Save view
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
