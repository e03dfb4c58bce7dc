import { Button } from '@mantine/core';
import { useState } from 'react';
import type { Campaign } from '../../../../contract/campaign.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotifyBinned } from '../../../components/undo-delete.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useDeleteLoyaltyProgram } from '../../../lib/resources/loyalty-programs.ts';

/** Deleting a program: it moves to the bin with its cards (Undo in the toast, or Restore on the Bin page). */
export function ProgramDelete({ program, onDeleted }: { program: Campaign; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteLoyaltyProgram(program.id);
  const notifyBinned = useNotifyBinned();
  const canWrite = useCan('campaigns:write');
  return (
    <>
      <Button
        variant="default"
        color="red"
        disabled={!canWrite}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        Delete program
      </Button>
      <ConfirmDialog
        title={`Delete ${program.name}?`}
        consequence="The program moves to the bin with its cards: no card earns or spends points until it is restored, and its name is free again."
        confirmLabel="Delete program"
        opened={confirming}
        onClose={() => setConfirming(false)}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifyBinned({ type: 'campaign', id: program.id, title: 'Program deleted', name: program.name });
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
