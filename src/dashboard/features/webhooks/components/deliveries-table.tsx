import { Button, Code, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { WebhookDelivery } from '../../../../contract/webhook-delivery.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
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
    <ScrollTable minWidth={860} phoneMinWidth={340} label="Deliveries">
      <Table striped verticalSpacing="xs">
        <Table.Caption>Deliveries, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Event</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="sm">Attempts</Table.Th>
            <Table.Th visibleFrom="sm">Last response</Table.Th>
            <Table.Th visibleFrom="sm">Created</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <Code style={{ overflowWrap: 'anywhere' }}>{delivery.type}</Code>
              </Table.Td>
              <Table.Td>
                <DeliveryStatus delivery={delivery} />
              </Table.Td>
              <Table.Td visibleFrom="sm">{delivery.attempts}</Table.Td>
              <Table.Td visibleFrom="sm">
                <LastResponse delivery={delivery} />
              </Table.Td>
              <Table.Td visibleFrom="sm">{formatDateTime(delivery.created_at)}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {shown && <DeliveryPayloadDialog delivery={shown} onClose={() => setShown(undefined)} />}
    </ScrollTable>
  );
}
