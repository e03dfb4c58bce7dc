import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Webhook } from '../../../../contract/webhook.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { groupEvents, webhookGroupLabels } from '../webhook-search.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { WebhookActions } from './webhook-actions.tsx';

function EventGroups({ events }: { events: string[] }) {
  return (
    <Stack gap={6}>
      {groupEvents(events).map(([group, inGroup]) => (
        <Group key={group} gap={6} wrap="wrap">
          <Text size="xs" fw={700} w={170}>
            {webhookGroupLabels[group]}
          </Text>
          {inGroup.map((event) => (
            <Badge key={event} variant="default" tt="none">
              {event}
            </Badge>
          ))}
        </Group>
      ))}
    </Stack>
  );
}

interface WebhooksTableProps {
  webhooks: Webhook[];
  /** Given to roles that manage webhooks: each row then offers Edit, Enable/Disable and Delete. */
  managedIn?: string | undefined;
}

export function WebhooksTable({ webhooks, managedIn }: WebhooksTableProps) {
  return (
    <ScrollTable minWidth={820} label={'Webhook configurations'}>
      <Table striped verticalSpacing="sm">
        <Table.Caption>Webhook configurations</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Target URL</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Created</Table.Th>
            {managedIn && <Table.Th>Change</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {webhooks.map((webhook) => (
            <Table.Tr key={webhook.id}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text size="sm" style={{ wordBreak: 'break-all' }}>
                    {webhook.target_url}
                  </Text>
                  <AnchorLink
                    size="sm"
                    to="/project/webhooks/$webhookId"
                    params={{ webhookId: webhook.id }}
                    aria-label={`Deliveries of ${webhook.target_url}`}
                  >
                    Deliveries
                  </AnchorLink>
                </Stack>
              </Table.Td>
              <Table.Td>
                <EventGroups events={webhook.events} />
              </Table.Td>
              <Table.Td>
                <ActiveBadge active={webhook.active} />
              </Table.Td>
              <Table.Td>{formatDateTime(webhook.created_at)}</Table.Td>
              {managedIn && (
                <Table.Td>
                  <WebhookActions projectId={managedIn} webhook={webhook} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
