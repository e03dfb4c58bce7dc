import { Button, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import type { AccessRole, Team } from '../../../../contract/access.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyDone, notifyFailed, notifyUndoable } from '../../../components/feedback.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { useChangeRole, useRemoveMember } from '../../../lib/resources/team.ts';
import { roleWords } from '../../../lib/role-words.ts';

interface MembersTableProps {
  projectId: string;
  members: Team['members'];
  roles: AccessRole[];
  /** The signed-in person, who cannot change or remove their own membership here. */
  selfId: string;
}

type Member = Team['members'][number];

/** Members with their roles: a role change can be undone for a few seconds; a removal is confirmed first. */
export function MembersTable({ projectId, members, roles, selfId }: MembersTableProps) {
  const changeRole = useChangeRole(projectId);
  const remove = useRemoveMember(projectId);
  const [removing, setRemoving] = useState<Member>();
  const roleName = (id: string) => roleWords(roles.find((role) => role.id === id)?.name ?? id);

  function setRole(member: Member, role: string, undoable = true) {
    changeRole.mutate(
      { userId: member.user_id, role },
      {
        onSuccess: () => {
          const message = `${member.email} is now ${roleName(role)}.`;
          if (!undoable) return notifyDone('Role changed back', message);
          notifyUndoable({ title: 'Role changed', message, undo: () => setRole(member, member.role, false) });
        },
        onError: (error) => notifyFailed(`The role of ${member.email} was not changed`, error),
      },
    );
  }

  function confirmRemoval(member: Member) {
    remove.mutate(member.user_id, {
      onSuccess: () => {
        setRemoving(undefined);
        notifyDone('Member removed', `${member.email} no longer has access to the project.`);
      },
    });
  }

  return (
    <>
      <DataTable
        caption="Members of the project"
        label="Members"
        columns={[
          { header: 'Name', cell: (member) => member.name },
          { header: 'Email', cell: (member) => member.email },
          {
            header: 'Role',
            cell: (member) => (
              <NativeSelect
                aria-label={`Role of ${member.email}`}
                size="xs"
                value={member.role}
                disabled={member.user_id === selfId || changeRole.isPending}
                data={roles.map((role) => ({ value: role.id, label: roleWords(role.name) }))}
                onChange={(event) => setRole(member, event.currentTarget.value)}
              />
            ),
          },
        ]}
        rows={members}
        rowKey={(member) => member.user_id}
        minWidth={640}
        striped={false}
        rowActions={(member) =>
          member.user_id !== selfId && (
            <Button
              size="xs"
              variant="default"
              aria-label={`Remove ${member.email} from the project`}
              onClick={() => {
                remove.reset();
                setRemoving(member);
              }}
            >
              Remove
            </Button>
          )
        }
      />
      <ConfirmDialog
        title="Remove this member?"
        consequence={`${removing?.email ?? ''} loses access to the project at once. Only a new invitation brings them back.`}
        confirmLabel="Remove member"
        opened={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        doing={remove}
        onConfirm={() => removing && confirmRemoval(removing)}
      />
    </>
  );
}
