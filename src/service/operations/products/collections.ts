/*
 * Product collections: STATIC lists products and SKUs by id (each must exist when the collection is made; a member
 * deleted later simply drops out), AUTO_UPDATE keeps a filter evaluated against the stored products each time
 * membership is asked for, so a product changed or created later comes in or leaves at once.
 */
import type { z } from 'zod';
import {
  collectionFilterSchema,
  type collectionProductsSchema,
  type ProductCollectionCreate,
  type ProductCollectionListQuery,
  type ProductCollectionUpdate,
  type productCollectionListSchema,
} from '../../../contract/product-collection.ts';
import { matchesFilter } from '../../domain/product-filter.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import {
  deleteCollection,
  findCollection,
  findProduct,
  findSku,
  insertCollection,
  pageCollections,
  productsByIds,
  projectProducts,
  skusByIds,
  type CollectionRow,
  type ProductRow,
  type SkuRow,
  updateCollection,
} from '../../store/repositories/products.ts';
import { auditChange, type Acting } from '../acting.ts';
import { editChange, holdChange, versionOf } from '../approvals/gate.ts';
import { invalidField, notFound } from '../failures.ts';
import { presentCollection, presentProductWithoutSkus, presentSku } from './present.ts';

export interface CollectionMembers {
  products: ProductRow[];
  skus: (SkuRow & { product: ProductRow })[];
}

/** What a collection holds now. */
export async function membersOf(db: Executor, projectId: string, row: CollectionRow): Promise<CollectionMembers> {
  if (row.type === 'AUTO_UPDATE') {
    const filter = collectionFilterSchema.parse(row.filter ?? {});
    return { products: (await projectProducts(db, projectId)).filter((p) => matchesFilter(p, filter)), skus: [] };
  }
  const members = row.members ?? [];
  const products = await productsByIds(
    db,
    projectId,
    members.filter((m) => m.object === 'product').map((m) => m.id),
  );
  const skus = await skusByIds(
    db,
    projectId,
    members.filter((m) => m.object === 'sku').map((m) => m.id),
  );
  const parents = new Map(
    (
      await productsByIds(
        db,
        projectId,
        skus.map((s) => s.productId),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    products,
    skus: skus.flatMap((s) => {
      const product = parents.get(s.productId);
      return product ? [{ ...s, product }] : [];
    }),
  };
}

export async function readCollection(db: Executor, projectId: string, id: string) {
  const row = await findCollection(db, projectId, id);
  if (!row) throw notFound('products_collection', id);
  return presentCollection(row);
}

export async function readCollectionPage(
  db: Executor,
  projectId: string,
  query: ProductCollectionListQuery,
): Promise<z.infer<typeof productCollectionListSchema>> {
  const { rows, total } = await pageCollections(db, projectId, query);
  return { object: 'list', data_ref: 'data', data: rows.map(presentCollection), total };
}

/** A page of what the collection holds now: its products, then its SKUs (each with its product). */
export async function readCollectionProducts(
  db: Executor,
  projectId: string,
  id: string,
  query: ProductCollectionListQuery,
): Promise<z.infer<typeof collectionProductsSchema>> {
  const row = await findCollection(db, projectId, id);
  if (!row) throw notFound('products_collection', id);
  const members = await membersOf(db, projectId, row);
  const all = [
    ...members.products.map(presentProductWithoutSkus),
    ...members.skus.map((s) => ({ ...presentSku(s), product: presentProductWithoutSkus(s.product) })),
  ];
  const ordered = query.order === '-created_at' ? all.reverse() : all;
  const start = (query.page - 1) * query.limit;
  return { object: 'list', data_ref: 'data', data: ordered.slice(start, start + query.limit), total: all.length };
}

export function createCollection(db: Db, projectId: string, request: ProductCollectionCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    const base = { id: newId('pc_'), projectId, name: request.name, type: request.type, createdAt: acting.at };
    let row: CollectionRow;
    if (request.type === 'STATIC') {
      const members = [];
      for (const member of request.products ?? []) {
        const found =
          member.object === 'product'
            ? await findProduct(tx, projectId, member.id)
            : await findSku(tx, projectId, member.id);
        if (!found) throw notFound(member.object, member.id);
        members.push(
          'productId' in found
            ? { id: found.id, object: 'sku' as const, product_id: found.productId }
            : { id: found.id, object: 'product' as const },
        );
      }
      row = await insertCollection(tx, { ...base, members });
    } else {
      row = await insertCollection(tx, {
        ...base,
        filter: { junction: request.filter.junction, ...request.filter.fields },
      });
    }
    await auditChange(tx, projectId, acting, {
      action: 'products_collection.created',
      resourceType: 'products_collection',
      resourceId: row.id,
      summary: `Created the ${row.type === 'STATIC' ? 'static' : 'auto-update'} product collection ${row.name}`,
    });
    return presentCollection(row);
  });
}

/**
 * PUT /v1/product-collections/{id}: a STATIC collection's name, an AUTO_UPDATE one's name and filter (its members
 * follow the new filter at once). A new filter changes what discounts on the collection target, so a person whose
 * role needs approval has it held; a rename is not.
 */
export function changeCollection(
  db: Db,
  projectId: string,
  id: string,
  request: ProductCollectionUpdate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const current = await findCollection(tx, projectId, id, true);
    if (!current) throw notFound('products_collection', id);
    if (current.type === 'STATIC' && request.filter)
      throw invalidField('filter', 'a STATIC collection lists its products: only its name changes');
    if (current.type === 'STATIC' && request.name === undefined)
      throw invalidField('name', 'a STATIC collection changes only its name: send name');
    // Stored, and held, as the hosted form, which reads back through the contract's filter.
    const filter = request.filter && { junction: request.filter.junction, ...request.filter.fields };
    const change = { ...(request.name !== undefined && { name: request.name }), ...(filter && { filter }) };
    const held =
      filter &&
      (await holdChange(tx, projectId, acting, 'budget', () =>
        editChange({
          operation: 'collection.update',
          input: { collection_id: id, request: change },
          resourceType: 'products_collection',
          resourceId: id,
          summary: `Change the filter of the product collection ${current.name}, which discounts and rules may target`,
          before: presentCollection(current),
          request: change,
          row: current,
        }),
      ));
    if (held) return held;
    const row = await updateCollection(tx, id, { ...change, updatedAt: acting.at });
    await auditChange(tx, projectId, acting, {
      action: 'products_collection.updated',
      resourceType: 'products_collection',
      resourceId: id,
      summary:
        row.name === current.name
          ? `Changed the filter of the product collection ${row.name}`
          : `Renamed the product collection ${current.name} to ${row.name}${filter ? ' and changed its filter' : ''}`,
    });
    return presentCollection(row);
  });
}

export function removeCollection(db: Db, projectId: string, id: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await findCollection(tx, projectId, id, true);
    if (!current) throw notFound('products_collection', id);
    // A discount on the collection's products no longer applies once it is gone: such a person's delete waits.
    const held = await holdChange(tx, projectId, acting, 'budget', () => ({
      operation: 'collection.delete',
      input: { collection_id: id },
      resourceType: 'products_collection',
      resourceId: id,
      summary: `Delete the product collection ${current.name}, which discounts and rules may target`,
      diff: [{ field: 'Product collection', before: current.name, after: 'deleted' }],
      baseVersion: versionOf(current),
    }));
    if (held) return held;
    await deleteCollection(tx, id);
    await auditChange(tx, projectId, acting, {
      action: 'products_collection.deleted',
      resourceType: 'products_collection',
      resourceId: id,
      summary: `Deleted the product collection ${current.name}`,
    });
  });
}
