import { Button, Code, Stack, Table, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ValidationRuleAssignmentCreate,
  validationRuleAssignmentListSchema,
} from '../../contract/validation-rule-assignment.ts';
import { formatDateTime } from '../lib/format.ts';
import { useCan } from '../lib/permissions.tsx';
import { useRuleAssignment, validationRuleQueryOptions } from '../lib/resources/validation-rules.ts';
import { describeRule } from '../lib/rule-words.ts';
import { AnchorLink } from './router-links.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { notifyDone, notifyUndoable } from './feedback.tsx';
import { RulePicker } from './rule-picker.tsx';
import { ScrollTable } from './scroll-table.tsx';

type AssignmentList = z.infer<typeof validationRuleAssignmentListSchema>;

/**
 * Which validation rules apply to a campaign or tier: each rule's name and conditions in words; roles that may change
 * campaigns add a rule or take one off here.
 */
export function RuleAssignments({
  assignments,
  currency,
  target,
}: {
  assignments: AssignmentList | undefined;
  currency?: string;
  /** The campaign or tier these are the assignments of. */
  target: ValidationRuleAssignmentCreate;
}) {
  const ruleIds = [...new Set((assignments?.data ?? []).map((assignment) => assignment.rule_id))];
  const rules = useQueries({ queries: ruleIds.map((id) => validationRuleQueryOptions(id)) });
  const ruleOf = (id: string) => rules[ruleIds.indexOf(id)]?.data;
  const canChange = useCan('campaigns:write');
  const { assign, unassign } = useRuleAssignment(target);
  const ruleName = (ruleId: string) => ruleOf(ruleId)?.name ?? ruleId;

  function addRule(ruleId: string, title = 'Rule assigned') {
    assign.mutate(ruleId, { onSuccess: () => notifyDone(title, `${ruleName(ruleId)} applies now.`) });
  }

  /** Taking a rule off is reversible (the rule is assigned again), so the toast offers Undo instead of a question. */
  function takeOff(ruleId: string, assignmentId: string) {
    unassign.mutate(
      { ruleId, assignmentId },
      {
        onSuccess: () =>
          notifyUndoable({
            title: 'Rule taken off',
            message: `${ruleName(ruleId)} no longer applies.`,
            undo: () => addRule(ruleId, 'Rule assigned again'),
          }),
      },
    );
  }
  const list =
    !assignments || assignments.data.length === 0 ? (
      <Text size="sm">No validation rules are assigned.</Text>
    ) : (
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
              {canChange && <Table.Th>Change</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {assignments.data.map((assignment) => {
              const rule = ruleOf(assignment.rule_id);
              return (
                <Table.Tr key={assignment.id}>
                  <Table.Td>
                    <AnchorLink to="/rules/$ruleId" params={{ ruleId: assignment.rule_id }} size="sm" fw={600}>
                      {rule?.name ?? 'Loading…'}
                    </AnchorLink>
                    <Code>{assignment.rule_id}</Code>
                  </Table.Td>
                  <Table.Td>{rule ? describeRule(rule.rules, currency) : '—'}</Table.Td>
                  <Table.Td>{assignment.related_object_type.replace(/_/g, ' ')}</Table.Td>
                  <Table.Td>{formatDateTime(assignment.created_at)}</Table.Td>
                  {canChange && (
                    <Table.Td>
                      <Button
                        variant="default"
                        size="xs"
                        loading={unassign.isPending && unassign.variables?.assignmentId === assignment.id}
                        aria-label={`Take off ${rule?.name ?? assignment.rule_id}`}
                        onClick={() => takeOff(assignment.rule_id, assignment.id)}
                      >
                        Take off
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    );
  return (
    <Stack gap="sm">
      {list}
      {(assign.error ?? unassign.error) && (
        <ErrorAlert error={(assign.error ?? unassign.error)!} title="The rules were not changed" />
      )}
      {canChange && <RulePicker exclude={ruleIds} adding={assign.isPending} onAdd={(ruleId) => addRule(ruleId)} />}
    </Stack>
  );
}
