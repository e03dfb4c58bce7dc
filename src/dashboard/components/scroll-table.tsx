import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface ScrollTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns (phone widths). */
  minWidth: number;
  /**
   * The width on a phone, where the table's less important columns are hidden (`visibleFrom="sm"` on their cells):
   * the columns a person needs there fit the screen without scrolling.
   */
  phoneMinWidth?: number;
  /** Names the scrolling area for assistive tech, e.g. the table's caption. */
  label: string;
  children: ReactNode;
}

/**
 * A wide table on a narrow screen. The scroller takes keyboard focus so it can be scrolled without a mouse (axe's
 * scrollable-region-focusable), and is a named region so that focus is announced.
 */
export function ScrollTable({ minWidth, phoneMinWidth = minWidth, label, children }: ScrollTableProps) {
  // Mantine's `sm` breakpoint, below which `visibleFrom="sm"` hides a column.
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={isPhone ? phoneMinWidth : minWidth}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
