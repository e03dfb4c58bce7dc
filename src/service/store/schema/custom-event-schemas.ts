import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CustomEventProperties } from '../../../contract/custom-event-schema.ts';
import { createdAt, json, ts } from './columns.ts';
import { projects } from './access.ts';

/** A project's schema of one custom event (by its name): the metadata properties the event carries. */
export const customEventSchemas = pgTable(
  'custom_event_schemas',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    properties: json<CustomEventProperties>('properties').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  // One schema per event name (it decides between concurrent creations), listed newest first as hosted.
  (t) => [
    uniqueIndex('custom_event_schemas_name_idx').on(t.projectId, t.name),
    index('custom_event_schemas_page_idx').on(t.projectId, t.createdAt),
  ],
);
