import { Code, DataList, Paper, Stack, Title } from '@mantine/core';
import type { EventResponse } from '../../../../contract/event.ts';
import { MetadataList } from '../../../components/metadata-list.tsx';
import { EventChangesView } from './event-changes-view.tsx';

export function EventResult({ event }: { event: EventResponse }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="event-result">
      <Stack gap="md">
        <Title order={2} size="h3" id="event-result">
          Event {event.type} received
        </Title>
        <DataList>
          <DataList.Item>
            <DataList.ItemLabel>Customer</DataList.ItemLabel>
            <DataList.ItemValue>
              {event.customer.name ?? event.customer.source_id} <Code>{event.customer.id}</Code>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Metadata</DataList.ItemLabel>
            <DataList.ItemValue>
              <MetadataList metadata={event.metadata} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <EventChangesView event={event} />
      </Stack>
    </Paper>
  );
}
