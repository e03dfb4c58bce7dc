import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, type NotFoundRouteProps } from '@tanstack/react-router';
import { ApiError } from '../lib/api-error.ts';
import { ErrorAlert } from './error-alert.tsx';

/**
 * Unknown addresses and resources a loader could not find. A loader that gets a 404 from the service throws
 * `notFound({ data: apiError })`, so the service's message and request id are shown here too.
 */
export function NotFoundView({ data }: NotFoundRouteProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <Stack p="md" maw={720} align="flex-start">
      <Title order={1}>Not found</Title>
      {data instanceof ApiError ? (
        <ErrorAlert error={data} />
      ) : (
        <Text>
          There is no page at <code>{pathname}</code> yet.
        </Text>
      )}
      <Button component={Link} to="/" variant="default">
        Go to the overview
      </Button>
    </Stack>
  );
}
