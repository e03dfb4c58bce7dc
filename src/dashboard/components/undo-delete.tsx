import { useQueryClient } from '@tanstack/react-query';
import type { BinResourceType } from '../../contract/bin-resource-type.ts';
import { restoreDeleted } from '../lib/resources/trash-bin.ts';
import { notifyDone, notifyFailed, notifyUndoable } from './feedback.tsx';

/**
 * The toast every console delete ends with: what went to the bin, and Undo, which restores it from the bin (refused
 * in words when its name or code was taken meanwhile).
 */
export function useNotifyBinned() {
  const queryClient = useQueryClient();
  return ({ type, id, title, name }: { type: BinResourceType; id: string; title: string; name: string }) =>
    notifyUndoable({
      title,
      message: `${name} is in the bin.`,
      undo: () =>
        restoreDeleted(queryClient, { type, id }).then(
          () => notifyDone('Restored', `${name} is back.`),
          (error: unknown) => notifyFailed(`${name} could not be restored`, error),
        ),
    });
}
