import { isApprovalRequest } from '../../lib/approval-answer.ts';
import { Button, Fieldset, Group, Stack, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { PromotionTier, PromotionTierUpdate } from '../../../contract/promotion-tier.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { useUpdateTier } from '../../lib/resources/promotion-tiers.ts';
import { TierFields } from './components/tier-fields.tsx';
import { tierChanges, tierEditFormSchema, tierForm, type TierFormValues } from './tier-form-schema.ts';

interface TierEditScreenProps {
  tier: PromotionTier;
  currency: string;
  onSaved: () => void;
}

/** Changes a tier's name, banner, discount and dates; only the fields changed are sent. */
export function TierEditScreen({ tier, currency, onSaved }: TierEditScreenProps) {
  const update = useUpdateTier(tier.id);
  const form = useForm<TierFormValues, unknown, PromotionTierUpdate>({
    resolver: zodResolver(tierEditFormSchema),
    defaultValues: tierForm(tier),
  });

  function save(request: PromotionTierUpdate) {
    update.mutate(tierChanges(tier, request), {
      onSuccess: (saved) => {
        if (isApprovalRequest(saved))
          notifyDone('Sent for approval', `The new discount of ${tier.name} applies once an approver approves it.`);
        else notifyDone('Tier saved', `${saved.name} is updated.`);
        onSaved();
      },
      onError: (error) => setServerFieldErrors(error, form),
    });
  }

  return (
    <Stack gap="md" maw={900}>
      <div>
        <AnchorLink to="/promotions/tiers/$tierId" params={{ tierId: tier.id }} size="sm">
          ← {tier.name}
        </AnchorLink>
        <Title order={1}>Edit {tier.name}</Title>
      </div>
      <form noValidate onSubmit={form.handleSubmit(save)}>
        <Stack gap="md">
          {update.error && (
            <ErrorAlert error={unplacedFieldErrors(update.error, form)} title="The tier was not saved" />
          )}
          <Fieldset legend="Tier">
            <TierFields form={form} currency={currency} withValidity />
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save tier
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
