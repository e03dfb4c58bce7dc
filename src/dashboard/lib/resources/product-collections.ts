import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  collectionProductsSchema,
  productCollectionListSchema,
  productCollectionSchema,
  type ProductCollectionCreate,
  type collectionProductsQuerySchema,
  type productCollectionListQuerySchema,
} from '../../../contract/product-collection.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

// Product and SKU mutations invalidate `productCollectionKeys.all()`: what a collection holds changes with them.
export type ProductCollectionListQuery = z.input<typeof productCollectionListQuerySchema>;
export const productCollectionKeys = queryKeysFactory<'product-collections', ProductCollectionListQuery>(
  'product-collections',
);

const collectionPath = (collectionId: string) => `/v1/product-collections/${encodeURIComponent(collectionId)}`;

/** A page of the project's product collections (GET /v1/product-collections). */
export function productCollectionsQueryOptions(query: ProductCollectionListQuery) {
  return queryOptions({
    queryKey: productCollectionKeys.list(query),
    queryFn: ({ signal }) =>
      apiRequest({ path: '/v1/product-collections', query, schema: productCollectionListSchema, signal }),
  });
}

/** A collection: its name, type, and the members or filter it was given. */
export function productCollectionQueryOptions(collectionId: string) {
  return queryOptions({
    queryKey: productCollectionKeys.detail(collectionId),
    queryFn: ({ signal }) =>
      apiRequest({ path: collectionPath(collectionId), schema: productCollectionSchema, signal }),
  });
}

export type CollectionProductsQuery = z.input<typeof collectionProductsQuerySchema>;

/** The products and SKUs the collection holds now (GET /v1/product-collections/{id}/products). */
export function collectionProductsQueryOptions(collectionId: string, query: CollectionProductsQuery) {
  return queryOptions({
    queryKey: [...productCollectionKeys.detail(collectionId), 'products', query] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${collectionPath(collectionId)}/products`,
        query,
        schema: collectionProductsSchema,
        signal,
      }),
  });
}

/** POST /v1/product-collections. */
export function useCreateProductCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProductCollectionCreate) =>
      apiRequest({
        method: 'POST',
        path: '/v1/product-collections',
        body: request,
        schema: productCollectionSchema,
      }),
    onSuccess: async (collection) => {
      queryClient.setQueryData(productCollectionKeys.detail(collection.id), collection);
      await queryClient.invalidateQueries({ queryKey: productCollectionKeys.lists() });
    },
  });
}

/** DELETE /v1/product-collections/{id}: final. */
export function useDeleteProductCollection(collectionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: collectionPath(collectionId) }),
    // Not awaited: the caller leaves the page; the lists refetch behind it.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productCollectionKeys.detail(collectionId) });
      void queryClient.invalidateQueries({ queryKey: productCollectionKeys.lists() });
    },
  });
}
