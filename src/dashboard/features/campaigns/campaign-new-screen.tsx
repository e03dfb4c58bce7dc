import {
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { campaignTypeSchema, type Campaign, type CampaignType } from '../../../contract/campaign.ts';
import type { CampaignCreate } from '../../../contract/campaign-create.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { useCreateCampaign } from '../../lib/resources/campaigns.ts';
import { campaignTypeLabels } from './campaign-labels.ts';
import {
  emptyNewCampaignForm,
  newCampaignFormSchema,
  rewardKindOf,
  type NewCampaignFormValues,
} from './new-campaign-form-schema.ts';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const typeChoices = campaignTypeSchema.options.map((type) => ({ value: type, label: campaignTypeLabels[type] }));
const isCampaignType = (value: string): value is CampaignType => campaignTypeSchema.safeParse(value).success;

/** The reward kind a type starts with: percent off, a gift card's amount, or none for a loyalty card. */
const startingRewardKind = { discount: 'PERCENT', gift: 'GIFT', points: 'OTHER' } as const;

/**
 * A campaign of any type from scratch (POST /v1/campaigns): what each code is worth and how codes look, or a
 * promotion's first tier. Everything else (rules, more tiers, metadata) is edited on the campaign afterwards.
 */
export function CampaignNewScreen({ currency, onCreated }: { currency: string; onCreated: (c: Campaign) => void }) {
  const create = useCreateCampaign();
  const form = useForm<NewCampaignFormValues, unknown, CampaignCreate>({
    resolver: zodResolver(newCampaignFormSchema),
    defaultValues: emptyNewCampaignForm,
  });
  const { register, formState, setValue } = form;
  const errors = formState.errors;
  const type = useWatch({ control: form.control, name: 'campaign_type' });
  const rewardKind = rewardKindOf[type];
  const typeField = register('campaign_type');

  return (
    <Stack gap="md" maw={900}>
      <div>
        <AnchorLink to="/campaigns" size="sm">
          ← Campaigns
        </AnchorLink>
        <Title order={1}>New campaign</Title>
        <Text>Without a template: pick the type, what it gives, and how its codes look.</Text>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit((request) =>
          create.mutate(request, {
            onSuccess: (created) => {
              notifyDone('Campaign created', `${created.name} is ready.`);
              onCreated(created);
            },
            onError: (error) => {
              setServerFieldErrors(error, form);
              if (error instanceof ApiError && error.status === 409)
                form.setError('name', { message: error.details }, { shouldFocus: true });
            },
          }),
        )}
      >
        <Stack gap="md">
          {create.error && (
            <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The campaign was not created" />
          )}
          <Fieldset legend="Campaign">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <NativeSelect
                label="Type"
                data={typeChoices}
                {...typeField}
                onChange={(event) => {
                  void typeField.onChange(event);
                  const { value } = event.currentTarget;
                  if (isCampaignType(value)) setValue('reward.kind', startingRewardKind[rewardKindOf[value]]);
                }}
              />
              <TextInput label="Campaign name" required {...register('name')} error={errors.name?.message} />
              <Textarea
                label="Description"
                autosize
                minRows={2}
                {...register('description')}
                error={errors.description?.message}
                style={{ gridColumn: '1 / -1' }}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={type === 'PROMOTION' ? 'First tier' : 'What each code gives'}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {type === 'PROMOTION' && (
                <>
                  <TextInput label="Tier name" required {...register('tier.name')} error={errors.tier?.name?.message} />
                  <TextInput label="Banner" {...register('tier.banner')} error={errors.tier?.banner?.message} />
                </>
              )}
              {rewardKind === 'discount' && (
                <NativeSelect
                  label="Discount"
                  data={[
                    { value: 'PERCENT', label: 'Percent off' },
                    { value: 'AMOUNT', label: `Amount off (${currency})` },
                  ]}
                  {...register('reward.kind')}
                />
              )}
              {rewardKind !== 'points' && (
                <TextInput
                  label={rewardKind === 'gift' ? `Gift card amount (${currency})` : 'Discount value'}
                  inputMode="decimal"
                  {...register('reward.value')}
                  error={errors.reward?.value?.message}
                />
              )}
              {rewardKind === 'points' && (
                <TextInput
                  label="Points each card starts with"
                  inputMode="numeric"
                  {...register('points')}
                  error={errors.points?.message}
                />
              )}
            </SimpleGrid>
          </Fieldset>
          {type !== 'PROMOTION' && (
            <Fieldset legend="Codes">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
                <TextInput
                  label="Codes to generate"
                  inputMode="numeric"
                  {...register('vouchers_count')}
                  error={errors.vouchers_count?.message}
                />
                <TextInput
                  label="Code prefix"
                  {...register('voucher.code_config.prefix')}
                  error={errors.voucher?.code_config?.prefix?.message}
                />
                <TextInput
                  label="Code length"
                  inputMode="numeric"
                  {...register('voucher.code_config.length')}
                  error={errors.voucher?.code_config?.length?.message}
                />
                <TextInput
                  label="Redemptions per code"
                  description="Empty: unlimited"
                  inputMode="numeric"
                  {...register('voucher.redemption.quantity')}
                  error={errors.voucher?.redemption?.quantity?.message}
                />
              </SimpleGrid>
            </Fieldset>
          )}
          <Fieldset legend="Validity">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                type="datetime-local"
                label="Starts"
                description={`Your time zone (${timeZone}); empty: at once`}
                {...register('start_date')}
                error={errors.start_date?.message}
              />
              <TextInput
                type="datetime-local"
                label="Expires"
                description={`Your time zone (${timeZone}); empty: never`}
                {...register('expiration_date')}
                error={errors.expiration_date?.message}
              />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Create campaign
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
