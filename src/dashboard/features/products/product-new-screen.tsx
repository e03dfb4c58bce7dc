import { Button, Fieldset, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { Product } from '../../../contract/product.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { MetadataFieldset } from '../../components/metadata-fieldset.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { useCreateProduct } from '../../lib/resources/products.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import { emptyNewProductForm, newProductFormSchema, type NewProductFormValues } from './product-form-schema.ts';
import { productName } from './product-name.ts';

interface ProductNewScreenProps {
  currency: string;
  onCreated: (product: Product) => void;
}

/**
 * A product added by hand. A source id already taken updates that product, as POST /v1/products does for the shop's
 * backend.
 */
export function ProductNewScreen({ currency, onCreated }: ProductNewScreenProps) {
  const create = useCreateProduct();
  const form = useForm<NewProductFormValues, unknown, ReturnType<typeof newProductFormSchema.parse>>({
    resolver: zodResolver(newProductFormSchema),
    defaultValues: emptyNewProductForm,
  });
  const errors = form.formState.errors;

  return (
    <Stack gap="md" maw={900}>
      <div>
        <AnchorLink to="/products" size="sm">
          ← Products
        </AnchorLink>
        <Title order={1}>New product</Title>
        <Text>Give the id the shop knows it by, so orders and rules that name it find it.</Text>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit((request) =>
          create.mutate(request, {
            onSuccess: (product) => {
              notifyDone('Product saved', `${productName(product)} is saved.`);
              onCreated(product);
            },
            onError: (error) => setServerFieldErrors(error, form),
          }),
        )}
      >
        <Stack gap="md">
          {create.error && (
            <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The product was not saved" />
          )}
          <Fieldset legend="Product">
            <Stack gap="sm">
              <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
              <TextInput
                label="Source id"
                description="The shop's id for this product; empty: Promodesk's id only"
                {...form.register('source_id')}
                error={errors.source_id?.message}
              />
              <TextInput
                label="Price"
                description={`In ${currency}, such as 12.50; empty: no list price`}
                inputMode="decimal"
                {...form.register('price')}
                error={errors.price?.message}
              />
              <TextInput
                label="Attributes"
                description="The attribute names its SKUs carry, comma-separated: colour, size"
                {...form.register('attributes')}
                error={errors.attributes?.message}
              />
              <TextInput
                label="Image URL"
                type="url"
                {...form.register('image_url')}
                error={errors.image_url?.message}
              />
            </Stack>
          </Fieldset>
          <MetadataFieldset control={form.control} errors={errors.metadata} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Save product
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
