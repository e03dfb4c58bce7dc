import { Button, Group, Stack } from '@mantine/core';
import { ErrorAlert } from './error-alert.tsx';

interface FailedPartProps {
  error: unknown;
  /** What did not load ("The redeemables could not be loaded"). */
  title?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** A part of a page whose own request failed: said so, with a retry, while the rest of the page stays usable. */
export function FailedPart({ error, title, onRetry }: FailedPartProps) {
  return (
    <Stack gap="xs">
      <ErrorAlert error={error} title={title} />
      {onRetry && (
        <Group>
          <Button variant="default" size="xs" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      )}
    </Stack>
  );
}
