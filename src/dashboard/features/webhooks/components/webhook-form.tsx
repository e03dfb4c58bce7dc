import { Button, Checkbox, Code, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  webhookCreateSchema,
  webhookEventGroups,
  webhookEventsNeverEmitted,
  type Webhook,
  type WebhookEvent,
} from '../../../../contract/webhook.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSaveWebhook } from '../../../lib/resources/webhooks.ts';
import { webhookEventLabels, webhookGroupLabels, webhookGroups } from '../webhook-search.ts';

type FormValues = z.input<typeof webhookCreateSchema>;

interface WebhookFormProps {
  projectId: string;
  /** The configuration to change; none for a new one. */
  webhook?: Webhook;
  opened: boolean;
  onClose: () => void;
}

/** Where to deliver and which events, picked by kind; the service checks the address is a public one. */
export function WebhookForm({ projectId, webhook, opened, onClose }: WebhookFormProps) {
  const save = useSaveWebhook(projectId, webhook?.id);
  const form = useForm<FormValues, unknown, z.output<typeof webhookCreateSchema>>({
    resolver: zodResolver(webhookCreateSchema),
    defaultValues: webhook
      ? { target_url: webhook.target_url, events: webhook.events, active: webhook.active }
      : { target_url: '', events: [], active: true },
  });
  const errors = form.formState.errors;

  function submit(values: z.output<typeof webhookCreateSchema>) {
    save.mutate(values, {
      onSuccess: (saved) => {
        notifications.show({ color: 'green', title: 'Webhook saved', message: saved.target_url });
        onClose();
      },
      onError: (error) => setServerFieldErrors(error, form),
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={webhook ? 'Change the webhook' : 'New webhook'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack gap="sm">
          {save.error && <ErrorAlert error={unplacedFieldErrors(save.error, form)} title="The webhook was not saved" />}
          <TextInput
            label="Target URL"
            description="A public https address that receives the events"
            required
            data-autofocus
            {...form.register('target_url')}
            error={errors.target_url?.message}
          />
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <Checkbox.Group
                label="Events"
                value={field.value}
                onChange={field.onChange}
                error={errors.events?.message ?? errors.events?.root?.message}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                  {webhookGroups.map((group) => (
                    <Stack key={group} gap={4} role="group" aria-label={webhookGroupLabels[group]}>
                      {webhookEventGroups[group].map((event: WebhookEvent) => (
                        <Checkbox
                          key={event}
                          value={event}
                          label={
                            <>
                              {webhookEventLabels[event]}{' '}
                              <Code fz="xs" c="dimmed">
                                {event}
                              </Code>
                            </>
                          }
                          description={
                            webhookEventsNeverEmitted.includes(event)
                              ? 'Never sent: nothing in Promodesk causes it'
                              : undefined
                          }
                          size="xs"
                        />
                      ))}
                    </Stack>
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          <Checkbox label="Active: deliver events now" {...form.register('active')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save webhook
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
