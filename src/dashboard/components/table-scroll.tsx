import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

interface TableScrollProps {
  /** Width below which the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Names the scrollable region, usually the table's caption. */
  label: string;
  children: ReactNode;
}

/**
 * A wide table on a narrow screen. The scroller takes keyboard focus so it can be scrolled without a mouse (axe's
 * scrollable-region-focusable), and is a named region so that focus is announced.
 */
export function TableScroll({ minWidth, label, children }: TableScrollProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
