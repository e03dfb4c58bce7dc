import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ProductListQuery } from '../../../contract/product.ts';
import type { ProductCollectionListQuery } from '../../../contract/product-collection.ts';
import type { Executor } from '../db.ts';
import { productCollections, products, skus } from '../schema/products.ts';

export type ProductRow = typeof products.$inferSelect;
export type SkuRow = typeof skus.$inferSelect;
export type CollectionRow = typeof productCollections.$inferSelect;

const byRef = (idColumn: AnyPgColumn, sourceColumn: AnyPgColumn, ref: string) =>
  or(eq(idColumn, ref), eq(sourceColumn, ref));

/** A product by id or source id; `lock` holds it until the transaction ends. */
export async function findProduct(db: Executor, projectId: string, ref: string, lock = false) {
  const query = db
    .select()
    .from(products)
    .where(and(eq(products.projectId, projectId), byRef(products.id, products.sourceId, ref)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertProduct(db: Executor, row: typeof products.$inferInsert) {
  const [created] = await db.insert(products).values(row).returning();
  return created!;
}

export async function updateProduct(db: Executor, id: string, change: Partial<typeof products.$inferInsert>) {
  const [row] = await db.update(products).set(change).where(eq(products.id, id)).returning();
  return row!;
}

/** Deletes a product; its SKUs go with it (foreign key cascade). */
export const deleteProduct = (db: Executor, id: string) => db.delete(products).where(eq(products.id, id));

/**
 * A numbered page of rows of `table` (at most 1,000 pages of 100, so OFFSET stays bounded) with the total, ordered by
 * creation or change time, oldest first unless the order starts with `-`.
 */
async function pageOf<T extends PgTable & { createdAt: AnyPgColumn; updatedAt: AnyPgColumn; id: AnyPgColumn }>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  query: { limit: number; page: number; order: string },
) {
  const direction = query.order.startsWith('-') ? desc : asc;
  const column = query.order.endsWith('updated_at') ? table.updatedAt : table.createdAt;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(direction(column), direction(table.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

const createdWithin = (column: AnyPgColumn, query: ProductListQuery) => [
  query.start_date ? gte(column, new Date(query.start_date)) : undefined,
  query.end_date ? lte(column, new Date(query.end_date)) : undefined,
];

export const pageProducts = (db: Executor, projectId: string, query: ProductListQuery) =>
  pageOf(db, products, and(eq(products.projectId, projectId), ...createdWithin(products.createdAt, query)), query);

/** Every product of a project, for evaluating an AUTO_UPDATE collection's filter. */
export const projectProducts = (db: Executor, projectId: string) =>
  db
    .select()
    .from(products)
    .where(eq(products.projectId, projectId))
    .orderBy(asc(products.createdAt), asc(products.id));

export async function productsByIds(db: Executor, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.projectId, projectId), inArray(products.id, [...ids])));
}

/** The SKUs of `productIds`, oldest first. */
export async function skusOfProducts(db: Executor, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  return db
    .select()
    .from(skus)
    .where(inArray(skus.productId, [...productIds]))
    .orderBy(asc(skus.createdAt), asc(skus.id));
}

export async function findSku(db: Executor, projectId: string, ref: string, lock = false) {
  const query = db
    .select()
    .from(skus)
    .where(and(eq(skus.projectId, projectId), byRef(skus.id, skus.sourceId, ref)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function skusByIds(db: Executor, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(skus)
    .where(and(eq(skus.projectId, projectId), inArray(skus.id, [...ids])));
}

export async function countSkus(db: Executor, productId: string) {
  const [row] = await db.select({ n: count() }).from(skus).where(eq(skus.productId, productId));
  return row?.n ?? 0;
}

export async function insertSku(db: Executor, row: typeof skus.$inferInsert) {
  const [created] = await db.insert(skus).values(row).returning();
  return created!;
}

export async function updateSku(db: Executor, id: string, change: Partial<typeof skus.$inferInsert>) {
  const [row] = await db.update(skus).set(change).where(eq(skus.id, id)).returning();
  return row!;
}

export const deleteSku = (db: Executor, id: string) => db.delete(skus).where(eq(skus.id, id));

export const pageSkus = (db: Executor, productId: string, query: ProductListQuery) =>
  pageOf(db, skus, and(eq(skus.productId, productId), ...createdWithin(skus.createdAt, query)), query);

export async function insertCollection(db: Executor, row: typeof productCollections.$inferInsert) {
  const [created] = await db.insert(productCollections).values(row).returning();
  return created!;
}

export async function findCollection(db: Executor, projectId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(productCollections)
    .where(and(eq(productCollections.projectId, projectId), eq(productCollections.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function collectionsByIds(db: Executor, projectId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(productCollections)
    .where(and(eq(productCollections.projectId, projectId), inArray(productCollections.id, [...ids])));
}

export async function updateCollection(
  db: Executor,
  id: string,
  changes: Pick<Partial<CollectionRow>, 'name' | 'filter'> & { updatedAt: Date },
) {
  const [row] = await db.update(productCollections).set(changes).where(eq(productCollections.id, id)).returning();
  return row!;
}

export const deleteCollection = (db: Executor, id: string) =>
  db.delete(productCollections).where(eq(productCollections.id, id));

export const pageCollections = (db: Executor, projectId: string, query: ProductCollectionListQuery) =>
  pageOf(db, productCollections, eq(productCollections.projectId, projectId), query);

/** Products named by id or source id. */
export async function productsByRefs(db: Executor, projectId: string, refs: readonly string[]) {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.projectId, projectId),
        or(inArray(products.id, [...refs]), inArray(products.sourceId, [...refs])),
      ),
    );
}

/** SKUs named by id or source id. */
export async function skusByRefs(db: Executor, projectId: string, refs: readonly string[]) {
  if (refs.length === 0) return [];
  return db
    .select()
    .from(skus)
    .where(and(eq(skus.projectId, projectId), or(inArray(skus.id, [...refs]), inArray(skus.sourceId, [...refs]))));
}
