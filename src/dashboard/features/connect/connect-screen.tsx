import { Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { connectionSchema, defaultBaseUrl, getConnection, type Connection } from '../../lib/connection.ts';
import { useConnect, VerificationError } from '../../lib/resources/connection-check.ts';
import { demoConnectionQueryOptions, toConnection } from '../../lib/resources/demo-connection.ts';
import { ConnectFields } from './components/connect-fields.tsx';

type FormValues = z.input<typeof connectionSchema>;

function emptyConnection(): Connection {
  const origin = defaultBaseUrl();
  return {
    baseUrl: origin,
    projectId: '',
    appId: '',
    appToken: '',
    clientAppId: '',
    clientToken: '',
    clientOrigin: origin,
    managementId: '',
    managementToken: '',
  };
}

/** Points the refusal at the field the user most likely got wrong; the alert above the form has the full error. */
function markRefusedField(error: unknown, setError: UseFormSetError<FormValues>) {
  if (!(error instanceof VerificationError)) return;
  const { status, key, message } = error.apiError;
  if (key === 'network_error') setError('baseUrl', { message });
  else if (error.step === 'management' && status === 404) setError('projectId', { message });
  else if (error.step === 'management' && (status === 401 || status === 403)) setError('managementToken', { message });
  else if (error.step === 'app' && (status === 401 || status === 403)) setError('appToken', { message });
}

const refusedTitle = {
  management: 'The service refused the project id or the management keys',
  app: 'The service refused the application keys',
} as const;

interface ConnectScreenProps {
  /** Where to go once connected: the page that sent the user here. */
  redirectTo: string | undefined;
}

export function ConnectScreen({ redirectTo }: ConnectScreenProps) {
  const navigate = useNavigate();
  const connect = useConnect();
  const demo = useQuery(demoConnectionQueryOptions());
  const form = useForm<FormValues, unknown, Connection>({
    resolver: zodResolver(connectionSchema),
    defaultValues: getConnection() ?? emptyConnection(),
  });

  function submit(connection: Connection) {
    connect.mutate(connection, {
      onSuccess: () => navigate({ href: redirectTo ?? '/' }),
      onError: (error) => markRefusedField(error, form.setError),
    });
  }

  function connectToDemo() {
    if (!demo.data) return;
    const connection = toConnection(demo.data);
    form.reset(connection);
    submit(connection);
  }

  const error = connect.error;
  return (
    <Container size="md" py="xl">
      <Paper withBorder p="lg" component="main">
        <form noValidate onSubmit={form.handleSubmit(submit)}>
          <Stack gap="md">
            <div>
              <Title order={1}>Connect to Promodesk</Title>
              <Text>
                Enter the service address, the project and its keys. They are kept in this browser tab only and
                forgotten when you sign out or close the tab.
              </Text>
            </div>
            {demo.data && (
              <>
                <Group>
                  <Button variant="light" onClick={connectToDemo} loading={connect.isPending}>
                    Use the demo project
                  </Button>
                  <Text size="sm">This service runs in demo mode; its demo project is ready to use.</Text>
                </Group>
                <Divider label="or enter keys" />
              </>
            )}
            {error && (
              <ErrorAlert
                error={error instanceof VerificationError ? error.apiError : error}
                title={error instanceof VerificationError ? refusedTitle[error.step] : 'Could not connect'}
              />
            )}
            <ConnectFields form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={connect.isPending}>
                Connect
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
