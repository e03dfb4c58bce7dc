import { Alert, Button, Code, CopyButton, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiKey, ApiKeySecret } from '../../../contract/api-key.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { formatDateTime } from '../../lib/format.ts';
import {
  clientOriginsQueryOptions,
  keysQueryOptions,
  useCreateKey,
  useRevokeKey,
  useRotateKey,
  useSaveClientOrigins,
} from '../../lib/resources/api-keys.ts';

const familyWords = { app: 'Server-side (app)', client: 'Client-side' } as const;

const keyColumns: DataTableColumn<ApiKey>[] = [
  { header: 'Id', cell: (key) => <Code>{key.id}</Code> },
  { header: 'Kind', cell: (key) => familyWords[key.family] },
  { header: 'Created', cell: (key) => formatDateTime(key.created_at) },
];

// Neither can be taken back: servers using the old secret stop working at once, so both are confirmed first.
const keyChanges = {
  rotate: {
    title: 'Rotate this key?',
    consequence: 'A new secret replaces the current one at once: servers still using the old secret are refused.',
    confirmLabel: 'Rotate key',
  },
  revoke: {
    title: 'Revoke this key?',
    consequence: 'The key pair stops working at once, and cannot be used again.',
    confirmLabel: 'Revoke key',
  },
} as const;

/** The project's key pairs (secrets shown once) and where its client-side keys may be used from. */
export function KeysScreen({ projectId }: { projectId: string }) {
  const { data: keys } = useSuspenseQuery(keysQueryOptions(projectId));
  const { data: origins } = useSuspenseQuery(clientOriginsQueryOptions(projectId));
  const create = useCreateKey(projectId);
  const rotate = useRotateKey(projectId);
  const revoke = useRevokeKey(projectId);
  const saveOrigins = useSaveClientOrigins(projectId);
  // A secret lives in this component only: leaving the page forgets it.
  const [shown, setShown] = useState<ApiKeySecret | undefined>();
  const [originsText, setOriginsText] = useState(origins.origins.join('\n'));
  const [confirming, setConfirming] = useState<{ change: keyof typeof keyChanges; keyId: string }>();
  const confirmingMutation = confirming?.change === 'revoke' ? revoke : rotate;

  function ask(change: keyof typeof keyChanges, keyId: string) {
    (change === 'revoke' ? revoke : rotate).reset();
    setConfirming({ change, keyId });
  }

  function confirm() {
    if (!confirming) return;
    const { change, keyId } = confirming;
    const done = () => setConfirming(undefined);
    if (change === 'rotate')
      rotate.mutate(keyId, {
        onSuccess: (secret) => {
          done();
          setShown(secret);
          notifyDone('Key rotated', `${keyId} has a new secret: copy it now.`);
        },
      });
    else
      revoke.mutate(keyId, {
        onSuccess: () => {
          done();
          notifyDone('Key revoked', `${keyId} no longer works.`);
        },
      });
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Keys</Title>
        <Text>
          Key pairs for servers, SDKs and shop pages. People sign in instead: keys never reach this dashboard again.
        </Text>
      </div>
      {create.error && <ErrorAlert error={create.error} title="The key was not created" />}
      {shown && (
        <Alert title={`Secret of ${shown.id}: copy it now, it is not shown again`} role="status">
          <Group wrap="nowrap">
            <Code>{shown.secret}</Code>
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button size="xs" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
      <Group>
        <Button onClick={() => create.mutate('app', { onSuccess: setShown })} loading={create.isPending}>
          New server-side key
        </Button>
        <Button variant="default" onClick={() => create.mutate('client', { onSuccess: setShown })}>
          New client-side key
        </Button>
      </Group>
      <DataTable
        caption="Key pairs of the project"
        label="Key pairs"
        columns={keyColumns}
        rows={keys.data}
        rowKey={(key) => key.id}
        minWidth={640}
        striped={false}
        rowActions={(key) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="default" aria-label={`Rotate ${key.id}`} onClick={() => ask('rotate', key.id)}>
              Rotate
            </Button>
            <Button size="xs" variant="default" aria-label={`Revoke ${key.id}`} onClick={() => ask('revoke', key.id)}>
              Revoke
            </Button>
          </Group>
        )}
      />
      <ConfirmDialog
        {...keyChanges[confirming?.change ?? 'revoke']}
        consequence={`${confirming?.keyId ?? ''}: ${keyChanges[confirming?.change ?? 'revoke'].consequence}`}
        opened={confirming !== undefined}
        onClose={() => setConfirming(undefined)}
        doing={confirmingMutation}
        onConfirm={confirm}
      />
      <Paper withBorder p="md" component="section" aria-labelledby="origins-title">
        <form
          noValidate
          aria-label="Allowed client origins"
          onSubmit={(event) => {
            event.preventDefault();
            saveOrigins.mutate(
              originsText
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean),
            );
          }}
        >
          <Stack>
            <Title order={2} size="h4" id="origins-title">
              Allowed client origins
            </Title>
            <Text size="sm">
              Pages at these origins may use the client-side keys (the browser sends its origin). One per line, e.g.
              https://shop.example.com.
            </Text>
            {saveOrigins.error && <ErrorAlert error={saveOrigins.error} title="The origins were not saved" />}
            {saveOrigins.isSuccess && (
              <Text size="sm" role="status">
                Saved.
              </Text>
            )}
            <Textarea
              label="Origins"
              autosize
              minRows={3}
              value={originsText}
              onChange={(event) => setOriginsText(event.currentTarget.value)}
            />
            <Button type="submit" loading={saveOrigins.isPending} style={{ alignSelf: 'flex-start' }}>
              Save the origins
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
