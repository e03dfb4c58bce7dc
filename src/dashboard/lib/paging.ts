import { z } from 'zod';

/** What the pager shows and does; built by `cursorPaging` or `numberedPaging`. */
export interface PagerControls {
  page: number;
  /** Known when the list reports its total. */
  pageCount?: number | undefined;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * A cursor-paged list's place in the URL: the cursors that led to this page (empty on page one), so Previous is one
 * pop away and a pasted link reopens the same page. A bad value falls back to page one, since links get hand-edited.
 */
export const cursorsSearchParam = z.array(z.string().min(1)).max(100).default([]).catch([]);

interface CursorPagingOptions {
  cursors: readonly string[];
  /** The cursor of the page after this one; `undefined` on the last page. */
  next: string | undefined;
  /** Takes an update of the latest cursors, so two quick clicks cannot undo each other. */
  onCursorsChange: (update: (cursors: readonly string[]) => string[]) => void;
  pageCount?: number | undefined;
}

/** The one pager wiring of every cursor-paged list (templates, audit entries, webhook deliveries). */
export function cursorPaging({ cursors, next, onCursorsChange, pageCount }: CursorPagingOptions): PagerControls {
  return {
    page: cursors.length + 1,
    pageCount,
    hasNext: next !== undefined,
    onFirst: () => onCursorsChange(() => []),
    onPrevious: () => onCursorsChange((latest) => latest.slice(0, -1)),
    onNext: () => next !== undefined && onCursorsChange((latest) => [...latest, next]),
  };
}

interface NumberedPagingOptions {
  page: number;
  hasNext: boolean;
  pageCount?: number | undefined;
  onPageChange: (page: number) => void;
}

/** Lists the service pages by number (the hosted API's `page`): a step is a new page number. */
export function numberedPaging({ page, hasNext, pageCount, onPageChange }: NumberedPagingOptions): PagerControls {
  return {
    page,
    pageCount,
    hasNext,
    onFirst: () => onPageChange(1),
    onPrevious: () => onPageChange(page - 1),
    onNext: () => onPageChange(page + 1),
  };
}

/** Pages needed for `total` items `pageSize` at a time (at least one, so an empty list reads "Page 1 of 1"). */
export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
