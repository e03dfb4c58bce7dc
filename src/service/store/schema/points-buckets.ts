import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, json, ts, type Json } from './columns.ts';
import { projects } from './access.ts';
import { campaigns, vouchers } from './catalog.ts';

export const pointsBucketStatuses = ['PENDING', 'ACTIVE', 'EXPIRED', 'CANCELED'] as const;

/**
 * Points a loyalty card received in one credit, and what is left of them. ACTIVE buckets hold the card's balance
 * (their `remaining` sum to it; points a card was given outside a credit, such as a generated card's opening
 * points, are an unbucketed part that never expires); a debit takes from them, earliest `expires_at` first. A
 * PENDING bucket (`lopp_`, pending points) is not in the balance until `activates_at`; an ACTIVE bucket past
 * `expires_at` (a date: its points count through that day) becomes EXPIRED and its remaining leaves the balance.
 * Every change happens under the card's row lock (the balance UPDATE comes first), so buckets and balance agree.
 */
export const pointsBuckets = pgTable(
  'loyalty_points_buckets',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id').references(() => campaigns.id),
    points: bigint('points', { mode: 'number' }).notNull(),
    remaining: bigint('remaining', { mode: 'number' }).notNull(),
    status: text('status', { enum: pointsBucketStatuses }).notNull(),
    expiresAt: date('expires_at', { mode: 'string' }),
    activatesAt: ts('activates_at'),
    /** For pending points: the earning's details (event, order, earning rule), written to the activation's ledger row. */
    details: json<Json>('details').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('points_buckets_card_idx').on(t.voucherId, t.status, t.expiresAt),
    index('points_buckets_campaign_idx').on(t.campaignId, t.status, t.id),
    index('points_buckets_due_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('points_buckets_due_activation_idx')
      .on(t.activatesAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('points_buckets_remaining_within', sql`remaining >= 0 AND remaining <= points`),
  ],
);
