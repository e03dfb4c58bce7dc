import { isApprovalRequest } from '../lib/approval-answer.ts';
import { Button, Code, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ValidationRuleAssignmentCreate,
  validationRuleAssignmentListSchema,
} from '../../contract/validation-rule-assignment.ts';
import { formatDateTime } from '../lib/format.ts';
import { useCan } from '../lib/permissions.tsx';
import { rulesByIdQueryOptions, useRuleAssignment } from '../lib/resources/validation-rules.ts';
import { describeRule } from '../lib/rule-words.ts';
import { AnchorLink } from './router-links.tsx';
import { ErrorAlert } from './error-alert.tsx';
import { FailedPart } from './failed-part.tsx';
import { notifyDone, notifyUndoable } from './feedback.tsx';
import { RulePicker } from './rule-picker.tsx';
import { DataTable } from './data-table.tsx';

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
  const rules = useQuery({ ...rulesByIdQueryOptions(ruleIds), enabled: ruleIds.length > 0 });
  const ruleOf = (id: string) => rules.data?.data.find((rule) => rule.id === id);
  const canChange = useCan('campaigns:write');
  const { assign, unassign } = useRuleAssignment(target);
  const ruleName = (ruleId: string) => ruleOf(ruleId)?.name ?? ruleId;

  function addRule(ruleId: string, title = 'Rule assigned') {
    assign.mutate(ruleId, {
      onSuccess: (answer) =>
        isApprovalRequest(answer)
          ? notifyDone('Sent for approval', `${ruleName(ruleId)} applies once an approver approves it.`)
          : notifyDone(title, `${ruleName(ruleId)} applies now.`),
    });
  }

  /** Taking a rule off is reversible (the rule is assigned again), so the toast offers Undo instead of a question. */
  function takeOff(ruleId: string, assignmentId: string) {
    unassign.mutate(
      { ruleId, assignmentId },
      {
        onSuccess: (answer) =>
          isApprovalRequest(answer)
            ? notifyDone('Sent for approval', `${ruleName(ruleId)} comes off once an approver approves it.`)
            : notifyUndoable({
                title: 'Rule taken off',
                message: `${ruleName(ruleId)} no longer applies.`,
                undo: () => addRule(ruleId, 'Rule assigned again'),
              }),
      },
    );
  }
  const list = (
    <DataTable
      caption={`${assignments?.total ?? 0} validation rule assignment${assignments?.total === 1 ? '' : 's'}`}
      label="Validation rule assignments"
      columns={[
        {
          header: 'Rule',
          cell: (assignment) => (
            <>
              <AnchorLink to="/rules/$ruleId" params={{ ruleId: assignment.rule_id }} size="sm" fw={600}>
                {ruleOf(assignment.rule_id)?.name ?? (rules.isPending ? 'Loading…' : 'Rule')}
              </AnchorLink>
              <Code>{assignment.rule_id}</Code>
            </>
          ),
        },
        {
          header: 'Conditions',
          cell: (assignment) => {
            const rule = ruleOf(assignment.rule_id);
            return rule ? describeRule(rule.rules, currency) : '—';
          },
        },
        { header: 'Assigned to', cell: (assignment) => assignment.related_object_type.replace(/_/g, ' ') },
        { header: 'Created', cell: (assignment) => formatDateTime(assignment.created_at) },
      ]}
      rows={assignments?.data ?? []}
      rowKey={(assignment) => assignment.id}
      minWidth={520}
      striped={false}
      empty="No validation rules are assigned."
      actionsHeader="Change"
      rowActions={
        canChange
          ? (assignment) => (
              <Button
                variant="default"
                size="xs"
                loading={unassign.isPending && unassign.variables?.assignmentId === assignment.id}
                aria-label={`Take off ${ruleOf(assignment.rule_id)?.name ?? assignment.rule_id}`}
                onClick={() => takeOff(assignment.rule_id, assignment.id)}
              >
                Take off
              </Button>
            )
          : undefined
      }
    />
  );
  return (
    <Stack gap="sm">
      {rules.isError && (
        <FailedPart
          error={rules.error}
          title="The assigned rules could not be loaded"
          onRetry={() => void rules.refetch()}
        />
      )}
      {list}
      {(assign.error ?? unassign.error) && (
        <ErrorAlert error={(assign.error ?? unassign.error)!} title="The rules were not changed" />
      )}
      {canChange && <RulePicker exclude={ruleIds} adding={assign.isPending} onAdd={(ruleId) => addRule(ruleId)} />}
    </Stack>
  );
}
