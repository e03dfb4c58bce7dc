import { Button, Group, Stack } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../lib/api-error.ts';
import { ErrorAlert } from './error-alert.tsx';

/** The router's default error boundary: what failed, and a way to retry or to reconnect when keys were refused. */
export function RouteErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const keysRefused = error instanceof ApiError && (error.status === 401 || error.key === 'missing_keys');

  async function retry() {
    queryReset.reset();
    await router.invalidate();
    reset();
  }

  return (
    <Stack p="md" maw={720}>
      <ErrorAlert error={error} title="Something went wrong" />
      <Group>
        <Button onClick={retry}>Try again</Button>
        {keysRefused && (
          <Button component={Link} to="/connect" variant="default">
            Connect again
          </Button>
        )}
      </Group>
    </Stack>
  );
}
