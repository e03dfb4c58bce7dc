import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MetadataDefinitions } from '../../../contract/metadata-schema.ts';
import type { SegmentFilter } from '../../../contract/segment.ts';
import { createdAt, json, ts } from './columns.ts';
import { projects } from './access.ts';

/**
 * A customer segment. Static membership lives on the customer (`customers.segments`); a filtered segment's
 * members are whoever matches `filter` when asked, so nothing has to be kept in sync.
 */
export const segments = pgTable(
  'segments',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['auto-update', 'passive', 'static'] }).notNull(),
    filter: json<SegmentFilter>('filter'),
    createdAt: createdAt(),
  },
  (t) => [index('segments_project_idx').on(t.projectId, t.createdAt)],
);

/** A project's metadata schema for one kind of object (`related_object`), in the official definitions' shape. */
export const metadataSchemas = pgTable(
  'metadata_schemas',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    relatedObject: text('related_object').notNull(),
    properties: json<MetadataDefinitions>('properties').notNull(),
    allowDefinedOnly: boolean('allow_defined_only').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [uniqueIndex('metadata_schemas_object_idx').on(t.projectId, t.relatedObject)],
);
