import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';

interface ListPagerProps {
  /** Names the list, so two pagers on one page stay distinguishable ("Templates pages"). */
  label: string;
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** E.g. "48 templates", shown after the page number. */
  summary?: ReactNode;
}

/** Previous/next paging for lists whose state lives in the URL; the caller decides what a page step means. */
export function ListPager({ label, page, hasPrevious, hasNext, onPrevious, onNext, summary }: ListPagerProps) {
  return (
    <Group component="nav" aria-label={`${label} pages`} justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" aria-live="polite">
        Page {page}
        {!hasNext && page > 1 && ' (last page)'}
        {summary && <> · {summary}</>}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="sm" disabled={!hasPrevious} onClick={onPrevious}>
          Previous page
        </Button>
        <Button variant="default" size="sm" disabled={!hasNext} onClick={onNext}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}
