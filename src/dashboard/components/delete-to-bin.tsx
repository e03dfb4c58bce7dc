import { Button } from '@mantine/core';
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { BinResourceType } from '../../contract/bin-resource-type.ts';
import { useCan } from '../lib/permissions.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useNotifyBinned } from './undo-delete.tsx';

interface DeleteToBinProps {
  /** What is deleted, in the button's words: "voucher", "program". */
  noun: string;
  /** The object as the bin names it, and as people know it. */
  binned: { type: BinResourceType; id: string; name: string };
  /** What the delete does, in the confirmation's words. */
  consequence: string;
  remove: UseMutationResult<unknown, Error, void>;
  onDeleted: () => void;
}

/** A delete that asks first and moves the object to the bin: Undo in the toast, or Restore on the Bin page. */
export function DeleteToBin({ noun, binned, consequence, remove, onDeleted }: DeleteToBinProps) {
  const [confirming, setConfirming] = useState(false);
  const notifyBinned = useNotifyBinned();
  const canWrite = useCan('campaigns:write');
  const label = `Delete ${noun}`;
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
        {label}
      </Button>
      <ConfirmDialog
        title={`Delete ${binned.name}?`}
        consequence={consequence}
        confirmLabel={label}
        opened={confirming}
        onClose={() => setConfirming(false)}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted`;
              notifyBinned({ ...binned, title });
              onDeleted();
            },
          })
        }
      />
    </>
  );
}
