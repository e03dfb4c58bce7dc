import { Table } from '@mantine/core';
import type { CustomerEvent } from '../../contract/customer-activity.ts';
import { formatDateTime, formatNumber } from '../lib/format.ts';
import { AnchorLink } from './router-links.tsx';
import { ScrollTable } from './scroll-table.tsx';

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

/** Custom events, newest first: name, metadata and what each changed; with their customer where several have them. */
export function EventsTable({ events, withCustomer = false }: { events: CustomerEvent[]; withCustomer?: boolean }) {
  return (
    <ScrollTable minWidth={withCustomer ? 720 : 560} label="Events">
      <Table striped verticalSpacing="xs">
        <Table.Caption>Events, newest first</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Event</Table.Th>
            {withCustomer && <Table.Th>Customer</Table.Th>}
            <Table.Th>Metadata</Table.Th>
            <Table.Th>What it changed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>{formatDateTime(event.created_at)}</Table.Td>
              <Table.Td ff="monospace">{event.type}</Table.Td>
              {withCustomer && (
                <Table.Td>
                  <AnchorLink to="/customers/$customerId" params={{ customerId: event.customer.id }}>
                    {event.customer.source_id ?? event.customer.id}
                  </AnchorLink>
                </Table.Td>
              )}
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{metadataWords(event.metadata)}</Table.Td>
              <Table.Td>{changeWords(event)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
