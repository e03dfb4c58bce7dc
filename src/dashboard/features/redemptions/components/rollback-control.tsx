import { Alert, Button, Code, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useRollBackRedemption } from '../../../lib/resources/redemptions.ts';

/**
 * Undo a successful redemption from the desk: its codes get their uses back, gift cards their credits, tiers their
 * figures, and the order is canceled. Focus moves to the outcome, so a keyboard or screen reader user hears it.
 */
interface RollbackControlProps {
  redemptionId: string;
  /** Lets the page's heading and status follow the rollback. */
  onRolledBack?: () => void;
}

export function RollbackControl({ redemptionId, onRolledBack }: RollbackControlProps) {
  const rollBack = useRollBackRedemption();
  const [reason, setReason] = useState('');
  const outcome = useRef<HTMLDivElement>(null);
  const canRollBack = useCan('redemptions:redeem');
  useEffect(() => {
    if (rollBack.isSuccess || rollBack.isError) outcome.current?.focus();
  }, [rollBack.isSuccess, rollBack.isError]);
  if (!canRollBack) return null;

  return (
    <Stack gap="xs">
      {!rollBack.isSuccess && (
        <Group gap="sm" align="end">
          <TextInput
            label="Reason for the rollback (optional)"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={1000}
          />
          <Button
            variant="default"
            color="red"
            loading={rollBack.isPending}
            onClick={() => rollBack.mutate({ redemptionId, reason: reason.trim() }, { onSuccess: onRolledBack })}
          >
            Roll back this redemption
          </Button>
        </Group>
      )}
      <div ref={outcome} tabIndex={-1}>
        {rollBack.data && (
          <Alert title="Redemption rolled back" role="status">
            Uses, gift credits and tier figures are given back and the order is canceled. Rollback{' '}
            <Code>{rollBack.data.parent_rollback.id}</Code>.
          </Alert>
        )}
        {rollBack.error && <ErrorAlert error={rollBack.error} title="The rollback was refused" />}
      </div>
    </Stack>
  );
}
