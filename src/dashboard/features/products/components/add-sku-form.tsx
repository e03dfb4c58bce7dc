import { Button, Fieldset, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { notifyDone } from '../../../components/feedback.tsx';
import { useCreateSku } from '../../../lib/resources/products.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../../lib/server-field-errors.ts';
import { emptyNewSkuForm, newSkuFormSchema, type NewSkuFormValues } from '../product-form-schema.ts';

/** Adds a SKU to the product in place; the form empties for the next one. */
export function AddSkuForm({ productId, currency }: { productId: string; currency: string }) {
  const create = useCreateSku(productId);
  const form = useForm<NewSkuFormValues, unknown, ReturnType<typeof newSkuFormSchema.parse>>({
    resolver: zodResolver(newSkuFormSchema),
    defaultValues: emptyNewSkuForm,
  });
  const errors = form.formState.errors;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((request) =>
        create.mutate(request, {
          onSuccess: (sku) => {
            notifyDone('SKU added', `${sku.sku ?? sku.id} is added.`);
            form.reset(emptyNewSkuForm);
          },
          onError: (error) => setServerFieldErrors(error, form),
        }),
      )}
    >
      <Fieldset legend="Add SKU" mt="md">
        <Stack gap="sm">
          {create.error && <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The SKU was not added" />}
          <Group align="flex-start" grow>
            <TextInput label="SKU name" required {...form.register('sku')} error={errors.sku?.message} />
            <TextInput label="SKU source id" {...form.register('source_id')} error={errors.source_id?.message} />
            <TextInput
              label="SKU price"
              description={`In ${currency}; empty: no price`}
              inputMode="decimal"
              {...form.register('price')}
              error={errors.price?.message}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Add SKU
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}
