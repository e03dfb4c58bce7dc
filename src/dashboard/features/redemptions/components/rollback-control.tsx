import { Alert, Button, Code, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
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
  const [confirming, setConfirming] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const canRollBack = useCan('redemptions:redeem');
  useEffect(() => {
    // While the dialog is open it holds the focus and shows a refusal itself.
    if (rollBack.isSuccess || (rollBack.isError && !confirming)) outcome.current?.focus();
  }, [rollBack.isSuccess, rollBack.isError, confirming]);
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
            onClick={() => {
              rollBack.reset();
              setConfirming(true);
            }}
          >
            Roll back this redemption
          </Button>
        </Group>
      )}
      <ConfirmDialog
        title="Roll back this redemption?"
        consequence="Its codes get their uses back, gift cards their credits, and the order is canceled. A rollback cannot be undone."
        confirmLabel="Roll back redemption"
        opened={confirming}
        onClose={() => setConfirming(false)}
        doing={rollBack}
        onConfirm={() =>
          rollBack.mutate(
            { redemptionId, reason: reason.trim() },
            {
              onSuccess: () => {
                setConfirming(false);
                notifyDone('Redemption rolled back', `${redemptionId}: uses and credits given back.`);
                onRolledBack?.();
              },
            },
          )
        }
      />
      <div ref={outcome} tabIndex={-1}>
        {rollBack.data && (
          <Alert title="Redemption rolled back" role="status">
            Uses, gift credits and tier figures are given back and the order is canceled. Rollback{' '}
            <Code>{rollBack.data.parent_rollback.id}</Code>.
          </Alert>
        )}
        {rollBack.error && !confirming && <ErrorAlert error={rollBack.error} title="The rollback was refused" />}
      </div>
    </Stack>
  );
}
