// @vitest-environment jsdom
import { useState, type ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { cursorPaging, numberedPaging, pageCountOf } from '../lib/paging.ts';
import { ListPager } from './list-pager.tsx';

const renderWithMantine = (ui: ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

/** Three pages of a cursor list: the cursors live in state here, in the URL in the app. */
function CursorList() {
  const [cursors, setCursors] = useState<string[]>([]);
  const nextOf: Record<number, string | undefined> = { 0: 'c1', 1: 'c2', 2: undefined };
  return (
    <>
      <p data-testid="cursors">{cursors.join(',')}</p>
      <ListPager
        label="Entries"
        {...cursorPaging({
          cursors,
          next: nextOf[cursors.length],
          onCursorsChange: (update) => setCursors((latest) => update(latest)),
        })}
      />
    </>
  );
}

function NumberedList({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return (
    <ListPager
      label="Campaigns"
      summary={`${total} campaigns`}
      {...numberedPaging({
        page,
        hasNext: page * 10 < total,
        pageCount: pageCountOf(total, 10),
        onPageChange: setPage,
      })}
    />
  );
}

describe('ListPager', () => {
  afterEach(cleanup);

  it('steps through a cursor list and back to the first page, disabled at both ends', async () => {
    renderWithMantine(<CursorList />);
    const pager = screen.getByRole('navigation', { name: 'Entries pages' });
    const button = (name: string) => within(pager).getByRole('button', { name });

    expect(pager).toHaveTextContent(/^Page 1First page/);
    expect(button('First page')).toBeDisabled();
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeEnabled();

    await userEvent.click(button('Next page'));
    await userEvent.click(button('Next page'));
    expect(screen.getByTestId('cursors')).toHaveTextContent('c1,c2');
    expect(pager).toHaveTextContent('Page 3 (last page)');
    expect(button('Next page')).toBeDisabled();

    await userEvent.click(button('Previous page'));
    expect(screen.getByTestId('cursors')).toHaveTextContent(/^c1$/);
    expect(pager).toHaveTextContent('Page 2');

    await userEvent.click(button('Next page'));
    await userEvent.click(button('First page'));
    expect(screen.getByTestId('cursors')).toBeEmptyDOMElement();
    expect(button('Previous page')).toBeDisabled();
  });

  it('says "Page N of M" once, with the summary, when the total is known', async () => {
    renderWithMantine(<NumberedList total={25} />);
    const pager = screen.getByRole('navigation', { name: 'Campaigns pages' });
    expect(within(pager).getByText(/^Page/)).toHaveTextContent(/^Page 1 of 3 · 25 campaigns$/);

    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(within(pager).getByText(/^Page/)).toHaveTextContent(/^Page 3 of 3 · 25 campaigns$/);
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(within(pager).getByRole('button', { name: 'First page' }));
    expect(within(pager).getByText(/^Page/)).toHaveTextContent(/^Page 1 of 3/);
  });

  it('reads "Page 1 of 1" for an empty list', () => {
    renderWithMantine(<NumberedList total={0} />);
    expect(screen.getByText(/^Page/)).toHaveTextContent(/^Page 1 of 1 · 0 campaigns$/);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
