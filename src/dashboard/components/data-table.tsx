import { useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { Box, Checkbox, Skeleton, Table, Text, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FailedPart } from './failed-part.tsx';
import classes from './data-table.module.css';

export interface DataTableColumn<Row> {
  /** The column's header; on a phone it labels the value in each card. */
  header: string;
  cell: (row: Row) => ReactNode;
  width?: CSSProperties['width'];
  align?: 'start' | 'center' | 'end';
  /** Hides the column below this breakpoint: the columns a person needs on a phone stay, the rest wait for width. */
  visibleFrom?: MantineBreakpoint;
  /** The cell names its row (a `th scope="row"`), for tables read across like a receipt. */
  rowHeader?: boolean;
}

/**
 * Checkboxes per row and one for the page, controlled by the caller (the bulk actions act on `selected`); a
 * shift-click sets every row from the last one clicked to this one.
 */
export interface DataTableSelection<Row> {
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  /** Names a row for its checkbox, "Select <label>". */
  rowLabel: (row: Row) => string;
}

interface DataTableProps<Row> {
  /** Names the table ("Campaigns, newest first"). */
  caption: string;
  /** Names the scrolling region; the caption when left out. */
  label?: string;
  columns: readonly DataTableColumn<Row>[];
  /** `undefined` while the rows load. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** What an empty list says; the table is not drawn then. */
  empty?: ReactNode;
  /** The failure of the rows' request, shown with a way to try again. */
  error?: unknown;
  errorTitle?: string;
  onRetry?: () => void;
  /** The last column: what can be done to each row. */
  rowActions?: (row: Row) => ReactNode;
  actionsHeader?: string;
  selection?: DataTableSelection<Row>;
  /** The row marked as the one being shown elsewhere on the page (`aria-current`). */
  currentKey?: string | undefined;
  /** `auto` draws cards below Mantine's `sm` breakpoint and a table above it. */
  layout?: 'auto' | 'table' | 'cards';
  striped?: boolean;
}

const skeletonRows = 3;

function alignment(align: DataTableColumn<unknown>['align']) {
  return align === 'end' ? 'right' : align === 'center' ? 'center' : undefined;
}

/** Every list of the dashboard: columns, empty, loading and failed states, selection and a phone card layout. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, label = caption, columns, rows, rowKey, minWidth, empty, error, errorTitle, onRetry } = props;
  const { rowActions, actionsHeader = 'Actions', selection, currentKey, layout = 'auto', striped = true } = props;
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const lastClicked = useRef<string | undefined>(undefined);
  const cards = layout === 'cards' || (layout === 'auto' && isPhone === true);

  if (error) return <FailedPart error={error} title={errorTitle} onRetry={onRetry} />;
  if (rows?.length === 0 && empty !== undefined) {
    return typeof empty === 'string' ? <Text size="sm">{empty}</Text> : empty;
  }

  const keys = rows?.map(rowKey) ?? [];
  const selected = new Set(selection?.selected);
  const selectedCount = keys.filter((key) => selected.has(key)).length;
  const sticky = cards ? undefined : classes.sticky;
  const headerCell = (column: DataTableColumn<Row>, index: number) => (
    <Table.Th
      key={column.header}
      w={column.width}
      ta={alignment(column.align)}
      visibleFrom={column.visibleFrom}
      className={index === 0 ? sticky : undefined}
    >
      {column.header}
    </Table.Th>
  );

  const pageCheckbox = selection && (
    <Checkbox
      aria-label={`Select all: ${caption}`}
      // On cards the header row is hidden: the page's box stands above them, labelled.
      label={cards ? 'Select all' : undefined}
      checked={keys.length > 0 && selectedCount === keys.length}
      indeterminate={selectedCount > 0 && selectedCount < keys.length}
      disabled={keys.length === 0}
      onChange={(event) =>
        selection.onChange(
          event.currentTarget.checked
            ? [...new Set([...selection.selected, ...keys])]
            : selection.selected.filter((key) => !keys.includes(key)),
        )
      }
    />
  );

  return (
    <Box
      className={classes.scroller}
      role="region"
      aria-label={label}
      // Focusable so the table can be scrolled without a mouse (axe's scrollable-region-focusable).
      tabIndex={0}
      style={{
        '--data-table-min-width': cards || minWidth === undefined ? undefined : `${minWidth}px`,
        // With checkboxes, the first column sticks right of theirs.
        '--data-table-sticky-offset': selection ? '2.75rem' : '0px',
      }}
    >
      {cards && pageCheckbox && <Box mb="xs">{pageCheckbox}</Box>}
      <Table
        className={cards ? classes.cards : classes.table}
        data-layout={cards ? 'cards' : 'table'}
        striped={striped}
        highlightOnHover
        verticalSpacing="xs"
        aria-busy={rows === undefined || undefined}
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th className={`${classes.selectCell} ${sticky ?? ''}`}>{!cards && pageCheckbox}</Table.Th>
            )}
            {columns.map(headerCell)}
            {rowActions && <Table.Th>{actionsHeader}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index}>
                  {selection && <Table.Td />}
                  {columns.map((column) => (
                    <Table.Td key={column.header} visibleFrom={column.visibleFrom} data-label={column.header}>
                      <Skeleton height={12} radius="sm" />
                    </Table.Td>
                  ))}
                  {rowActions && <Table.Td data-label={actionsHeader} />}
                </Table.Tr>
              ))
            : rows.map((row, rowIndex) => {
                const key = keys[rowIndex]!;
                return (
                  <Table.Tr key={key} aria-current={currentKey === key ? 'true' : undefined}>
                    {selection && (
                      <Table.Td className={`${classes.selectCell} ${sticky ?? ''}`}>
                        <Checkbox
                          aria-label={`Select ${selection.rowLabel(row)}`}
                          checked={selected.has(key)}
                          // onClick, not onChange: only the click knows whether shift was held.
                          onChange={() => undefined}
                          onClick={(event: MouseEvent<HTMLInputElement>) => {
                            const from = event.shiftKey && lastClicked.current ? keys.indexOf(lastClicked.current) : -1;
                            const range =
                              from < 0 ? [key] : keys.slice(Math.min(from, rowIndex), Math.max(from, rowIndex) + 1);
                            lastClicked.current = key;
                            selection.onChange(
                              event.currentTarget.checked
                                ? [...new Set([...selection.selected, ...range])]
                                : selection.selected.filter((other) => !range.includes(other)),
                            );
                          }}
                        />
                      </Table.Td>
                    )}
                    {columns.map((column, index) => {
                      const Cell = column.rowHeader ? Table.Th : Table.Td;
                      return (
                        <Cell
                          key={column.header}
                          scope={column.rowHeader ? 'row' : undefined}
                          ta={alignment(column.align)}
                          visibleFrom={column.visibleFrom}
                          data-label={column.header}
                          className={index === 0 ? sticky : undefined}
                        >
                          <div>{column.cell(row)}</div>
                        </Cell>
                      );
                    })}
                    {rowActions && <Table.Td data-label={actionsHeader}>{rowActions(row)}</Table.Td>}
                  </Table.Tr>
                );
              })}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
