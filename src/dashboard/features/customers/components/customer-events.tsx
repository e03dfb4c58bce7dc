import { Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DetailSection } from '../../../components/detail-section.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging } from '../../../lib/paging.ts';
import { EventsTable } from '../../../components/events-table.tsx';
import { customerEventsQueryOptions, type CustomerEventsQuery } from '../../../lib/resources/customers.ts';

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
        <EventsTable events={list.data} />
      )}
      {(query.page > 1 || list.has_more) && (
        <ListPager
          label="Events"
          {...numberedPaging({
            page: query.page,
            hasNext: list.has_more && query.page < 100,
            onPageChange,
          })}
        />
      )}
    </DetailSection>
  );
}
