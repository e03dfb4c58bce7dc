import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useSendEvent } from '../../lib/resources/events.ts';
import { EventForm, markEventRefusal } from './components/event-form.tsx';
import { EventResult } from './components/event-result.tsx';
import { EventsHistory } from './components/events-history.tsx';
import type { EventsSearch } from './events-search.ts';

interface EventsScreenProps {
  projectId: string;
  search: EventsSearch;
  onSearchChange: (search: Partial<EventsSearch>) => void;
}

/** Send a custom event as a shop would, and the project's events so far. */
export function EventsScreen({ projectId, search, onSearchChange }: EventsScreenProps) {
  const send = useSendEvent();
  const [refusal, setRefusal] = useState<unknown>();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Custom events</Title>
        <Text>
          Send a custom event for a customer, as a shop would. Loyalty earning rules and referral programs that react to
          the event name apply, and the service reports what changed.
        </Text>
      </div>
      <EventForm
        sending={send.isPending}
        onSend={(request, form) =>
          send.mutate(request, { onError: (error) => setRefusal(markEventRefusal(error, form)) })
        }
      />
      <div aria-live="polite">
        {send.isError && <ErrorAlert error={refusal ?? send.error} title="The event was refused" />}
        {send.data && <EventResult event={send.data} />}
      </div>
      <EventsHistory projectId={projectId} search={search} onSearchChange={onSearchChange} />
    </Stack>
  );
}
