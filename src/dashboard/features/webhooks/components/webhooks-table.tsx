import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Webhook } from '../../../../contract/webhook.ts';
import { ActiveBadge } from '../../../components/active-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { groupEvents, webhookGroupLabels } from '../webhook-search.ts';
import { AnchorLink } from '../../../components/router-links.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
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

const webhookColumns: DataTableColumn<Webhook>[] = [
  {
    header: 'Target URL',
    cell: (webhook) => (
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
    ),
  },
  { header: 'Events', cell: (webhook) => <EventGroups events={webhook.events} /> },
  { header: 'State', cell: (webhook) => <ActiveBadge active={webhook.active} /> },
  { header: 'Created', cell: (webhook) => formatDateTime(webhook.created_at) },
];

interface WebhooksTableProps {
  webhooks: Webhook[];
  /** Given to roles that manage webhooks: each row then offers Edit, Enable/Disable and Delete. */
  managedIn?: string | undefined;
}

export function WebhooksTable({ webhooks, managedIn }: WebhooksTableProps) {
  return (
    <DataTable
      caption="Webhook configurations"
      columns={webhookColumns}
      rows={webhooks}
      rowKey={(webhook) => webhook.id}
      minWidth={820}
      actionsHeader="Change"
      rowActions={managedIn ? (webhook) => <WebhookActions projectId={managedIn} webhook={webhook} /> : undefined}
    />
  );
}
