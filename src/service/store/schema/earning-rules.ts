import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { EarningRule } from '../../../contract/earning-rule.ts';
import { createdAt, json, ts } from './columns.ts';
import { projects } from './access.ts';
import { campaigns, vouchers } from './catalog.ts';

/** What a rule keeps beyond its columns: the official shape's settings, as the create or last update sent them. */
export type EarningRuleDefinition = Omit<
  EarningRule,
  'id' | 'created_at' | 'updated_at' | 'validation_rule_id' | 'event' | 'active' | 'object' | 'source' | 'automation_id'
> & { banner?: string | undefined };

/** A loyalty program's earning rules (`ern_`). */
export const earningRules = pgTable(
  'earning_rules',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    active: boolean('active').notNull().default(true),
    validationRuleId: text('validation_rule_id'),
    definition: json<EarningRuleDefinition>('definition').notNull(),
    automationId: text('automation_id').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('earning_rules_campaign_idx').on(t.campaignId, t.createdAt),
    index('earning_rules_event_idx').on(t.projectId, t.event),
  ],
);

/**
 * One row per rule, card and source object (an order, a segment, an event, a tier change) that earned: its primary
 * key is what makes a retried or concurrent trigger award once.
 */
export const earningAwards = pgTable(
  'earning_awards',
  {
    earningRuleId: text('earning_rule_id')
      .notNull()
      .references(() => earningRules.id, { onDelete: 'cascade' }),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.earningRuleId, t.voucherId, t.sourceKey] })],
);
