import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';
import { useId } from 'react';

/** A titled block of a read-only page; the heading names the region for landmark navigation. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
