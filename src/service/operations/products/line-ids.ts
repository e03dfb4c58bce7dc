/*
 * What discount targeting needs to know about an order's lines: every id a line is known by beyond the ones it was
 * sent with. A line names a SKU (`sku_id`, or a SKU's `source_id`) or a product (`product_id`, or a product's
 * `source_id`); it is then also known by the SKU's product, and by each targeted collection holding the product or
 * SKU now (a STATIC collection's members, or an AUTO_UPDATE filter evaluated against the stored product).
 * Unknown products and SKUs add nothing: the line still matches by the ids it was sent with.
 */
import type { OrderItemRequest } from '../../../contract/order.ts';
import type { CollectionFilter } from '../../../contract/product-collection.ts';
import { collectionFilterSchema } from '../../../contract/product-collection.ts';
import { matchesFilter } from '../../domain/product-filter.ts';
import type { Executor } from '../../store/db.ts';
import {
  collectionsByIds,
  productsByIds,
  productsByRefs,
  skusByRefs,
  type CollectionRow,
  type ProductRow,
  type SkuRow,
} from '../../store/repositories/products.ts';

type Line = Pick<OrderItemRequest, 'sku_id' | 'product_id' | 'source_id' | 'related_object'>;

function holds(collection: CollectionRow, filter: CollectionFilter | undefined, product?: ProductRow, sku?: SkuRow) {
  if (filter) return product !== undefined && matchesFilter(product, filter);
  return (collection.members ?? []).some((m) => (m.object === 'sku' ? m.id === sku?.id : m.id === product?.id));
}

export async function lineIdsOf(
  db: Executor,
  projectId: string,
  lines: readonly Line[],
  collectionIds: readonly string[],
): Promise<string[][]> {
  const refs = (l: Line) => [l.sku_id, l.product_id, l.source_id].filter((r) => r !== undefined);
  const skus = await skusByRefs(db, projectId, [...new Set(lines.flatMap(refs))]);
  const products = await productsByRefs(db, projectId, [...new Set(lines.flatMap(refs))]);
  const parents = await productsByIds(db, projectId, [...new Set(skus.map((s) => s.productId))]);
  const collections = (await collectionsByIds(db, projectId, collectionIds)).map((c) => ({
    row: c,
    filter: c.type === 'AUTO_UPDATE' ? collectionFilterSchema.parse(c.filter ?? {}) : undefined,
  }));
  const productById = new Map([...products, ...parents].map((p) => [p.id, p]));

  return lines.map((line) => {
    const asSku = line.related_object !== 'product';
    const asProduct = line.related_object !== 'sku';
    const sku =
      skus.find((s) => s.id === line.sku_id) ??
      (asSku ? skus.find((s) => line.source_id !== undefined && s.sourceId === line.source_id) : undefined);
    const product =
      (sku && productById.get(sku.productId)) ??
      products.find((p) => p.id === line.product_id) ??
      (asProduct ? products.find((p) => line.source_id !== undefined && p.sourceId === line.source_id) : undefined);
    const own = [sku?.id, sku?.sourceId, product?.id, product?.sourceId].filter(
      (id) => id !== undefined && id !== null,
    );
    const inCollections = collections.filter((c) => holds(c.row, c.filter, product, sku)).map((c) => c.row.id);
    return [...own, ...inCollections];
  });
}
