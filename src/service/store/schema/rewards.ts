import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RewardParameters } from '../../../contract/reward.ts';
import { createdAt, json, ts, type Json } from './columns.ts';
import { projects } from './access.ts';
import { campaigns } from './catalog.ts';

/**
 * A reward of a project's catalogue (`rew_…`). What it gives is in `parameters` (a campaign, a coin ratio or a
 * product); a MATERIAL reward's `stock` (null is unlimited) bounds `redeemed`, which only a conditional UPDATE raises.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    type: text('type', { enum: ['CAMPAIGN', 'COIN', 'MATERIAL'] }).notNull(),
    parameters: json<RewardParameters>('parameters').notNull(),
    stock: integer('stock'),
    redeemed: integer('redeemed').notNull().default(0),
    attributes: json<{ image_url?: string; description?: string }>('attributes').notNull().default({}),
    metadata: json<Json>('metadata').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('rewards_project_created_idx').on(t.projectId, t.createdAt, t.id),
    check('rewards_redeemed_within_stock', sql`stock IS NULL OR redeemed <= stock`),
  ],
);

/** A reward offered in a loyalty program (`rewa_…`) at a price in points; one per reward and program. */
export const rewardAssignments = pgTable(
  'reward_assignments',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    rewardId: text('reward_id')
      .notNull()
      .references(() => rewards.id),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The price in points; null for a COIN reward, where the member chooses how many points to spend. */
    points: integer('points'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    uniqueIndex('reward_assignments_reward_campaign_idx').on(t.rewardId, t.campaignId),
    index('reward_assignments_campaign_idx').on(t.campaignId, t.createdAt, t.id),
  ],
);
