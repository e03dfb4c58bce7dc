import { Button, Code, DataList, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { introspectRequestSchema, type Introspection } from '../../../../contract/oauth.ts';
import { OutcomeBadge } from '../../../components/outcome-badge.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { tokenEnding } from './issued-token.tsx';
import { ExpiryCountdown } from './expiry-countdown.tsx';

interface IntrospectionPanelProps {
  onIntrospect: (accessToken: string) => void;
  checking: boolean;
  /** The last answer and the token it is about. */
  result: { accessToken: string; introspection: Introspection } | undefined;
  error: unknown;
}

function IntrospectionResult({ accessToken, introspection }: NonNullable<IntrospectionPanelProps['result']>) {
  return (
    <Stack gap="xs" aria-live="polite">
      <Group gap="sm">
        <Text>
          Token <Code>{tokenEnding(accessToken)}</Code> is
        </Text>
        <OutcomeBadge tone={introspection.active ? 'good' : 'neutral'}>
          {introspection.active ? 'Active' : 'Inactive'}
        </OutcomeBadge>
      </Group>
      {introspection.active ? (
        <DataList>
          <DataList.Item>
            <DataList.ItemLabel>Scopes</DataList.ItemLabel>
            <DataList.ItemValue>{introspection.scope}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Client</DataList.ItemLabel>
            <DataList.ItemValue>
              <Code>{introspection.client_id}</Code>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Expiry</DataList.ItemLabel>
            <DataList.ItemValue>
              <ExpiryCountdown expiresAt={introspection.expires_at} />
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      ) : (
        <Text size="sm">The service does not know this token, or it expired or was revoked.</Text>
      )}
    </Stack>
  );
}

/** Asks the service about any token, one just issued or one pasted from elsewhere. */
export function IntrospectionPanel({ onIntrospect, checking, result, error }: IntrospectionPanelProps) {
  const form = useForm({ resolver: zodResolver(introspectRequestSchema), defaultValues: { access_token: '' } });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="introspection-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="introspection-title">
          Introspect a token
        </Title>
        <form noValidate onSubmit={form.handleSubmit(({ access_token }) => onIntrospect(access_token))}>
          <Group align="flex-end" gap="xs">
            <PasswordInput
              label="Token to introspect"
              style={{ flex: 1 }}
              {...form.register('access_token')}
              error={form.formState.errors.access_token && 'Paste a token'}
            />
            <Button type="submit" loading={checking}>
              Introspect
            </Button>
          </Group>
        </form>
        {Boolean(error) && <ErrorAlert error={error} title="Could not introspect the token" />}
        {result && <IntrospectionResult {...result} />}
      </Stack>
    </Paper>
  );
}
