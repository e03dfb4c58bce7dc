import { Button, Code, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { WebhookDelivery } from '../../../../contract/webhook-delivery.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useResendDelivery } from '../../../lib/resources/webhook-deliveries.ts';
import { DeliveryPayloadDialog } from './delivery-payload-dialog.tsx';

const statusTone = { SUCCEEDED: 'good', FAILED: 'bad', PENDING: 'neutral' } as const;
const statusWords = { SUCCEEDED: 'Succeeded', FAILED: 'Failed', PENDING: 'Pending' } as const;

/** What the last attempt got back: the status code and time, or why nothing came back. */
function LastResponse({ delivery }: { delivery: WebhookDelivery }) {
  if (delivery.attempts === 0) return <Text size="sm">Not tried yet</Text>;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {delivery.last_response_code ?? 'No response'}
      {delivery.last_duration_ms !== null && ` · ${delivery.last_duration_ms} ms`}
      {delivery.last_error && delivery.last_response_code === null && ` · ${delivery.last_error}`}
    </Text>
  );
}

/** The status the service holds and, while it retries, when its next attempt is due. */
function DeliveryStatus({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <>
      <OutcomeBadge tone={statusTone[delivery.status]}>{statusWords[delivery.status]}</OutcomeBadge>
      {delivery.status === 'PENDING' && delivery.next_attempt_at && (
        <Text size="xs" mt={4}>
          Next attempt {formatDateTime(delivery.next_attempt_at)}
        </Text>
      )}
    </>
  );
}

const deliveryColumns: DataTableColumn<WebhookDelivery>[] = [
  { header: 'Event', cell: (delivery) => <Code style={{ overflowWrap: 'anywhere' }}>{delivery.type}</Code> },
  {
    header: 'Status',
    cell: (delivery) => <DeliveryStatus delivery={delivery} />,
  },
  { header: 'Attempts', cell: (delivery) => delivery.attempts, visibleFrom: 'sm' },
  { header: 'Last response', cell: (delivery) => <LastResponse delivery={delivery} />, visibleFrom: 'sm' },
  { header: 'Created', cell: (delivery) => formatDateTime(delivery.created_at), visibleFrom: 'sm' },
];

interface DeliveriesTableProps {
  projectId: string;
  webhookId: string;
  deliveries: WebhookDelivery[];
  /** For roles that manage webhooks: each row then offers Resend. */
  canResend: boolean;
}

/** A webhook's deliveries; on a phone, the event, status and actions stay on screen without scrolling. */
export function DeliveriesTable({ projectId, webhookId, deliveries, canResend }: DeliveriesTableProps) {
  const [shown, setShown] = useState<WebhookDelivery>();
  const resend = useResendDelivery(projectId, webhookId);
  return (
    <>
      <DataTable
        caption="Deliveries, newest first"
        label="Deliveries"
        columns={deliveryColumns}
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        minWidth={860}
        rowActions={(delivery) => (
          <Group
            gap="xs"
            wrap="wrap"
            role="group"
            aria-label={`Delivery of ${delivery.type}, ${formatDateTime(delivery.created_at)}`}
          >
            <Button size="xs" variant="default" onClick={() => setShown(delivery)}>
              Payload
            </Button>
            {canResend && (
              <Button
                size="xs"
                variant="default"
                loading={resend.isPending && resend.variables === delivery.id}
                onClick={() =>
                  resend.mutate(delivery.id, {
                    onSuccess: () => notifications.show({ message: `The ${delivery.type} event is sent again` }),
                    onError: (error) =>
                      notifications.show({ color: 'red', title: 'Not resent', message: error.message }),
                  })
                }
              >
                Resend
              </Button>
            )}
          </Group>
        )}
      />
      {shown && <DeliveryPayloadDialog delivery={shown} onClose={() => setShown(undefined)} />}
    </>
  );
}
