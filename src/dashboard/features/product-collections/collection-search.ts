import { z } from 'zod';
import type { ProductCollectionListQuery } from '../../lib/resources/product-collections.ts';
import type { ProductListQuery } from '../../lib/resources/products.ts';

/** The collections list: the page, in the URL so a link shows the same list. */
export const collectionsSearchSchema = z.object({ page: z.number().int().min(1).max(100).default(1).catch(1) });
export type CollectionsSearch = z.output<typeof collectionsSearchSchema>;

export const collectionsSearchDefaults = { page: 1 } satisfies Partial<CollectionsSearch>;

/** Collections a page. */
export const collectionsPageSize = 20;

export const toCollectionListQuery = (search: CollectionsSearch): ProductCollectionListQuery => ({
  page: search.page,
  limit: collectionsPageSize,
  order: '-created_at',
});

/** The products a new collection picks from: the newest hundred, as many as one request returns. */
export const pickableProductsQuery: ProductListQuery = { limit: 100, order: '-created_at' };

/** What a collection's page lists of its members: one request's worth. */
export const collectionMembersQuery = { limit: 100 } as const;
