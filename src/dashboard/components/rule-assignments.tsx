import { Code, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import type { validationRuleAssignmentListSchema } from '../../contract/validation-rule-assignment.ts';
import { formatDateTime } from '../lib/format.ts';
import { validationRuleQueryOptions } from '../lib/resources/validation-rules.ts';
import { describeRule } from '../lib/rule-words.ts';
import { ScrollTable } from './scroll-table.tsx';

type AssignmentList = z.infer<typeof validationRuleAssignmentListSchema>;

/** Which validation rules apply to a campaign or tier: each rule's name and conditions in words. */
export function RuleAssignments({
  assignments,
  currency,
}: {
  assignments: AssignmentList | null | undefined;
  currency?: string;
}) {
  const ruleIds = [...new Set((assignments?.data ?? []).map((assignment) => assignment.rule_id))];
  const rules = useQueries({ queries: ruleIds.map((id) => validationRuleQueryOptions(id)) });
  const ruleOf = (id: string) => rules[ruleIds.indexOf(id)]?.data;
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
            <Table.Th>Conditions</Table.Th>
            <Table.Th>Assigned to</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assignments.data.map((assignment) => {
            const rule = ruleOf(assignment.rule_id);
            return (
              <Table.Tr key={assignment.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {rule?.name ?? 'Loading…'}
                  </Text>
                  <Code>{assignment.rule_id}</Code>
                </Table.Td>
                <Table.Td>{rule ? describeRule(rule.rules, currency) : '—'}</Table.Td>
                <Table.Td>{assignment.related_object_type.replace(/_/g, ' ')}</Table.Td>
                <Table.Td>{formatDateTime(assignment.created_at)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
