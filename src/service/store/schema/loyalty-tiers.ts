import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { LoyaltyTier } from '../../../contract/loyalty-tier.ts';
import { createdAt, json, ts, type Json } from './columns.ts';
import { projects } from './access.ts';
import { campaigns, vouchers } from './catalog.ts';

/** A loyalty program's tier: a points range (`to` null for no upper bound) and what it changes for its members. */
export const loyaltyTiers = pgTable(
  'loyalty_tiers',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Null for a tier without a range, which no balance reaches. */
    pointsFrom: integer('points_from'),
    pointsTo: integer('points_to'),
    earningRules: json<LoyaltyTier['earning_rules']>('earning_rules').notNull().default({}),
    rewards: json<LoyaltyTier['rewards']>('rewards').notNull().default({}),
    metadata: json<Json>('metadata').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('loyalty_tiers_campaign_idx').on(t.campaignId, t.pointsFrom)],
);

/**
 * A member's current tier in its program: one row per card, rewritten when the card's points or the period change.
 * `expiresAt` is when the qualification ends (a period's end) and the member is evaluated again; null under BALANCE.
 */
export const memberTiers = pgTable(
  'loyalty_member_tiers',
  {
    voucherId: text('voucher_id')
      .primaryKey()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    tierId: text('tier_id')
      .notNull()
      .references(() => loyaltyTiers.id, { onDelete: 'cascade' }),
    since: ts('since').notNull(),
    expiresAt: ts('expires_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('loyalty_member_tiers_due_idx').on(t.expiresAt)],
);
