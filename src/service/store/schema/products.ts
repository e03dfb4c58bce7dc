import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, json, ts, type Json } from './columns.ts';
import { projects } from './access.ts';

/**
 * A product of a project's inventory. Orders keep their lines as sent (ids in JSON, no foreign key), so deleting a
 * product or SKU never touches an order that named it.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    sourceId: text('source_id'),
    name: text('name'),
    price: integer('price'),
    attributes: json<string[]>('attributes').notNull().default([]),
    metadata: json<Json>('metadata').notNull().default({}),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('products_source_idx')
      .on(t.projectId, t.sourceId)
      .where(sql`source_id IS NOT NULL`),
    index('products_created_idx').on(t.projectId, t.createdAt, t.id),
  ],
);

/** A variant of a product; deleted with it. */
export const skus = pgTable(
  'skus',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sourceId: text('source_id'),
    sku: text('sku'),
    price: integer('price'),
    currency: text('currency'),
    attributes: json<Json>('attributes').notNull().default({}),
    metadata: json<Json>('metadata').notNull().default({}),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('skus_source_idx')
      .on(t.projectId, t.sourceId)
      .where(sql`source_id IS NOT NULL`),
    index('skus_product_idx').on(t.productId, t.createdAt, t.id),
  ],
);

/** A member of a STATIC collection, as the request named it. */
export interface CollectionMember {
  id: string;
  object: 'product' | 'sku';
  product_id?: string | undefined;
}

/**
 * A named group of products: STATIC lists its members, AUTO_UPDATE keeps a filter evaluated against the stored
 * products whenever membership is asked for.
 */
export const productCollections = pgTable(
  'product_collections',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['STATIC', 'AUTO_UPDATE'] }).notNull(),
    members: json<CollectionMember[]>('members'),
    filter: json<Json>('filter'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('product_collections_created_idx').on(t.projectId, t.createdAt, t.id)],
);
