import { Text } from '@mantine/core';
import type { CustomerEvent } from '../../contract/customer-activity.ts';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { AnchorLink } from './router-links.tsx';
import { DataTable, type DataTableColumn } from './data-table.tsx';

const metadataWords = (metadata: Record<string, unknown>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ') || '—';

function changeWords(event: CustomerEvent) {
  const changes = [];
  if (event.loyalty) changes.push(`${formatNumber(event.loyalty.points_added)} points added`);
  if (event.referral) changes.push(event.referral.converted ? 'Referral converted' : 'Referral not converted');
  return changes.join(', ') || 'Nothing';
}

const eventColumns: DataTableColumn<CustomerEvent>[] = [
  { header: 'Date', cell: (event) => formatDateTime(event.created_at) },
  {
    header: 'Event',
    cell: (event) => (
      <Text span inherit ff="monospace">
        {event.type}
      </Text>
    ),
  },
  {
    header: 'Metadata',
    cell: (event) => (
      <Text span inherit style={{ overflowWrap: 'anywhere' }}>
        {metadataWords(event.metadata)}
      </Text>
    ),
  },
  { header: 'What it changed', cell: changeWords },
];

const customerColumn: DataTableColumn<CustomerEvent> = {
  header: 'Customer',
  cell: (event) => (
    <AnchorLink to="/customers/$customerId" params={{ customerId: event.customer.id }}>
      {event.customer.source_id ?? event.customer.id}
    </AnchorLink>
  ),
};

/** Custom events, newest first: name, metadata and what each changed; with their customer where several have them. */
export function EventsTable({ events, withCustomer = false }: { events: CustomerEvent[]; withCustomer?: boolean }) {
  return (
    <DataTable
      caption="Events, newest first"
      label="Events"
      columns={withCustomer ? [...eventColumns.slice(0, 2), customerColumn, ...eventColumns.slice(2)] : eventColumns}
      rows={events}
      rowKey={(event) => event.id}
      minWidth={withCustomer ? 720 : 560}
    />
  );
}
