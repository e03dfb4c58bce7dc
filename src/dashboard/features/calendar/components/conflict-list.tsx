import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { CalendarConflict } from '../../../../contract/calendar.ts';
import { conflictKindWords } from '../calendar-words.ts';
import { ItemLink } from './item-link.tsx';

/** Each conflict with its reason and links to both items. */
export function ConflictList({ conflicts }: { conflicts: CalendarConflict[] }) {
  if (conflicts.length === 0)
    return (
      <Alert variant="light" color="green" title="No conflicts">
        No two promotions usable at the same time compete for the same carts in this range.
      </Alert>
    );
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Conflicts">
      {conflicts.map((conflict, index) => (
        <Paper key={index} withBorder p="sm" component="li">
          <Group gap="xs" mb={4}>
            <Badge color="red" variant="light" c="var(--mantine-color-text)">
              {conflictKindWords[conflict.kind]}
            </Badge>
            {conflict.items.map((item) => (
              <ItemLink key={item.id} item={item} />
            ))}
          </Group>
          <Text size="sm">{conflict.reason}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
