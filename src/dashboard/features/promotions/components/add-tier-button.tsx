import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useDisclosure } from '@mantine/hooks';
import { useForm } from 'react-hook-form';
import type { Campaign } from '../../../../contract/campaign.ts';
import type { PromotionTierCreate } from '../../../../contract/promotion-tier.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCreateTier } from '../../../lib/resources/promotion-tiers.ts';
import { emptyTierForm, tierCreateFormSchema, type TierFormValues } from '../tier-form-schema.ts';
import { TierFields } from './tier-fields.tsx';

/** Adds a tier after a promotion's last one: its name, banner and discount (rules and dates on the tier's page). */
export function AddTierButton({ promotion, currency }: { promotion: Campaign; currency: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const create = useCreateTier(promotion.id);
  const form = useForm<TierFormValues, unknown, PromotionTierCreate>({
    resolver: zodResolver(tierCreateFormSchema),
    defaultValues: emptyTierForm,
  });
  const closeAndReset = () => {
    close();
    form.reset(emptyTierForm);
    create.reset();
  };
  return (
    <>
      <Button size="xs" variant="light" onClick={open}>
        Add tier
      </Button>
      <Modal
        opened={opened}
        onClose={closeAndReset}
        title={`Add a tier to ${promotion.name}`}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <form
          noValidate
          onSubmit={form.handleSubmit((request) =>
            create.mutate(request, {
              onSuccess: (tier) => {
                notifyDone('Tier added', `${tier.name} is the last tier of ${promotion.name}.`);
                closeAndReset();
              },
              onError: (error) => setServerFieldErrors(error, form),
            }),
          )}
        >
          <Stack gap="md">
            {create.error && (
              <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The tier was not added" />
            )}
            <TierFields form={form} currency={currency} withValidity={false} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                Add tier
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
