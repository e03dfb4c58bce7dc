import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, json, type Json } from './columns.ts';
import { projects } from './access.ts';
import { customers } from './activity.ts';
import { campaigns } from './catalog.ts';

/**
 * A code (or several of one campaign) handed to a customer. The vouchers keep their holder and publish count; this
 * row is what the publication list shows. A `source_id` is unique in its project: it makes a publication idempotent.
 */
export const publications = pgTable(
  'publications',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    sourceId: text('source_id'),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The campaign the codes came from; null for a standalone voucher published by its code. */
    campaignId: text('campaign_id').references(() => campaigns.id),
    /** The published vouchers' ids, in the order they were handed out. */
    voucherIds: json<string[]>('voucher_ids').notNull(),
    /** How answers show the codes: one voucher object, or the codes (`vouchers`) when the request asked for several. */
    shape: text('shape', { enum: ['voucher', 'vouchers'] }).notNull(),
    channel: text('channel').notNull(),
    metadata: json<Json>('metadata').notNull().default({}),
    result: text('result', { enum: ['SUCCESS'] })
      .notNull()
      .default('SUCCESS'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('publications_source_idx')
      .on(t.projectId, t.sourceId)
      .where(sql`source_id IS NOT NULL`),
    index('publications_created_idx').on(t.projectId, t.createdAt, t.id),
    index('publications_customer_idx').on(t.customerId, t.campaignId),
  ],
);
