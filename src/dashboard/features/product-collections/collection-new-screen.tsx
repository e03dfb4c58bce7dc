import { Button, Fieldset, Group, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { ProductCollection } from '../../../contract/product-collection.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { notifyDone } from '../../components/feedback.tsx';
import { AnchorLink } from '../../components/router-links.tsx';
import { useCreateProductCollection } from '../../lib/resources/product-collections.ts';
import { productsQueryOptions } from '../../lib/resources/products.ts';
import { setServerFieldErrors, unplacedFieldErrors } from '../../lib/server-field-errors.ts';
import {
  emptyNewCollectionForm,
  newCollectionFormSchema,
  type NewCollectionFormValues,
} from './collection-form-schema.ts';
import { pickableProductsQuery } from './collection-search.ts';

/**
 * A static collection made by picking products (the newest hundred); collections that follow a filter are made
 * through the API.
 */
export function CollectionNewScreen({ onCreated }: { onCreated: (collection: ProductCollection) => void }) {
  const { data: products } = useSuspenseQuery(productsQueryOptions(pickableProductsQuery));
  const create = useCreateProductCollection();
  const form = useForm<NewCollectionFormValues, unknown, ReturnType<typeof newCollectionFormSchema.parse>>({
    resolver: zodResolver(newCollectionFormSchema),
    defaultValues: emptyNewCollectionForm,
  });
  const errors = form.formState.errors;
  const choices = products.products.map((product) => ({
    value: product.id,
    label: product.name || product.source_id || product.id,
  }));

  return (
    <Stack gap="md" maw={900}>
      <div>
        <AnchorLink to="/collections" size="sm">
          ← Collections
        </AnchorLink>
        <Title order={1}>New collection</Title>
        <Text>Pick the products it holds; each product brings all its SKUs.</Text>
      </div>
      <form
        noValidate
        onSubmit={form.handleSubmit((request) =>
          create.mutate(request, {
            onSuccess: (collection) => {
              notifyDone('Collection saved', `${collection.name} is saved.`);
              onCreated(collection);
            },
            onError: (error) => setServerFieldErrors(error, form),
          }),
        )}
      >
        <Stack gap="md">
          {create.error && (
            <ErrorAlert error={unplacedFieldErrors(create.error, form)} title="The collection was not saved" />
          )}
          <Fieldset legend="Collection">
            <Stack gap="sm">
              <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
              <Controller
                control={form.control}
                name="product_ids"
                render={({ field }) => (
                  <MultiSelect
                    label="Products"
                    description={
                      products.total > choices.length
                        ? `The newest ${choices.length} of ${products.total} products`
                        : undefined
                    }
                    required
                    searchable
                    data={choices}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={errors.product_ids?.message}
                    nothingFoundMessage="No product has this name"
                  />
                )}
              />
            </Stack>
          </Fieldset>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              Save collection
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
