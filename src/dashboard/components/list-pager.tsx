import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import type { PagerControls } from '../lib/paging.ts';

interface ListPagerProps extends PagerControls {
  /** Names the list, so two pagers on one page stay distinguishable ("Templates pages"). */
  label: string;
  /** E.g. "48 templates", shown after the page label. */
  summary?: ReactNode;
}

/** First/previous/next paging for every list; `cursorPaging` or `numberedPaging` say what a step means. */
export function ListPager({ label, page, pageCount, hasNext, onFirst, onPrevious, onNext, summary }: ListPagerProps) {
  const position = pageCount === undefined ? `Page ${page}` : `Page ${page} of ${pageCount}`;
  return (
    <Group component="nav" aria-label={`${label} pages`} justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite">
        {position}
        {pageCount === undefined && !hasNext && page > 1 && ' (last page)'}
        {summary && <> · {summary}</>}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="sm" disabled={page <= 1} onClick={onFirst}>
          First page
        </Button>
        <Button variant="default" size="sm" disabled={page <= 1} onClick={onPrevious}>
          Previous page
        </Button>
        <Button variant="default" size="sm" disabled={!hasNext} onClick={onNext}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}
