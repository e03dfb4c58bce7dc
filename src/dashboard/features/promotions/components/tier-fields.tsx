import { NativeSelect, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { TierFormValues } from '../tier-form-schema.ts';

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface TierFieldsProps {
  form: UseFormReturn<TierFormValues, unknown, object>;
  currency: string;
  /** Whether the start and expiry inputs show (a new tier is added without them). */
  withValidity: boolean;
}

/** A tier's name, banner and discount, and its dates: the inputs the add and edit forms share. */
export function TierFields({ form, currency, withValidity }: TierFieldsProps) {
  const { register, formState } = form;
  const errors = formState.errors;
  const editsDiscount = form.getValues('reward.kind') !== 'OTHER';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="Tier name" required data-autofocus {...register('name')} error={errors.name?.message} />
      <TextInput label="Banner" {...register('banner')} error={errors.banner?.message} />
      {editsDiscount ? (
        <>
          <NativeSelect
            label="Discount"
            data={[
              { value: 'PERCENT', label: 'Percent off' },
              { value: 'AMOUNT', label: `Amount off (${currency})` },
            ]}
            {...register('reward.kind')}
          />
          <TextInput
            label="Discount value"
            inputMode="decimal"
            {...register('reward.value')}
            error={errors.reward?.value?.message}
          />
        </>
      ) : (
        <Text size="sm" style={{ gridColumn: '1 / -1' }}>
          This tier&apos;s kind of discount is changed through the API; the form keeps it as it is.
        </Text>
      )}
      {withValidity && (
        <>
          <TextInput
            type="datetime-local"
            label="Starts"
            description={`Your time zone (${timeZone}); empty: with the promotion`}
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
        </>
      )}
    </SimpleGrid>
  );
}
