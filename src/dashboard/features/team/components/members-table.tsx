import { Button, NativeSelect } from '@mantine/core';
import type { AccessRole, Team } from '../../../../contract/access.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
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

export function MembersTable({ projectId, members, roles, selfId }: MembersTableProps) {
  const changeRole = useChangeRole(projectId);
  const remove = useRemoveMember(projectId);
  return (
    <>
      {(changeRole.error ?? remove.error) && (
        <ErrorAlert error={changeRole.error ?? remove.error} title="The team was not changed" />
      )}
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
                onChange={(event) => changeRole.mutate({ userId: member.user_id, role: event.currentTarget.value })}
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
              onClick={() => remove.mutate(member.user_id)}
            >
              Remove
            </Button>
          )
        }
      />
    </>
  );
}
