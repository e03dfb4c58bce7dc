import { Badge } from '@mantine/core';

/**
 * The service's own `active` flag, never a status recomputed here. A tinted badge with the body text color: Mantine's
 * filled and light greens fall below 4.5:1 for badge-sized text.
 */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'} c="var(--mantine-color-text)">
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}
