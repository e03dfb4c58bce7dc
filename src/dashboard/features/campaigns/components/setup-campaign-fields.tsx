import { NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { SetupForm } from '../setup-form-schema.ts';

const overrideOptions = [
  { value: 'template', label: 'As the template says' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** Name, description, mode, size, joining rules and category of the new campaign. */
export function SetupCampaignFields({ form }: { form: SetupForm }) {
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const categoryKind = watch('category_kind');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Campaign name" required {...register('name')} error={errors.name?.message} />
      <TextInput
        label="Number of vouchers"
        description="Empty keeps the template's number"
        inputMode="numeric"
        {...register('vouchers_count')}
        error={errors.vouchers_count?.message}
      />
      <Textarea
        label="Description"
        description="Empty keeps the template's description"
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
          { value: '', label: 'As the template says' },
          { value: 'AUTO_UPDATE', label: 'Automatic: generate vouchers from the criteria' },
          { value: 'STATIC', label: 'Static: publish vouchers manually' },
        ]}
      />
      <NativeSelect
        label="Customers join only once"
        {...register('join_once')}
        error={errors.join_once?.message}
        data={overrideOptions}
      />
      <NativeSelect
        label="Customers join automatically"
        description="When an earning rule is met (loyalty programs)"
        {...register('auto_join')}
        error={errors.auto_join?.message}
        data={overrideOptions}
      />
      <NativeSelect
        label="Use the voucher metadata schema"
        description="Instead of the campaign's"
        {...register('use_voucher_metadata_schema')}
        error={errors.use_voucher_metadata_schema?.message}
        data={overrideOptions}
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
