import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { notifyDone, notifyFailed, notifyUndoable } from '../feedback.tsx';
import { useSetCampaignActive } from '../../lib/resources/campaigns.ts';
import { useRollBackRedemption } from '../../lib/resources/redemptions.ts';
import { searchKeys } from '../../lib/resources/search.ts';
import { useSetVoucherActive } from '../../lib/resources/vouchers.ts';

type Toggle = { active: boolean; name: string; noun: string };

/**
 * Runs a switch once, when mounted (the palette mounts one per chosen entry), through the resource's own mutation;
 * the toast offers Undo, and the palette's matches are read again so the entry shows what it now is.
 */
function useToggleOnce(
  mutation: { mutate: (active: boolean, options: object) => void },
  { active, name, noun }: Toggle,
) {
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: searchKeys.all() });
    mutation.mutate(active, {
      onSuccess: () => {
        refresh();
        notifyUndoable({
          title: `${noun} ${active ? 'enabled' : 'disabled'}`,
          message: name,
          undo: () => mutation.mutate(!active, { onSettled: refresh }),
        });
      },
      onError: (error: unknown) => notifyFailed(`${noun} not ${active ? 'enabled' : 'disabled'}`, error),
    });
  }, [mutation, active, name, noun, queryClient]);
}

export function VoucherSwitch({ code, active }: { code: string; active: boolean }) {
  useToggleOnce(useSetVoucherActive(code), { active, name: code, noun: 'Code' });
  return null;
}

export function CampaignSwitch({ campaignId, name, active }: { campaignId: string; name: string; active: boolean }) {
  useToggleOnce(useSetCampaignActive(campaignId), { active, name, noun: 'Campaign' });
  return null;
}

/** A rollback cannot be undone: it is confirmed first, as on the history page. */
export function RollBackConfirm({ redemptionId, onClose }: { redemptionId: string; onClose: () => void }) {
  const rollBack = useRollBackRedemption();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      title="Roll back this redemption?"
      consequence={`${redemptionId}: its codes get their uses back, gift cards their credits, and the order is canceled. A rollback cannot be undone.`}
      confirmLabel="Roll back redemption"
      opened
      onClose={onClose}
      doing={rollBack}
      onConfirm={() =>
        rollBack.mutate(
          { redemptionId, reason: '' },
          {
            onSuccess: (stack) => {
              void queryClient.invalidateQueries({ queryKey: searchKeys.all() });
              notifyDone(
                'Redemption rolled back',
                `${redemptionId}: ${stack.rollbacks.length} redeemables given back.`,
              );
              onClose();
            },
          },
        )
      }
    />
  );
}
