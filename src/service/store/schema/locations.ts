import { index, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocationShape } from '../../../contract/location.ts';
import { createdAt, json, ts } from './columns.ts';
import { projects } from './access.ts';

/** A named place of a project: a circle around a point or a GeoJSON polygon, in the hosted shape. */
export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    shape: json<LocationShape>('shape').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  // The list pages newest first by creation.
  (t) => [index('locations_created_idx').on(t.projectId, t.createdAt, t.id)],
);
