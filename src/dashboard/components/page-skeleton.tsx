import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** Shown while a route's loader runs: the rough shape of a page (title, toolbar, rows) instead of a spinner. */
export function PageSkeleton() {
  return (
    <Stack p="md" gap="sm" aria-busy="true" role="status">
      <VisuallyHidden>Loading…</VisuallyHidden>
      <Skeleton height={32} width="40%" />
      <Skeleton height={36} width="70%" />
      {Array.from({ length: 6 }, (_, row) => (
        <Skeleton key={row} height={28} />
      ))}
    </Stack>
  );
}
