import { Text } from '@mantine/core';
import type { Redemption } from '../../contract/redemption.ts';
import { OutcomeBadge } from './outcome-badge.tsx';

/** A redemption's status as the history names it. */
export const redemptionStatusWords: Record<Redemption['status'], string> = {
  SUCCEEDED: 'Succeeded',
  FAILED: 'Failed',
  ROLLED_BACK: 'Rolled back',
};

const tone = { SUCCEEDED: 'good', FAILED: 'bad', ROLLED_BACK: 'neutral' } as const;

/** A stacked redemption's status now (a rollback changes it), as the service reports it. */
export function RedemptionStatusBadge({ status }: { status: Redemption['status'] }) {
  return <OutcomeBadge tone={tone[status]}>{redemptionStatusWords[status]}</OutcomeBadge>;
}

/** A redemption's outcome in a list: its status and, when it was refused, why. */
export function RedemptionOutcome({ redemption }: { redemption: Pick<Redemption, 'status' | 'failure_message'> }) {
  return (
    <>
      <RedemptionStatusBadge status={redemption.status} />
      {redemption.failure_message && (
        <Text size="xs" mt={4}>
          {redemption.failure_message}
        </Text>
      )}
    </>
  );
}
