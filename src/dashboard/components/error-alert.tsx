import { Alert, Code, Stack, Text } from '@mantine/core';
import { ApiError } from '../lib/api-error.ts';

interface ErrorAlertProps {
  error: unknown;
  /** Says what failed ("Could not load the project"); the service's own message follows it. */
  title?: string;
}

/** Shows any failure with the interface's fields: message, details and the request id to quote to support. */
export function ErrorAlert({ error, title }: ErrorAlertProps) {
  const apiError = error instanceof ApiError ? error : null;
  const message = error instanceof Error ? error.message : String(error);
  return (
    // The title takes the theme's error color, whose contrast is checked, rather than the outline variant's red.6.
    <Alert
      color="red"
      variant="outline"
      title={title ?? message}
      styles={{ title: { color: 'var(--mantine-color-error)' } }}
    >
      <Stack gap={4}>
        {title && <Text fw={600}>{message}</Text>}
        {apiError?.details && <Text size="sm">{apiError.details}</Text>}
        {apiError && (
          <Text size="sm">
            {apiError.status > 0 ? `HTTP ${apiError.status}` : 'No answer'} · <Code>{apiError.key}</Code>
            {apiError.request_id && (
              <>
                {' '}
                · Request id <Code>{apiError.request_id}</Code>
              </>
            )}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
