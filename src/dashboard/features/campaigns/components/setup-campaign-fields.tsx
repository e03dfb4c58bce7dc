import { NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { SetupForm } from '../setup-form-schema.ts';

const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const rewardFields = (currency: string) => ({
  PERCENT: { label: 'Percent off', description: 'Of what the discount applies to, 0 to 100' },
  AMOUNT: { label: 'Amount off', description: `In ${currency}` },
  GIFT: { label: 'Gift card amount', description: `Each card starts with this balance, in ${currency}` },
});

/** Name, value, size, generation, joining rules and category of the new campaign. */
export function SetupCampaignFields({ form, currency }: { form: SetupForm; currency: string }) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const categoryKind = watch('category_kind');
  const rewardKind = watch('reward.kind');
  const reward = rewardKind === 'OTHER' ? undefined : rewardFields(currency)[rewardKind];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Campaign name" required {...register('name')} error={errors.name?.message} />
      {reward && (
        <TextInput
          label={reward.label}
          description={reward.description}
          required
          inputMode="decimal"
          {...register('reward.value')}
          error={errors.reward?.value?.message}
        />
      )}
      <TextInput
        label="Number of vouchers"
        description="Generated now; 0 adds codes later"
        required
        inputMode="numeric"
        {...register('vouchers_count')}
        error={errors.vouchers_count?.message}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        {...register('description')}
        error={errors.description?.message}
        style={{ gridColumn: '1 / -1' }}
      />
      <NativeSelect
        label="Voucher generation"
        {...register('type')}
        error={errors.type?.message}
        data={[
          { value: 'AUTO_UPDATE', label: 'Automatic: generate vouchers from the criteria' },
          { value: 'STATIC', label: 'Static: publish vouchers manually' },
        ]}
      />
      <NativeSelect
        label="Customers join only once"
        {...register('join_once')}
        error={errors.join_once?.message}
        data={yesNoOptions}
      />
      <NativeSelect
        label="Use the voucher metadata schema"
        description="Instead of the campaign's"
        {...register('use_voucher_metadata_schema')}
        error={errors.use_voucher_metadata_schema?.message}
        data={yesNoOptions}
      />
      <NativeSelect
        label="Category"
        {...register('category_kind')}
        data={[
          { value: 'template', label: "The template's category" },
          { value: 'name', label: 'A category by name (created if new)' },
          { value: 'id', label: 'An existing category by id' },
        ]}
      />
      {/* One of the two at a time, so the request can never carry both. */}
      {categoryKind === 'name' && (
        <TextInput label="Category name" {...register('category')} error={errors.category?.message} />
      )}
      {categoryKind === 'id' && (
        <TextInput
          label="Category id"
          placeholder="cat_…"
          {...register('category_id')}
          error={errors.category_id?.message}
        />
      )}
    </SimpleGrid>
  );
}
