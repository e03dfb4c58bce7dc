import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { Webhook } from '../../../../contract/webhook.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyDone, notifyFailed, notifyUndoable } from '../../../components/feedback.tsx';
import { useDeleteWebhook, useSaveWebhook } from '../../../lib/resources/webhooks.ts';
import { WebhookForm } from './webhook-form.tsx';

/** Change, switch and remove one configuration (for roles that manage webhooks; the caller checks). */
export function WebhookActions({ projectId, webhook }: { projectId: string; webhook: Webhook }) {
  const [dialog, setDialog] = useState<'edit' | 'delete'>();
  const toggle = useSaveWebhook(projectId, webhook.id);
  const remove = useDeleteWebhook(projectId, webhook.id);
  const close = () => setDialog(undefined);

  /** Switching is reversible, so it is not asked first: the toast offers to switch it back. */
  function switchTo(active: boolean, undoable = true) {
    toggle.mutate(
      { active },
      {
        onSuccess: () => {
          const title = active ? 'Webhook enabled' : 'Webhook disabled';
          const message = `${webhook.target_url} ${active ? 'receives' : 'no longer receives'} events.`;
          if (undoable) notifyUndoable({ title, message, undo: () => switchTo(!active, false) });
          else notifyDone(title, message);
        },
        onError: (error) => notifyFailed('The webhook was not switched', error),
      },
    );
  }
  return (
    <Group gap="xs" role="group" aria-label={`Webhook ${webhook.target_url}`}>
      <Button size="xs" variant="default" onClick={() => setDialog('edit')}>
        Edit
      </Button>
      <Button size="xs" variant="default" loading={toggle.isPending} onClick={() => switchTo(!webhook.active)}>
        {webhook.active ? 'Disable' : 'Enable'}
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red"
        onClick={() => {
          remove.reset();
          setDialog('delete');
        }}
      >
        Delete
      </Button>
      {dialog === 'edit' && <WebhookForm projectId={projectId} webhook={webhook} opened onClose={close} />}
      <ConfirmDialog
        title="Delete this webhook?"
        consequence={`${webhook.target_url} receives no more events, and its configuration is removed.`}
        confirmLabel="Delete webhook"
        opened={dialog === 'delete'}
        onClose={close}
        doing={remove}
        // The row (and this component) goes once the list is read again, before mutate's own callbacks would run.
        onConfirm={() =>
          void remove.mutateAsync().then(
            () => {
              close();
              notifyDone('Webhook deleted', `${webhook.target_url} receives no more events.`);
            },
            () => undefined, // the dialog shows the refusal
          )
        }
      />
    </Group>
  );
}
