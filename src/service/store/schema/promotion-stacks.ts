import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, json, ts } from './columns.ts';
import { projects } from './access.ts';
import { campaigns, categories } from './catalog.ts';

/**
 * A named, ordered group of one promotion's tiers (`tierIds`, in stacking order). A validation or redemption naming a
 * stack reads it from here each time, so no process keeps them in memory and the model version does not follow them.
 */
export const promotionStacks = pgTable(
  'promotion_stacks',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    name: text('name').notNull(),
    tierIds: json<string[]>('tier_ids').notNull(),
    categoryId: text('category_id').references(() => categories.id),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('promotion_stacks_campaign_idx').on(t.campaignId, t.createdAt),
    index('promotion_stacks_project_idx').on(t.projectId, t.createdAt),
  ],
);
