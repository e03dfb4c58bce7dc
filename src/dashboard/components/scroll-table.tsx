import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

interface ScrollTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns (phone widths). */
  minWidth: number;
  /** Names the scrolling area for assistive tech, e.g. the table's caption. */
  label: string;
  children: ReactNode;
}

/**
 * A wide table on a narrow screen. The scroller takes keyboard focus so it can be scrolled without a mouse (axe's
 * scrollable-region-focusable), and is a named region so that focus is announced.
 */
export function ScrollTable({ minWidth, label, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
