import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RedeemableHolder } from '../../../contract/referral-holder.ts';
import { createdAt, json, type Json } from './columns.ts';
import { projects } from './access.ts';
import { campaigns, vouchers } from './catalog.ts';

/**
 * The holders of a referral code: its owner (the voucher's `holder_id`, role REFERRER, written when holders are first
 * added) and the referees added to it. One row per customer and code.
 */
export const referralHolders = pgTable(
  'referral_code_holders',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    role: text('role').$type<RedeemableHolder['holder_role']>().notNull(),
    metadata: json<Json>('metadata').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_code_holders_customer_idx').on(t.voucherId, t.customerId),
    index('referral_code_holders_page_idx').on(t.voucherId, t.createdAt, t.id),
  ],
);
