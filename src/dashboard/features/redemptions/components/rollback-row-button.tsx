import { Button } from '@mantine/core';
import { useState } from 'react';
import type { Redemption } from '../../../../contract/redemption.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { useRollBackRedemption } from '../../../lib/resources/redemptions.ts';

/**
 * A history row's rollback while the redemption stands: it cannot be undone, so it is confirmed first. The component
 * stays mounted when the row turns "Rolled back" (only the button goes), so the mutation's callbacks still run.
 */
export function RollbackRowButton({ redemption }: { redemption: Redemption }) {
  const rollBack = useRollBackRedemption();
  const [confirming, setConfirming] = useState(false);

  function confirm() {
    rollBack.mutate(
      { redemptionId: redemption.id, reason: '' },
      {
        onSuccess: (stack) => {
          setConfirming(false);
          notifyDone(
            'Redemption rolled back',
            `${redemption.id}: ${stack.rollbacks.length} redeemables given back, the order canceled.`,
          );
        },
      },
    );
  }

  return (
    <>
      {redemption.status === 'SUCCEEDED' && (
        <Button
          size="xs"
          variant="default"
          aria-label={`Roll back ${redemption.id}`}
          loading={rollBack.isPending}
          onClick={() => {
            rollBack.reset();
            setConfirming(true);
          }}
        >
          Roll back
        </Button>
      )}
      <ConfirmDialog
        title="Roll back this redemption?"
        consequence={`${redemption.id}: its codes get their uses back, gift cards their credits, and the order is canceled. A rollback cannot be undone.`}
        confirmLabel="Roll back redemption"
        opened={confirming}
        onClose={() => setConfirming(false)}
        doing={rollBack}
        onConfirm={confirm}
      />
    </>
  );
}
