import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ViewList, ViewState } from '../../../contract/saved-view.ts';
import { createdAt, json, ts } from './columns.ts';
import { projects } from './access.ts';
import { users } from './people.ts';

/**
 * A list's search params saved by name: the owner's alone, or shared with everyone in the project. A name is unique
 * per owner and list, so a person's menu never shows two views of one name of their own.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').$type<ViewList>().notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    state: json<ViewState>('state').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_idx').on(t.projectId, t.ownerId, t.list, t.name),
    index('saved_views_project_list_idx').on(t.projectId, t.list),
  ],
);
