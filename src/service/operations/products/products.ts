/*
 * Products: create (an `id` or `source_id` already stored updates that product, the hosted upsert), read by id or
 * source id, partial update, delete (to the bin with its SKUs; `force=true` for good) and numbered pages.
 * Orders keep the ids they were sent, so a deleted product never changes an order.
 */
import type { z } from 'zod';
import type { ProductCreate, ProductListQuery, productListSchema, ProductUpdate } from '../../../contract/product.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  pageProducts,
  skusOfProducts,
  updateProduct,
  type ProductRow,
} from '../../store/repositories/products.ts';
import { auditChange, type Acting } from '../acting.ts';
import { duplicate, notFound } from '../failures.ts';
import { moveToBin, storedRow, type DeleteMode } from '../trash-bin/bin.ts';
import { presentProduct } from './present.ts';

const sameSource = (sourceId: string | undefined) => (error: unknown) => {
  throw isUniqueViolation(error)
    ? duplicate('product', sourceId ?? '', `A product with source_id ${sourceId} already exists`)
    : error;
};

/** The columns a create or update sets: only what the request sent. */
const changeOf = (request: ProductUpdate) => ({
  ...(request.name !== undefined && { name: request.name }),
  ...(request.price !== undefined && { price: request.price }),
  ...(request.attributes !== undefined && { attributes: request.attributes }),
  ...(request.metadata !== undefined && { metadata: request.metadata }),
  ...(request.image_url !== undefined && { imageUrl: request.image_url }),
});

async function withSkus(db: Executor, row: ProductRow) {
  return presentProduct(row, await skusOfProducts(db, [row.id]));
}

export async function readProduct(db: Executor, projectId: string, ref: string) {
  const row = await findProduct(db, projectId, ref);
  if (!row) throw notFound('product', ref);
  return withSkus(db, row);
}

export async function readProductPage(
  db: Executor,
  projectId: string,
  query: ProductListQuery,
): Promise<z.infer<typeof productListSchema>> {
  const { rows, total } = await pageProducts(db, projectId, query);
  const skus = await skusOfProducts(
    db,
    rows.map((r) => r.id),
  );
  return { object: 'list', data_ref: 'products', products: rows.map((r) => presentProduct(r, skus)), total };
}

export function createProduct(db: Db, projectId: string, request: ProductCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    const existing =
      (request.id && (await findProduct(tx, projectId, request.id, true))) ||
      (request.source_id && (await findProduct(tx, projectId, request.source_id, true))) ||
      undefined;
    const row = existing
      ? await updateProduct(tx, existing.id, {
          ...changeOf(request),
          ...(request.source_id !== undefined && { sourceId: request.source_id }),
          updatedAt: acting.at,
        }).catch(sameSource(request.source_id))
      : await insertProduct(tx, {
          id: newId('prod_'),
          projectId,
          sourceId: request.source_id ?? null,
          ...changeOf(request),
          createdAt: acting.at,
        }).catch(sameSource(request.source_id));
    await auditChange(tx, projectId, acting, {
      action: existing ? 'product.updated' : 'product.created',
      resourceType: 'product',
      resourceId: row.id,
      summary: `${existing ? 'Changed' : 'Created'} the product ${row.name ?? row.sourceId ?? row.id}`,
    });
    return withSkus(tx, row);
  });
}

export function changeProduct(db: Db, projectId: string, ref: string, request: ProductUpdate, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await findProduct(tx, projectId, ref, true);
    if (!current) throw notFound('product', ref);
    const row = await updateProduct(tx, current.id, { ...changeOf(request), updatedAt: acting.at });
    await auditChange(tx, projectId, acting, {
      action: 'product.updated',
      resourceType: 'product',
      resourceId: row.id,
      summary: `Changed the product ${row.name ?? row.sourceId ?? row.id}`,
    });
    return withSkus(tx, row);
  });
}

/**
 * Deletes a product and its SKUs; collections that listed them simply no longer show them. Unless `permanent`
 * (`force=true`), the rows go to the bin entry, so a restore inserts them again as they were (same ids).
 */
export function removeProduct(db: Db, projectId: string, ref: string, acting: Acting, mode: DeleteMode = 'bin') {
  return db.transaction(async (tx) => {
    const current = await findProduct(tx, projectId, ref, true);
    if (!current) throw notFound('product', ref);
    const name = current.name ?? current.sourceId ?? current.id;
    if (mode === 'bin') {
      const skus = await skusOfProducts(tx, [current.id]);
      await moveToBin(tx, projectId, acting, {
        type: 'product',
        id: current.id,
        name,
        parentId: null,
        restore: { product: storedRow(current), skus: skus.map(storedRow) },
      });
    }
    await deleteProduct(tx, current.id);
    await auditChange(tx, projectId, acting, {
      action: 'product.deleted',
      resourceType: 'product',
      resourceId: current.id,
      summary:
        mode === 'bin'
          ? `Moved the product ${name} and its SKUs to the bin`
          : `Deleted the product ${name} and its SKUs`,
    });
  });
}
