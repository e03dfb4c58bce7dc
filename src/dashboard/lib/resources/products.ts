import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  productListSchema,
  productSchema,
  skuSchema,
  type ProductCreate,
  type SkuCreate,
  type productListQuerySchema,
} from '../../../contract/product.ts';
import { apiRequest } from '../api-client.ts';
import { productCollectionKeys } from './product-collections.ts';
import { queryKeysFactory } from './query-keys.ts';

export type ProductListQuery = z.input<typeof productListQuerySchema>;
export const productKeys = queryKeysFactory<'products', ProductListQuery>('products');

const productPath = (productId: string) => `/v1/products/${encodeURIComponent(productId)}`;

/** A page of the project's products, each with its SKUs (GET /v1/products). */
export function productsQueryOptions(query: ProductListQuery) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => apiRequest({ path: '/v1/products', query, schema: productListSchema, signal }),
  });
}

/** A product by id or source id, with all its SKUs. */
export function productQueryOptions(productId: string) {
  return queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: ({ signal }) => apiRequest({ path: productPath(productId), schema: productSchema, signal }),
  });
}

// What a collection holds is read through its products: any product or SKU change may change it.
const afterCatalogChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: productCollectionKeys.all() }),
  ]);

/** POST /v1/products: a new product (or the one with this source id, updated, as the hosted upsert does). */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ProductCreate) =>
      apiRequest({ method: 'POST', path: '/v1/products', body: request, schema: productSchema }),
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await afterCatalogChange(queryClient);
    },
  });
}

/** DELETE /v1/products/{id}: to the bin, with its SKUs. */
export function useDeleteProduct(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ method: 'DELETE', path: productPath(productId) }),
    // Not awaited: the refetched product (now gone) would replace the page before the caller's onSuccess runs.
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productKeys.detail(productId) });
      void afterCatalogChange(queryClient);
    },
  });
}

/** POST /v1/products/{id}/skus: a SKU added to the product; the product refetches with it. */
export function useCreateSku(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SkuCreate) =>
      apiRequest({ method: 'POST', path: `${productPath(productId)}/skus`, body: request, schema: skuSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
        afterCatalogChange(queryClient),
      ]),
  });
}

/** DELETE /v1/products/{id}/skus/{skuId}: to the bin. */
export function useDeleteSku(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skuId: string) =>
      apiRequest({ method: 'DELETE', path: `${productPath(productId)}/skus/${encodeURIComponent(skuId)}` }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(productId) }),
        afterCatalogChange(queryClient),
      ]),
  });
}
