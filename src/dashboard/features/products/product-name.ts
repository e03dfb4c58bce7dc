import type { Product } from '../../../contract/product.ts';

/** What a product is called on its pages: the name, else the shop's id, else Promodesk's. */
export const productName = (product: Pick<Product, 'name' | 'source_id' | 'id'>) =>
  product.name || product.source_id || product.id;
