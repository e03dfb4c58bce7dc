import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { binResourceTypes } from '../../../contract/bin-resource-type.ts';
import { createdAt, json } from './columns.ts';
import { projects } from './access.ts';
import type { products, skus } from './products.ts';

/** A row as JSON keeps it: its dates as ISO strings. */
export type StoredRow<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/** What a restore puts back, per resource type. */
export type BinRestore =
  | { campaign: { active: boolean } }
  | { voucher: { code: string } }
  | { product: StoredRow<typeof products.$inferSelect>; skus: StoredRow<typeof skus.$inferSelect>[] }
  | { sku: StoredRow<typeof skus.$inferSelect> };

/**
 * What was moved to the bin (`tbe_…`), written in the delete's transaction. `restore` keeps what bringing the object
 * back needs and its row no longer holds: a campaign's `active`, a voucher's code (its row's code is a tombstone
 * meanwhile, so the code is free), a product's or SKU's rows (they leave their tables while binned).
 */
export const trashBinEntries = pgTable(
  'trash_bin_entries',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    resourceType: text('resource_type', { enum: binResourceTypes }).notNull(),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    resourceParentId: text('resource_parent_id'),
    deletedByUserId: text('deleted_by_user_id'),
    restore: json<BinRestore>('restore').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trash_bin_entries_resource_idx').on(t.projectId, t.resourceType, t.resourceId),
    index('trash_bin_entries_project_idx').on(t.projectId, t.id),
  ],
);
