import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Webhook } from '../../../../contract/webhook.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDeleteWebhook, useSaveWebhook } from '../../../lib/resources/webhooks.ts';
import { WebhookForm } from './webhook-form.tsx';

/** Change, switch and remove one configuration (for roles that manage webhooks; the caller checks). */
export function WebhookActions({ projectId, webhook }: { projectId: string; webhook: Webhook }) {
  const [dialog, setDialog] = useState<'edit' | 'delete'>();
  const toggle = useSaveWebhook(projectId, webhook.id);
  const remove = useDeleteWebhook(projectId, webhook.id);
  const close = () => setDialog(undefined);
  return (
    <Group gap="xs" role="group" aria-label={`Webhook ${webhook.target_url}`}>
      <Button size="xs" variant="default" onClick={() => setDialog('edit')}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={toggle.isPending}
        onClick={() =>
          toggle.mutate(
            { active: !webhook.active },
            {
              onError: (error) =>
                notifications.show({ color: 'red', title: 'The webhook was not switched', message: error.message }),
            },
          )
        }
      >
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
        onConfirm={() => remove.mutate(undefined, { onSuccess: close })}
      />
    </Group>
  );
}
