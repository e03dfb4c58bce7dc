import { Button, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { RewardCreate } from '../../../../contract/reward.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { useCan } from '../../../lib/permissions.tsx';
import { useCreateReward } from '../../../lib/resources/rewards.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { emptyRewardForm, rewardFormSchema, type RewardFormValues } from '../reward-form-schema.ts';
import type { RewardSources } from '../reward-sources.ts';

const typeOptions = [
  { value: 'CAMPAIGN', label: 'Campaign: a discount code, gift credits or loyalty points' },
  { value: 'COIN', label: 'Pay with points' },
  { value: 'MATERIAL', label: 'Material: a product' },
];

/** POST /v1/rewards: the fields of the chosen type only; the service names what it refuses on its field. */
export function NewRewardForm({ sources }: { sources: RewardSources }) {
  const canChange = useCan('campaigns:write');
  const create = useCreateReward();
  const form = useForm<RewardFormValues, unknown, RewardCreate>({
    resolver: zodResolver(rewardFormSchema),
    defaultValues: emptyRewardForm,
  });
  const [type, campaignId] = useWatch({ control: form.control, name: ['type', 'parameters.campaign.id'] });
  const campaignType = sources.campaigns.find((campaign) => campaign.id === campaignId)?.campaign_type;
  const { errors } = form.formState;
  const p = errors.parameters;
  return (
    <form
      noValidate
      aria-label="New reward"
      onSubmit={form.handleSubmit((reward) =>
        create.mutate(reward, {
          onSuccess: (created) => {
            notifyDone('Reward created', `${created.name} is in the catalogue.`);
            form.reset(emptyRewardForm);
            create.reset();
          },
          onError: (error) => setServerFieldErrors(error, form),
        }),
      )}
    >
      <Fieldset legend="New reward" disabled={!canChange}>
        <Stack gap="sm">
          {create.error && (
            <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The reward was not created" />
          )}
          <Group align="flex-start" gap="sm">
            <TextInput label="Reward name" {...form.register('name')} error={errors.name?.message} />
            <NativeSelect label="Type" data={typeOptions} {...form.register('type')} />
          </Group>
          {type === 'CAMPAIGN' && (
            <Group align="flex-start" gap="sm">
              <NativeSelect
                label="Campaign"
                data={[
                  { value: '', label: 'Pick a campaign' },
                  ...sources.campaigns.map((campaign) => ({ value: campaign.id, label: campaign.name })),
                ]}
                {...form.register('parameters.campaign.id')}
                error={p?.campaign?.id?.message}
              />
              {campaignType !== 'DISCOUNT_COUPONS' && (
                <TextInput
                  label="Balance"
                  description={campaignType === 'GIFT_VOUCHERS' ? 'Credits, in cents' : 'Points added to the card'}
                  inputMode="numeric"
                  {...form.register('parameters.campaign.balance')}
                  error={p?.campaign?.balance?.message}
                />
              )}
            </Group>
          )}
          {type === 'COIN' && (
            <Group align="flex-start" gap="sm">
              <TextInput
                label="Points"
                description="How many points…"
                inputMode="numeric"
                {...form.register('parameters.coin.points_ratio')}
                error={p?.coin?.points_ratio?.message}
              />
              <TextInput
                label="Pay"
                description="…pay this much of an order"
                inputMode="decimal"
                {...form.register('parameters.coin.exchange_ratio')}
                error={p?.coin?.exchange_ratio?.message}
              />
            </Group>
          )}
          {type === 'MATERIAL' && (
            <Group align="flex-start" gap="sm">
              <NativeSelect
                label="Product"
                data={[
                  { value: '', label: 'Pick a product' },
                  ...sources.products.map((product) => ({ value: product.id, label: product.name ?? product.id })),
                ]}
                {...form.register('parameters.product.id')}
                error={p?.product?.id?.message}
              />
              <TextInput
                label="Stock"
                description="Empty for unlimited"
                inputMode="numeric"
                {...form.register('stock')}
                error={errors.stock?.message}
              />
            </Group>
          )}
          <Group>
            <Button type="submit" loading={create.isPending}>
              Create reward
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
