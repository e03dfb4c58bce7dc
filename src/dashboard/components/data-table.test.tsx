// @vitest-environment jsdom
import { useState, type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { DataTable, type DataTableColumn } from './data-table.tsx';

const renderWithMantine = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

interface Fruit {
  id: string;
  name: string;
  stock: number;
}

const fruits: Fruit[] = [
  { id: 'f1', name: 'Apple', stock: 3 },
  { id: 'f2', name: 'Pear', stock: 0 },
];
const columns: DataTableColumn<Fruit>[] = [
  { header: 'Name', cell: (fruit) => fruit.name },
  { header: 'Stock', cell: (fruit) => `${fruit.stock} left`, align: 'end' },
];
const rowKey = (fruit: Fruit) => fruit.id;

/** A caller that owns the selection, the way the bulk actions will. */
function SelectableFruits({
  onChange,
  rows = fruits,
  layout,
}: {
  onChange: (keys: string[]) => void;
  rows?: Fruit[];
  layout?: 'cards';
}) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <DataTable
      caption="Fruits"
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      layout={layout}
      selection={{
        selected,
        rowLabel: (fruit) => fruit.name,
        onChange: (keys) => {
          setSelected(keys);
          onChange(keys);
        },
      }}
    />
  );
}

describe('DataTable', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws a header per column and a row per item, named by its caption', () => {
    renderWithMantine(
      <DataTable
        caption="Fruits"
        columns={columns}
        rows={fruits}
        rowKey={rowKey}
        rowActions={(fruit) => <button type="button">Sell {fruit.name}</button>}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Stock', 'Actions']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Apple', '3 left', 'Sell Apple']);
    expect(screen.getByRole('region', { name: 'Fruits' })).toHaveAttribute('tabindex', '0');
  });

  it('says so in words when there is nothing to list', () => {
    renderWithMantine(
      <DataTable caption="Fruits" columns={columns} rows={[]} rowKey={rowKey} empty="No fruit in stock." />,
    );
    expect(screen.getByText('No fruit in stock.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows skeleton rows while the rows load', () => {
    renderWithMantine(<DataTable caption="Fruits" columns={columns} rows={undefined} rowKey={rowKey} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByText('Apple')).not.toBeInTheDocument();
  });

  it('shows a failure in the error box with a way to try again', async () => {
    const onRetry = vi.fn();
    const error = new ApiError(503, {
      code: 503,
      key: 'unavailable',
      message: 'The service is busy',
      details: '',
      request_id: 'v-1',
    });
    renderWithMantine(
      <DataTable
        caption="Fruits"
        columns={columns}
        rows={undefined}
        rowKey={rowKey}
        error={error}
        errorTitle="The fruits could not be loaded"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The fruits could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('The service is busy');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('selects the rows between the last one clicked and a shift-clicked one', async () => {
    const onChange = vi.fn();
    const basket = [...fruits, { id: 'f3', name: 'Plum', stock: 1 }, { id: 'f4', name: 'Fig', stock: 2 }];
    renderWithMantine(<SelectableFruits onChange={onChange} rows={basket} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Apple' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Plum' }));
    await user.keyboard('{/Shift}');
    expect(onChange).toHaveBeenLastCalledWith(['f1', 'f2', 'f3']);
    expect(screen.getByRole('checkbox', { name: 'Select Fig' })).not.toBeChecked();
  });

  it('selects rows one by one and all at once through named checkboxes', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SelectableFruits onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Select all: Fruits' });
    const apple = screen.getByRole('checkbox', { name: 'Select Apple' });

    await userEvent.click(apple);
    expect(onChange).toHaveBeenLastCalledWith(['f1']);
    expect(apple).toBeChecked();
    expect(all).not.toBeChecked();
    expect(all).toHaveAttribute('data-indeterminate', 'true');

    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['f1', 'f2']);
    expect(screen.getByRole('checkbox', { name: 'Select Pear' })).toBeChecked();

    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(apple).not.toBeChecked();
  });

  it('marks the row shown elsewhere on the page as current', () => {
    renderWithMantine(<DataTable caption="Fruits" columns={columns} rows={fruits} rowKey={rowKey} currentKey="f2" />);
    const [, apple, pear] = screen.getAllByRole('row');
    expect(pear).toHaveAttribute('aria-current', 'true');
    expect(apple).not.toHaveAttribute('aria-current');
  });

  it('on a phone draws each row as a card that labels every value, keeping rows and cells', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    renderWithMantine(<DataTable caption="Fruits" columns={columns} rows={fruits} rowKey={rowKey} minWidth={600} />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    // Mantine reads the media query after the first render.
    await vi.waitFor(() => expect(table).toHaveAttribute('data-layout', 'cards'));
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Stock']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['Apple', '3 left']);
    // Cards fit the screen: no minimum width makes the region scroll sideways.
    expect(screen.getByRole('region', { name: 'Fruits' }).style.getPropertyValue('--data-table-min-width')).toBe('');
  });

  it('on cards keeps "select all" in view above them, since the header row is hidden', async () => {
    const onChange = vi.fn();
    renderWithMantine(<SelectableFruits onChange={onChange} layout="cards" />);
    const all = screen.getByRole('checkbox', { name: 'Select all: Fruits' });
    expect(
      within(screen.getByRole('table', { name: 'Fruits' })).queryByRole('checkbox', { name: /^Select all/ }),
    ).toBeNull();
    expect(screen.getByText('Select all')).toBeVisible();
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['f1', 'f2']);
  });

  it('keeps the table layout when asked to, whatever the width', () => {
    renderWithMantine(<DataTable caption="Fruits" columns={columns} rows={fruits} rowKey={rowKey} layout="table" />);
    expect(screen.getByRole('table', { name: 'Fruits' })).toHaveAttribute('data-layout', 'table');
  });
});
