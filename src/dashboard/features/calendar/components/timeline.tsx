import { Badge, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { Calendar, CalendarItem, CalendarQuery } from '../../../../contract/calendar.ts';
import { CampaignStatusBadge } from '../../../components/campaign-status-badge.tsx';
import { daysOf } from '../calendar-search.ts';
import { intervalWords } from '../calendar-words.ts';
import { ItemLink } from './item-link.tsx';

const dayMs = 86_400_000;

interface TimelineProps {
  calendar: Calendar;
  range: CalendarQuery;
  /** Items named by a conflict: their bars are marked. */
  inConflict: ReadonlySet<string>;
}

function ItemTitle({ item, conflicted }: { item: CalendarItem; conflicted: boolean }) {
  return (
    <Group gap={6} wrap="wrap">
      <ItemLink item={item} />
      <CampaignStatusBadge status={item.status} />
      {conflicted && (
        <Badge color="red" variant="light" c="var(--mantine-color-text)">
          In conflict
        </Badge>
      )}
    </Group>
  );
}

/** Rows of campaigns and tiers with a bar per usable interval, on wide screens. */
function Bars({ calendar, range, inConflict }: TimelineProps) {
  const start = Date.parse(range.from);
  const span = Date.parse(range.to) + dayMs - start;
  const days = daysOf(range);
  return (
    <Stack gap={4} visibleFrom="sm" role="list" aria-label="Timeline">
      <Group gap={0} wrap="nowrap" aria-hidden>
        <Box w="30%" />
        <Group gap={0} wrap="nowrap" style={{ flex: 1 }}>
          {days.map((day) => (
            <Text key={day} size="xs" c="dimmed" style={{ flex: 1, minWidth: 0 }} ta="center">
              {days.length > 7 ? day.slice(8) : day.slice(5)}
            </Text>
          ))}
        </Group>
      </Group>
      {calendar.items.map((item) => {
        const conflicted = inConflict.has(item.id);
        return (
          <Group key={item.id} gap={0} wrap="nowrap" role="listitem" align="center">
            <Box w="30%" pr="xs">
              <ItemTitle item={item} conflicted={conflicted} />
            </Box>
            <Box pos="relative" h={24} style={{ flex: 1 }} bg="var(--mantine-color-default-hover)">
              {item.intervals.map((interval) => (
                <Tooltip key={interval.start} label={intervalWords(interval)}>
                  <Box
                    pos="absolute"
                    top={3}
                    h={18}
                    aria-label={`${item.name}: ${intervalWords(interval)}`}
                    role="img"
                    bg={conflicted ? 'red.6' : 'blue.6'}
                    style={{
                      left: `${((Date.parse(interval.start) - start) / span) * 100}%`,
                      width: `max(2px, ${((Date.parse(interval.end) - Date.parse(interval.start)) / span) * 100}%)`,
                      borderRadius: 3,
                    }}
                  />
                </Tooltip>
              ))}
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}

/** On a phone: per day, the items usable that day and when. */
function DayList({ calendar, range, inConflict }: TimelineProps) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {daysOf(range).map((day) => {
        const dayStart = Date.parse(day);
        const usable = calendar.items.flatMap((item) => {
          const times = item.intervals.filter(
            (i) => Date.parse(i.start) < dayStart + dayMs && Date.parse(i.end) > dayStart,
          );
          return times.length ? [{ item, times }] : [];
        });
        return (
          <Paper key={day} withBorder p="sm" component="section" aria-label={day}>
            <Text fw={600} size="sm">
              {day}
            </Text>
            {usable.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nothing usable
              </Text>
            ) : (
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {usable.map(({ item, times }) => (
                  <li key={item.id}>
                    <ItemTitle item={item} conflicted={inConflict.has(item.id)} />
                    <Text size="xs">{times.map(intervalWords).join('; ')}</Text>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

export function Timeline(props: TimelineProps) {
  if (props.calendar.items.length === 0) return <Text>No campaign or promotion tier is usable in this range.</Text>;
  return (
    <>
      <Bars {...props} />
      <DayList {...props} />
    </>
  );
}
