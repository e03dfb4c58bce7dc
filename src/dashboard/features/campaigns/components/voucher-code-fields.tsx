import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import type { SetupForm } from '../setup-form-schema.ts';

/** How voucher codes are generated and how often each voucher can be redeemed; empty keeps the template's. */
export function VoucherCodeFields({ form }: { form: SetupForm }) {
  const { register, formState, watch } = form;
  const errors = formState.errors.voucher;
  const unlimited = watch('voucher.redemption.unlimited');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      <TextInput
        label="Code prefix"
        placeholder="e.g. SUMMER-"
        {...register('voucher.code_config.prefix')}
        error={errors?.code_config?.prefix?.message}
      />
      <TextInput
        label="Code postfix"
        placeholder="e.g. -2026"
        {...register('voucher.code_config.postfix')}
        error={errors?.code_config?.postfix?.message}
      />
      <TextInput
        label="Code length"
        inputMode="numeric"
        description="Characters between prefix and postfix"
        {...register('voucher.code_config.length')}
        error={errors?.code_config?.length?.message}
      />
      <TextInput
        label="Characters to use"
        placeholder="e.g. ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
        {...register('voucher.code_config.charset')}
        error={errors?.code_config?.charset?.message}
      />
      <TextInput
        label="Code pattern"
        placeholder="e.g. SUMMER-####"
        description="Each # is replaced by a character"
        {...register('voucher.code_config.pattern')}
        error={errors?.code_config?.pattern?.message}
      />
      <div>
        {!unlimited && (
          <TextInput
            label="Redemptions per voucher"
            inputMode="numeric"
            {...register('voucher.redemption.quantity')}
            error={errors?.redemption?.quantity?.message}
          />
        )}
        <Checkbox mt="xs" label="Unlimited redemptions" {...register('voucher.redemption.unlimited')} />
      </div>
    </SimpleGrid>
  );
}
