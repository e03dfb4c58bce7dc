import { z } from 'zod';
import type { ProductListQuery } from '../../lib/resources/products.ts';

/** The products list: the page, in the URL so a link shows the same list. */
export const productsSearchSchema = z.object({ page: z.number().int().min(1).max(100).default(1).catch(1) });
export type ProductsSearch = z.output<typeof productsSearchSchema>;

export const productsSearchDefaults = { page: 1 } satisfies Partial<ProductsSearch>;

/** Products a page. */
export const productsPageSize = 20;

/** Newest first: the reader looks for the product just added. */
export const toProductListQuery = (search: ProductsSearch): ProductListQuery => ({
  page: search.page,
  limit: productsPageSize,
  order: '-created_at',
});
