import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

interface ScrollTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns (phone widths). */
  minWidth: number;
  /** Names the scrolling area for assistive tech, e.g. the table's caption. */
  label: string;
  children: ReactNode;
}

/** A wide table's scroller, focusable so keyboard users can scroll it too (axe: scrollable-region-focusable). */
export function ScrollTable({ minWidth, label, children }: ScrollTableProps) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="group" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}
