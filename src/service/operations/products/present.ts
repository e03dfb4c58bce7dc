import type { z } from 'zod';
import type { Product, productWithoutSkusSchema, Sku } from '../../../contract/product.ts';
import type { ProductCollection } from '../../../contract/product-collection.ts';
import type { CollectionRow, ProductRow, SkuRow } from '../../store/repositories/products.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const presentProductWithoutSkus = (row: ProductRow): z.infer<typeof productWithoutSkusSchema> => ({
  id: row.id,
  source_id: row.sourceId,
  name: row.name,
  price: row.price,
  attributes: row.attributes,
  metadata: row.metadata,
  image_url: row.imageUrl,
  created_at: row.createdAt.toISOString(),
  updated_at: iso(row.updatedAt),
  object: 'product',
});

export const presentSku = (row: SkuRow): Sku => ({
  id: row.id,
  source_id: row.sourceId,
  product_id: row.productId,
  sku: row.sku,
  price: row.price,
  currency: row.currency,
  attributes: row.attributes,
  image_url: row.imageUrl,
  metadata: row.metadata,
  created_at: row.createdAt.toISOString(),
  updated_at: iso(row.updatedAt),
  object: 'sku',
});

export const presentProduct = (row: ProductRow, skus: readonly SkuRow[]): Product => ({
  ...presentProductWithoutSkus(row),
  skus: {
    object: 'list',
    data_ref: 'data',
    data: skus.filter((s) => s.productId === row.id).map(presentSku),
    total: skus.filter((s) => s.productId === row.id).length,
  },
});

export const presentCollection = (row: CollectionRow): ProductCollection => ({
  id: row.id,
  name: row.name,
  type: row.type,
  ...(row.filter && { filter: row.filter }),
  ...(row.members && { products: row.members }),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt?.toISOString(),
  object: 'products_collection',
});
