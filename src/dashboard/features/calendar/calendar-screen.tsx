import { Button, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { calendarQueryOptions } from '../../lib/resources/calendar.ts';
import { projectQueryOptions } from '../../lib/resources/projects.ts';
import { calendarRange, shiftedSearch, type CalendarSearch } from './calendar-search.ts';
import { ConflictList } from './components/conflict-list.tsx';
import { SampleCartForm } from './components/sample-cart-form.tsx';
import { Timeline } from './components/timeline.tsx';

interface CalendarScreenProps {
  projectId: string;
  search: CalendarSearch;
  onSearchChange: (search: CalendarSearch) => void;
}

export function CalendarScreen({ projectId, search, onSearchChange }: CalendarScreenProps) {
  const range = calendarRange(search);
  const calendar = useQuery(calendarQueryOptions(projectId, range));
  const currency = useQuery(projectQueryOptions(projectId)).data?.currency;
  const inConflict = new Set(calendar.data?.conflicts.flatMap((c) => c.items.map((i) => i.id)) ?? []);
  const unit = search.view === 'week' ? 'week' : 'month';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Calendar</Title>
        <Text>
          When each campaign and promotion tier is usable (dates, week days and hours, in UTC), and which ones compete
          for the same carts at the same time.
        </Text>
      </div>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Range"
          value={search.view}
          onChange={(view) => onSearchChange({ ...search, view: view === 'month' ? 'month' : 'week' })}
          data={[
            { value: 'week', label: 'Week' },
            { value: 'month', label: 'Month' },
          ]}
        />
        <Group gap="xs">
          <Button variant="default" onClick={() => onSearchChange(shiftedSearch(search, -1))}>
            Previous {unit}
          </Button>
          <Text fw={600} aria-live="polite">
            {range.from} to {range.to}
          </Text>
          <Button variant="default" onClick={() => onSearchChange(shiftedSearch(search, 1))}>
            Next {unit}
          </Button>
        </Group>
      </Group>
      {calendar.error ? (
        <ErrorAlert error={calendar.error} title="The calendar could not be loaded" />
      ) : !calendar.data ? (
        <Skeleton h={160} />
      ) : (
        <>
          <Timeline calendar={calendar.data} range={range} inConflict={inConflict} />
          <Title order={2}>Conflicts</Title>
          <ConflictList conflicts={calendar.data.conflicts} />
          {calendar.data.truncated && (
            <Text size="sm">The range holds more than the calendar lists: the oldest campaigns are shown.</Text>
          )}
        </>
      )}
      <SampleCartForm
        projectId={projectId}
        initialAt={dayjs(`${range.from}T12:00:00Z`).format('YYYY-MM-DDTHH:mm')}
        currency={currency}
      />
    </Stack>
  );
}
