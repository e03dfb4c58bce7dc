import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { approvalStatusSchema, approvalStatuses, type ApprovalStatus } from '../../../contract/approval-status.ts';
import { useCan } from '../../lib/permissions.tsx';
import { approvalsQueryOptions } from '../../lib/resources/approvals.ts';
import { ApprovalCard } from './approval-card.tsx';
import { ApprovalSettingsPanel } from './approval-settings-panel.tsx';

interface ApprovalsScreenProps {
  projectId: string;
  status: ApprovalStatus | undefined;
  onStatusChange: (status: ApprovalStatus | undefined) => void;
}

const statusOptions = [
  { value: '', label: 'Every status' },
  ...approvalStatuses.map((status) => ({ value: status, label: status.replace('_', ' ').toLowerCase() })),
];

/** Changes waiting for a second person, with their diffs and decisions; the settings for team managers. */
export function ApprovalsScreen({ projectId, status, onStatusChange }: ApprovalsScreenProps) {
  const { data } = useSuspenseQuery(approvalsQueryOptions(projectId, status));
  const canManage = useCan('team:manage');
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Approvals</Title>
        <Text>
          Changes by roles that need approval wait here; the first approval applies the change. Nobody approves their
          own.
        </Text>
      </div>
      <NativeSelect
        label="Status"
        w="fit-content"
        value={status ?? ''}
        data={statusOptions}
        onChange={(event) => onStatusChange(approvalStatusSchema.safeParse(event.currentTarget.value).data)}
      />
      {data.data.length === 0 && <Text>No approval requests{status ? ' with this status' : ''}.</Text>}
      {data.data.map((request) => (
        <ApprovalCard key={request.id} projectId={projectId} request={request} />
      ))}
      {canManage && <ApprovalSettingsPanel projectId={projectId} />}
    </Stack>
  );
}
