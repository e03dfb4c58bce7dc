import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { savedViewCreateSchema, type SavedView } from '../../../contract/saved-view.ts';
import { useCreateView, useDeleteView, useUpdateView } from '../../lib/resources/saved-views.ts';
import { ErrorAlert } from '../error-alert.tsx';
import { notifyFailed, notifyUndoable } from '../feedback.tsx';

/** Renames or deletes the views the person may change: their own, and shared ones when their role writes. */
export default function ManageViewsDialog({ views, onClose }: { views: SavedView[]; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Rename or delete views" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {views.length === 0 && <Text size="sm">No views left that you may change.</Text>}
        {views.map((view) => (
          <ViewRow key={view.id} view={view} />
        ))}
      </Stack>
    </Modal>
  );
}

function ViewRow({ view }: { view: SavedView }) {
  const update = useUpdateView();
  const remove = useDeleteView();
  const restore = useCreateView();
  const { name: oldName, list, shared, state } = view;
  const undoableDelete = () =>
    remove.mutate(view.id, {
      onSuccess: () =>
        notifyUndoable({
          title: 'View deleted',
          message: `${oldName} is no longer in the Views menu.`,
          undo: () =>
            restore.mutate(
              { name: oldName, list, shared, state },
              { onError: (error) => notifyFailed('The view was not restored', error) },
            ),
        }),
    });
  const [name, setName] = useState(view.name);
  const parsed = savedViewCreateSchema.shape.name.safeParse(name);
  const failure = update.error ?? remove.error;
  return (
    <Stack gap={4}>
      {failure && <ErrorAlert error={failure} />}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={`Name of the view ${view.name}${view.shared ? ' (shared)' : ''}`}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={parsed.success ? undefined : parsed.error.issues[0]?.message}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          disabled={!parsed.success || parsed.data === view.name}
          loading={update.isPending}
          onClick={() => parsed.success && update.mutate({ id: view.id, name: parsed.data })}
        >
          Rename
        </Button>
        <Button
          variant="default"
          loading={remove.isPending}
          onClick={undoableDelete}
          aria-label={`Delete the view ${view.name}`}
        >
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
