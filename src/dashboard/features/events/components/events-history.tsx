import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { EventsTable } from '../../../components/events-table.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { numberedPaging } from '../../../lib/paging.ts';
import { TextFilter } from '../../../components/text-filter.tsx';
import { projectEventsQueryOptions } from '../../../lib/resources/events.ts';
import { eventsSearchRefusal, toProjectEventsQuery, type EventsSearch } from '../events-search.ts';

interface EventsHistoryProps {
  projectId: string;
  search: EventsSearch;
  onSearchChange: (search: Partial<EventsSearch>) => void;
}

/** Every custom event of the project, newest first, with its customer; by event name if asked. */
export function EventsHistory({ projectId, search, onSearchChange }: EventsHistoryProps) {
  const query = toProjectEventsQuery(search);
  const refusal = eventsSearchRefusal(query);
  const events = useQuery({ ...projectEventsQueryOptions(projectId, query), enabled: !refusal });
  return (
    <Stack gap="sm" component="section" aria-labelledby="events-history-title">
      <Title order={2} size="h3" id="events-history-title">
        Events history
      </Title>
      <TextFilter
        label="Event name"
        value={search.type}
        onApply={(type) => onSearchChange({ type, page: 1 })}
        buttonLabel="Show"
        error={refusal}
      />
      {events.error && <ErrorAlert error={events.error} title="The events could not be loaded" />}
      {events.data &&
        (events.data.data.length === 0 ? (
          <Text size="sm">{search.type ? 'No event of that name.' : 'No custom events yet.'}</Text>
        ) : (
          <EventsTable events={events.data.data} withCustomer />
        ))}
      {events.data && (search.page > 1 || events.data.has_more) && (
        <ListPager
          label="Events"
          {...numberedPaging({
            page: search.page,
            hasNext: events.data.has_more && search.page < 100,
            onPageChange: (page) => onSearchChange({ page }),
          })}
        />
      )}
    </Stack>
  );
}
