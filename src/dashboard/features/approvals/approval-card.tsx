import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { ApprovalDiff, ApprovalRequest } from '../../../contract/approval.ts';
import type { ApprovalStatus } from '../../../contract/approval-status.ts';
import { DataTable, type DataTableColumn } from '../../components/data-table.tsx';
import { notifyDone, notifyFailed } from '../../components/feedback.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useDecideApproval } from '../../lib/resources/approvals.ts';

const statusWords: Record<ApprovalStatus, { label: string; color: string }> = {
  PENDING: { label: 'Pending', color: 'yellow' },
  APPROVED: { label: 'Approved', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  CHANGES_REQUESTED: { label: 'Changes requested', color: 'orange' },
};

const diffColumns: DataTableColumn<ApprovalDiff>[] = [
  { header: 'Field', cell: (change) => change.field, rowHeader: true },
  { header: 'Before', cell: (change) => change.before },
  { header: 'After', cell: (change) => change.after },
];

/** One request: what would change (field, before, after), who asked, and the decision buttons for approvers. */
export function ApprovalCard({ projectId, request }: { projectId: string; request: ApprovalRequest }) {
  const decide = useDecideApproval(projectId);
  const [comment, setComment] = useState('');
  const status = statusWords[request.status];
  const pending = request.status === 'PENDING';
  const why = request.you_can_decide ? undefined : 'Only an approver other than the requester can decide';

  // The promise, not mutate's callbacks: a decided request leaves the pending list, unmounting this card before
  // mutate's callbacks would run, and TanStack Query drops them then.
  function send(decision: Parameters<typeof decide.mutate>[0]['decision'], done: string) {
    decide.mutateAsync({ id: request.id, decision }).then(
      () => notifyDone(done, request.summary),
      (error: unknown) => notifyFailed('The decision was not recorded', error),
    );
  }

  return (
    <Paper withBorder p="md" component="article" aria-label={request.summary}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {request.summary}
          </Title>
          {/* Tinted with the body text color, as ActiveBadge: filled badge colors fall below 4.5:1. */}
          <Badge variant="light" color={status.color} c="var(--mantine-color-text)">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm">
          Asked by {request.requested_by.name} on {formatDateTime(request.created_at)}
          {request.decided_by && ` · decided by ${request.decided_by.name}`}
        </Text>
        <DataTable
          caption={`What would change: ${request.summary}`}
          columns={diffColumns}
          rows={request.diff}
          rowKey={(change) => change.field}
          minWidth={320}
        />
        {request.comment && <Text size="sm">Comment: {request.comment}</Text>}
        {pending && (
          <>
            <Textarea
              label="Comment (needed to reject or ask for changes)"
              value={comment}
              maxLength={1000}
              disabled={!request.you_can_decide}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            {why && <Text size="sm">{why}.</Text>}
            <Group gap="sm">
              <Button
                onClick={() => send({ verb: 'approve' }, 'Approved and applied')}
                disabled={!request.you_can_decide}
                loading={decide.isPending}
              >
                Approve
              </Button>
              <Button
                variant="default"
                onClick={() => send({ verb: 'request-changes', comment }, 'Changes requested')}
                disabled={!request.you_can_decide || !comment.trim()}
              >
                Request changes
              </Button>
              <Button
                color="red"
                variant="light"
                onClick={() => send({ verb: 'reject', comment }, 'Rejected')}
                disabled={!request.you_can_decide || !comment.trim()}
              >
                Reject
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
