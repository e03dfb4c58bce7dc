/*
 * SKUs of a product: create (an `id` or `source_id` already stored updates that SKU, the hosted upsert), read by id
 * or source id, partial update, final delete and numbered pages of one product's SKUs.
 */
import type { z } from 'zod';
import {
  maxSkusPerProduct,
  type ProductListQuery,
  type SkuCreate,
  type skuListSchema,
  type SkuUpdate,
} from '../../../contract/product.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor, Tx } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import {
  countSkus,
  deleteSku,
  findProduct,
  findSku,
  insertSku,
  pageSkus,
  updateSku,
} from '../../store/repositories/products.ts';
import { auditChange, type Acting } from '../acting.ts';
import { moveToBin, storedRow, type DeleteMode } from '../trash-bin/bin.ts';
import { duplicate, invalidField, notFound } from '../failures.ts';
import { presentSku } from './present.ts';

const sameSource = (sourceId: string | undefined) => (error: unknown) => {
  throw isUniqueViolation(error)
    ? duplicate('sku', sourceId ?? '', `A SKU with source_id ${sourceId} already exists`)
    : error;
};

const changeOf = (request: SkuUpdate) => ({
  ...(request.sku !== undefined && { sku: request.sku }),
  ...(request.price !== undefined && { price: request.price }),
  ...(request.currency !== undefined && { currency: request.currency }),
  ...(request.attributes !== undefined && { attributes: request.attributes }),
  ...(request.metadata !== undefined && { metadata: request.metadata }),
  ...(request.image_url !== undefined && { imageUrl: request.image_url }),
});

async function productNamed(db: Executor, projectId: string, ref: string, lock = false) {
  const product = await findProduct(db, projectId, ref, lock);
  if (!product) throw notFound('product', ref);
  return product;
}

/** The SKU `skuRef` of the product `productRef`; a SKU of another product is not found. */
async function skuOf(tx: Tx, projectId: string, productRef: string, skuRef: string) {
  const product = await productNamed(tx, projectId, productRef, true);
  const sku = await findSku(tx, projectId, skuRef, true);
  if (!sku || sku.productId !== product.id) throw notFound('sku', skuRef);
  return sku;
}

export async function readSku(db: Executor, projectId: string, ref: string) {
  const row = await findSku(db, projectId, ref);
  if (!row) throw notFound('sku', ref);
  return presentSku(row);
}

export async function readSkuPage(
  db: Executor,
  projectId: string,
  productRef: string,
  query: ProductListQuery,
): Promise<z.infer<typeof skuListSchema>> {
  const product = await productNamed(db, projectId, productRef);
  const { rows, total } = await pageSkus(db, product.id, query);
  return { object: 'list', data_ref: 'skus', skus: rows.map(presentSku), total };
}

export function createSku(db: Db, projectId: string, productRef: string, request: SkuCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    // The product's row lock makes the SKU count check and the insert one step.
    const product = await productNamed(tx, projectId, productRef, true);
    const existing =
      (request.id && (await findSku(tx, projectId, request.id, true))) ||
      (request.source_id && (await findSku(tx, projectId, request.source_id, true))) ||
      undefined;
    if (existing && existing.productId !== product.id)
      throw duplicate('sku', existing.id, `The SKU ${request.source_id ?? request.id} belongs to another product`);
    if (!existing && (await countSkus(tx, product.id)) >= maxSkusPerProduct)
      throw invalidField('sku', `A product has at most ${maxSkusPerProduct} SKUs`);
    const row = existing
      ? await updateSku(tx, existing.id, { ...changeOf(request), updatedAt: acting.at })
      : await insertSku(tx, {
          id: newId('sku_'),
          projectId,
          productId: product.id,
          sourceId: request.source_id ?? null,
          ...changeOf(request),
          createdAt: acting.at,
        }).catch(sameSource(request.source_id));
    await auditChange(tx, projectId, acting, {
      action: existing ? 'sku.updated' : 'sku.created',
      resourceType: 'sku',
      resourceId: row.id,
      summary: `${existing ? 'Changed' : 'Created'} the SKU ${row.sku ?? row.sourceId ?? row.id}`,
    });
    return presentSku(row);
  });
}

export function changeSku(
  db: Db,
  projectId: string,
  productRef: string,
  skuRef: string,
  request: SkuUpdate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const current = await skuOf(tx, projectId, productRef, skuRef);
    const row = await updateSku(tx, current.id, { ...changeOf(request), updatedAt: acting.at });
    await auditChange(tx, projectId, acting, {
      action: 'sku.updated',
      resourceType: 'sku',
      resourceId: row.id,
      summary: `Changed the SKU ${row.sku ?? row.sourceId ?? row.id}`,
    });
    return presentSku(row);
  });
}

/** Deletes a SKU; unless `permanent` (`force=true`), its row goes to the bin entry for a restore. */
export function removeSku(
  db: Db,
  projectId: string,
  productRef: string,
  skuRef: string,
  acting: Acting,
  mode: DeleteMode = 'bin',
) {
  return db.transaction(async (tx) => {
    const current = await skuOf(tx, projectId, productRef, skuRef);
    const name = current.sku ?? current.sourceId ?? current.id;
    if (mode === 'bin')
      await moveToBin(tx, projectId, acting, {
        type: 'sku',
        id: current.id,
        name,
        parentId: current.productId,
        restore: { sku: storedRow(current) },
      });
    await deleteSku(tx, current.id);
    await auditChange(tx, projectId, acting, {
      action: 'sku.deleted',
      resourceType: 'sku',
      resourceId: current.id,
      summary: mode === 'bin' ? `Moved the SKU ${name} to the bin` : `Deleted the SKU ${name}`,
    });
  });
}
