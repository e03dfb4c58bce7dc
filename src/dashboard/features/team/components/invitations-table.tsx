import { Badge, Button, CopyButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Team } from '../../../../contract/access.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyDone, notifyFailed } from '../../../components/feedback.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useResendInvitation, useRevokeInvitation } from '../../../lib/resources/team.ts';

const statusColors = { PENDING: 'blue', ACCEPTED: 'green', EXPIRED: 'gray', REVOKED: 'red' } as const;

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
      <ScrollTable minWidth={720} label="Invitations">
        <Table verticalSpacing="xs">
          <Table.Caption>Invitations not accepted yet</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Person</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Link valid until</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td>
                  <Text size="sm">{invitation.name}</Text>
                  <Text size="sm">{invitation.email}</Text>
                </Table.Td>
                <Table.Td>{invitation.role_name}</Table.Td>
                <Table.Td>
                  <Badge color={statusColors[invitation.status]} variant="light" c="var(--mantine-color-text)">
                    {invitation.status.toLowerCase()}
                  </Badge>
                </Table.Td>
                <Table.Td>{invitation.expires_at ? formatDateTime(invitation.expires_at) : '—'}</Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
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
