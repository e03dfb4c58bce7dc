import { Button } from '@mantine/core';
import { useState } from 'react';
import type { Voucher } from '../../../../contract/voucher.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useNotifyBinned } from '../../../components/undo-delete.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useDeleteVoucher } from '../../../lib/resources/vouchers.ts';

/** Deleting the code: it moves to the bin (Undo in the toast, or Restore on the Bin page). */
export function VoucherDelete({ voucher, onDeleted }: { voucher: Voucher; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteVoucher(voucher.code);
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
        Delete voucher
      </Button>
      <ConfirmDialog
        title={`Delete ${voucher.code}?`}
        consequence="The code moves to the bin: it stops redeeming and leaves every list, and the code is free for a new voucher. Its redemptions stay in the history."
        confirmLabel="Delete voucher"
        opened={confirming}
        onClose={() => setConfirming(false)}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifyBinned({ type: 'voucher', id: voucher.id, title: 'Voucher deleted', name: voucher.code });
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
