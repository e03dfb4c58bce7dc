import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { PromotionTier } from '../../../../contract/promotion-tier.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { ButtonLink } from '../../../components/router-links.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useDeleteTier } from '../../../lib/resources/promotion-tiers.ts';

/** Edit and delete for someone who may change campaigns; nothing otherwise. */
export function TierActions({ tier, onDeleted }: { tier: PromotionTier; onDeleted: () => void }) {
  const canChange = useCan('campaigns:write');
  const [confirming, { open, close }] = useDisclosure(false);
  const remove = useDeleteTier(tier.id);
  if (!canChange) return null;
  return (
    <Group gap="sm">
      <ButtonLink to="/promotions/tiers/$tierId/edit" params={{ tierId: tier.id }} variant="default">
        Edit tier
      </ButtonLink>
      <Button color="red" variant="light" onClick={open}>
        Delete tier
      </Button>
      <ConfirmDialog
        title={`Delete ${tier.name}?`}
        consequence="The tier, its rule assignments and its place in the promotion's stacks are removed for good. A tier that was redeemed cannot be deleted: disable it instead."
        confirmLabel="Delete tier"
        opened={confirming}
        onClose={close}
        doing={remove}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              notifyDone('Tier deleted', `${tier.name} is no longer part of its promotion.`);
              onDeleted();
            },
          })
        }
      />
    </Group>
  );
}
