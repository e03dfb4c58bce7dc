import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Brand, BrandAddress, BrandContact } from '../../../contract/branding.ts';
import { createdAt, json, ts } from './columns.ts';
import { projects } from './access.ts';

/** A project's brand details: one at most (the unique project decides between concurrent creations). */
export const brandings = pgTable(
  'brandings',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    brand: json<Brand>('brand').notNull(),
    address: json<BrandAddress>('address').notNull(),
    contact: json<BrandContact>('contact').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [uniqueIndex('brandings_project_idx').on(t.projectId)],
);
