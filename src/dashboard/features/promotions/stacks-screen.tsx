import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { Campaign } from '../../../contract/campaign.ts';
import type { PromotionStack } from '../../../contract/promotion-stack.ts';
import type { PromotionTier } from '../../../contract/promotion-tier.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { DetailSection } from '../../components/detail-section.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { useCan } from '../../lib/permissions.tsx';
import { useDeleteStack } from '../../lib/resources/promotion-stacks.ts';
import { NewStackForm } from './components/new-stack-form.tsx';

interface StacksScreenProps {
  promotion: Campaign;
  /** The promotion's tiers, in their order. */
  tiers: PromotionTier[];
  stacks: PromotionStack[];
}

/** A promotion's stacks (named groups of its tiers), a form for a new one, and delete with a confirmation. */
export function StacksScreen({ promotion, tiers, stacks }: StacksScreenProps) {
  const canChange = useCan('campaigns:write');
  const remove = useDeleteStack(promotion.id);
  const [deleting, setDeleting] = useState<PromotionStack>();
  const tierNames = new Map(tiers.map((tier) => [tier.id, tier.name]));
  const closeConfirm = () => {
    setDeleting(undefined);
    remove.reset();
  };
  return (
    <Stack gap="md" maw={1100}>
      <div>
        <AnchorLink to="/promotions" size="sm">
          ← Promotions
        </AnchorLink>
        <Title order={1}>Stacks of {promotion.name}</Title>
        <Text>A stack names a group of this promotion&apos;s tiers, in the order they apply.</Text>
      </div>
      <DataTable
        caption={`Stacks of ${promotion.name}`}
        columns={[
          { header: 'Stack', cell: (stack) => stack.name, rowHeader: true },
          {
            header: 'Tiers',
            cell: (stack) => stack.tiers.ids.map((id) => tierNames.get(id) ?? id).join(', '),
          },
          ...(canChange
            ? [
                {
                  header: 'Actions',
                  cell: (stack: PromotionStack) => (
                    <Button
                      size="xs"
                      color="red"
                      variant="subtle"
                      aria-label={`Delete ${stack.name}`}
                      onClick={() => setDeleting(stack)}
                    >
                      Delete
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
        rows={stacks}
        rowKey={(stack) => stack.id}
        empty="This promotion has no stacks."
      />
      {canChange && (
        <DetailSection title="New stack">
          {tiers.length < 2 ? (
            <Text size="sm">A stack groups two tiers or more; add tiers to {promotion.name} first.</Text>
          ) : (
            <NewStackForm campaignId={promotion.id} tiers={tiers} />
          )}
        </DetailSection>
      )}
      <ConfirmDialog
        title={`Delete ${deleting?.name ?? 'the stack'}?`}
        consequence="The stack is removed; its tiers stay in the promotion as they are."
        confirmLabel="Delete stack"
        opened={deleting !== undefined}
        onClose={closeConfirm}
        doing={remove}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifyDone('Stack deleted', `${deleting.name} is removed.`);
              closeConfirm();
            },
          });
        }}
      />
    </Stack>
  );
}
