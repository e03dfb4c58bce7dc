import { Table, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { CustomerEvent } from '../../../../contract/customer-activity.ts';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import { customerEventsQueryOptions, type CustomerEventsQuery } from '../../../lib/resources/customers.ts';

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

interface CustomerEventsProps {
  projectId: string;
  customerId: string;
  query: CustomerEventsQuery & { page: number };
  onPageChange: (page: number) => void;
}

/** The customer's custom events, newest first: name, metadata and what each changed. */
export function CustomerEvents({ projectId, customerId, query, onPageChange }: CustomerEventsProps) {
  const { data: list } = useSuspenseQuery(customerEventsQueryOptions(projectId, customerId, query));
  return (
    <DetailSection title="Events">
      {list.data.length === 0 ? (
        <Text size="sm">{query.page > 1 ? 'There are no events on this page.' : 'No custom events yet.'}</Text>
      ) : (
        <ScrollTable minWidth={560} label="Events">
          <Table striped verticalSpacing="xs">
            <Table.Caption>Events, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Event</Table.Th>
                <Table.Th>Metadata</Table.Th>
                <Table.Th>What it changed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>{formatDateTime(event.created_at)}</Table.Td>
                  <Table.Td ff="monospace">{event.type}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{metadataWords(event.metadata)}</Table.Td>
                  <Table.Td>{changeWords(event)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {(query.page > 1 || list.has_more) && (
        <ListPager
          label="Events"
          page={query.page}
          hasPrevious={query.page > 1}
          hasNext={list.has_more && query.page < 100}
          onPrevious={() => onPageChange(query.page - 1)}
          onNext={() => onPageChange(query.page + 1)}
        />
      )}
    </DetailSection>
  );
}
