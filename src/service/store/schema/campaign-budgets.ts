import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { projects } from './access.ts';
import { campaigns } from './catalog.ts';

/**
 * What a campaign with a budget (a validation rule on its redemption count, discount given or order value) has spent:
 * the counter row `take_redemption_counters` checks and adds to in one conditional UPDATE, so concurrent redemptions
 * cannot overspend. Created, from the campaign's past redemptions, by the first redemption a budget limits; kept up
 * to date by every later redemption and rollback of the campaign.
 */
export const campaignBudgets = pgTable('campaign_budgets', {
  campaignId: text('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id),
  redemptions: integer('redemptions').notNull(),
  ordersAmount: bigint('orders_amount', { mode: 'number' }).notNull(),
  discountAmount: bigint('discount_amount', { mode: 'number' }).notNull(),
  updatedAt: ts('updated_at'),
});
