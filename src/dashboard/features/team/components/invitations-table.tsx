import { Badge, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Team } from '../../../../contract/access.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyDone, notifyFailed } from '../../../components/feedback.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useResendInvitation, useRevokeInvitation } from '../../../lib/resources/team.ts';
import { roleWords } from '../../../lib/role-words.ts';

const statusColors = { PENDING: 'blue', ACCEPTED: 'green', EXPIRED: 'gray', REVOKED: 'red' } as const;

const invitationColumns: DataTableColumn<Team['invitations'][number]>[] = [
  {
    header: 'Person',
    cell: (invitation) => (
      <>
        <Text size="sm">{invitation.name}</Text>
        <Text size="sm">{invitation.email}</Text>
      </>
    ),
  },
  { header: 'Role', cell: (invitation) => roleWords(invitation.role_name) },
  {
    header: 'Status',
    cell: (invitation) => (
      <Badge color={statusColors[invitation.status]} variant="light" c="var(--mantine-color-text)">
        {invitation.status.toLowerCase()}
      </Badge>
    ),
  },
  {
    header: 'Link valid until',
    cell: (invitation) => (invitation.expires_at ? formatDateTime(invitation.expires_at) : '—'),
  },
];

/** Invitations nobody has accepted: their state as the service reports it, a fresh accept link, revocation. */
export function InvitationsTable({ projectId, invitations }: { projectId: string; invitations: Team['invitations'] }) {
  const resend = useResendInvitation(projectId);
  const revoke = useRevokeInvitation(projectId);
  const [link, setLink] = useState<{ email: string; url: string } | undefined>();

  const [revoking, setRevoking] = useState<Team['invitations'][number]>();

  function confirmRevocation(invitation: Team['invitations'][number]) {
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        setRevoking(undefined);
        notifyDone('Invitation revoked', `The accept link sent to ${invitation.email} no longer works.`);
      },
    });
  }

  return (
    <Stack gap="sm">
      {link && (
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={`Accept link for ${link.email}`}
            description="Send it to the person: it works once, for seven days. A new link replaces it."
            value={link.url}
            readOnly
            style={{ flex: 1 }}
          />
          <CopyButton value={link.url}>
            {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>}
          </CopyButton>
        </Group>
      )}
      <DataTable
        caption="Invitations not accepted yet"
        label="Invitations"
        columns={invitationColumns}
        rows={invitations}
        rowKey={(invitation) => invitation.id}
        minWidth={720}
        striped={false}
        rowActions={(invitation) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              aria-label={`New accept link for ${invitation.email}`}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: (answer) => {
                    setLink({ email: invitation.email, url: answer.accept_url });
                    notifyDone('New accept link', `Copy it and send it to ${invitation.email}.`);
                  },
                  onError: (error) => notifyFailed(`No new link for ${invitation.email}`, error),
                })
              }
            >
              New link
            </Button>
            {invitation.status === 'PENDING' && (
              <Button
                size="xs"
                variant="default"
                color="red"
                aria-label={`Revoke the invitation of ${invitation.email}`}
                onClick={() => {
                  revoke.reset();
                  setRevoking(invitation);
                }}
              >
                Revoke
              </Button>
            )}
          </Group>
        )}
      />
      <ConfirmDialog
        title="Revoke this invitation?"
        consequence={`The accept link sent to ${revoking?.email ?? ''} stops working.`}
        confirmLabel="Revoke invitation"
        opened={revoking !== undefined}
        onClose={() => setRevoking(undefined)}
        doing={revoke}
        onConfirm={() => revoking && confirmRevocation(revoking)}
      />
    </Stack>
  );
}
