import { Button, NativeSelect, Table } from '@mantine/core';
import type { AccessRole, Team } from '../../../../contract/access.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ScrollTable } from '../../../components/scroll-table.tsx';
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
      <ScrollTable minWidth={640} label="Members">
        <Table verticalSpacing="xs">
          <Table.Caption>Members of the project</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.user_id}>
                <Table.Td>{member.name}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  <NativeSelect
                    aria-label={`Role of ${member.email}`}
                    size="xs"
                    value={member.role}
                    disabled={member.user_id === selfId || changeRole.isPending}
                    data={roles.map((role) => ({ value: role.id, label: roleWords(role.name) }))}
                    onChange={(event) => changeRole.mutate({ userId: member.user_id, role: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  {member.user_id !== selfId && (
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Remove ${member.email} from the project`}
                      onClick={() => remove.mutate(member.user_id)}
                    >
                      Remove
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}
