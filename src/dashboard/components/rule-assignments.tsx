import { Code, Table, Text } from '@mantine/core';
import type { z } from 'zod';
import type { validationRuleAssignmentListSchema } from '../../contract/validation-rule-assignment.ts';
import { formatDateTime } from '../lib/format.ts';
import { ScrollTable } from './scroll-table.tsx';

type AssignmentList = z.infer<typeof validationRuleAssignmentListSchema>;

/** Which validation rules apply to a campaign or tier, as the service lists its assignments. */
export function RuleAssignments({ assignments }: { assignments: AssignmentList | null | undefined }) {
  if (!assignments || assignments.data.length === 0) return <Text size="sm">No validation rules are assigned.</Text>;
  return (
    <ScrollTable minWidth={520} label={'Validation rule assignments'}>
      <Table>
        <Table.Caption>
          {assignments.total} validation rule assignment{assignments.total === 1 ? '' : 's'}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rule</Table.Th>
            <Table.Th>Assignment</Table.Th>
            <Table.Th>Assigned to</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assignments.data.map((assignment) => (
            <Table.Tr key={assignment.id}>
              <Table.Td>
                <Code>{assignment.rule_id}</Code>
              </Table.Td>
              <Table.Td>
                <Code>{assignment.id}</Code>
              </Table.Td>
              <Table.Td>{assignment.related_object_type.replace(/_/g, ' ')}</Table.Td>
              <Table.Td>{formatDateTime(assignment.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
