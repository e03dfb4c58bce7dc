import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address } from '../../../contract/customer.ts';
import type { EventResponse } from '../../../contract/event.ts';
import type { ExportKindParameters } from '../../../contract/export-kinds.ts';
import { orderStatuses, type OrderCalculated } from '../../../contract/order.ts';
import type { QualificationQuery, QualificationRequest } from '../../../contract/qualification.ts';
import { redemptionRelatedObjectTypes, type Redemption } from '../../../contract/redemption.ts';
import type { RedemptionRollback } from '../../../contract/redemption-rollback.ts';
import type { WebhookEvent } from '../../../contract/webhook.ts';
import { createdAt, json, ts, type Json } from './columns.ts';
import { projects } from './access.ts';
import { campaigns, promotionTiers, vouchers } from './catalog.ts';

export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    sourceId: text('source_id'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    birthdate: text('birthdate'),
    address: json<Address>('address'),
    metadata: json<Json>('metadata').notNull().default({}),
    description: text('description'),
    /** Segment ids the customer belongs to (static segments). */
    segments: json<string[]>('segments').notNull().default([]),
    /** The consent ids (`cnst_…`) the customer has granted. */
    consents: json<string[]>('consents').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
    /**
     * Set by a delete: the customer is gone from every read and lookup, and its source id is freed; the row stays
     * because redemptions, orders, events and publications keep pointing at it.
     */
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('customers_source_idx')
      .on(t.projectId, t.sourceId)
      .where(sql`source_id IS NOT NULL`),
    // The command palette's prefix searches (store/repositories/search.ts).
    index('customers_name_search_idx')
      .on(t.projectId, sql`lower(${t.name}) COLLATE "C"`)
      .where(sql`deleted_at IS NULL`),
    index('customers_email_search_idx')
      .on(t.projectId, sql`lower(${t.email}) COLLATE "C"`)
      .where(sql`deleted_at IS NULL`),
    index('customers_id_search_idx')
      .on(t.projectId, sql`${t.id} COLLATE "C"`)
      .where(sql`deleted_at IS NULL`),
  ],
);

/**
 * An order, created through POST /v1/orders or by a redemption; `data` holds the full calculated order object (its
 * `redemptions` are read from the redemptions that name it).
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    sourceId: text('source_id'),
    status: text('status', { enum: orderStatuses }).notNull(),
    customerId: text('customer_id').references(() => customers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    totalDiscountAmount: bigint('total_discount_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    /** The order as answered. */
    data: json<OrderCalculated>('data').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  // Orders are read by id or source id (one order per source id in a project), and listed by creation or update time.
  (t) => [
    uniqueIndex('orders_source_idx').on(t.projectId, t.sourceId),
    index('orders_project_created_idx').on(t.projectId, t.createdAt, t.id),
    index('orders_id_search_idx').on(t.projectId, sql`${t.id} COLLATE "C"`),
    index('orders_source_search_idx').on(t.projectId, sql`lower(${t.sourceId}) COLLATE "C"`),
  ],
);

export const redemptions = pgTable(
  'redemptions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    parentId: text('parent_id'),
    customerId: text('customer_id').references(() => customers.id),
    trackingId: text('tracking_id'),
    result: text('result', { enum: ['SUCCESS', 'FAILURE'] }).notNull(),
    status: text('status', { enum: ['SUCCEEDED', 'FAILED', 'ROLLED_BACK'] }).notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    relatedObjectType: text('related_object_type', {
      enum: redemptionRelatedObjectTypes,
    }).notNull(),
    relatedObjectId: text('related_object_id').notNull(),
    voucherId: text('voucher_id').references(() => vouchers.id),
    promotionTierId: text('promotion_tier_id').references(() => promotionTiers.id),
    campaignId: text('campaign_id').references(() => campaigns.id),
    orderId: text('order_id').references(() => orders.id),
    amount: bigint('amount', { mode: 'number' }),
    sessionKey: text('session_key'),
    /** The redemption object as answered, so reads reproduce it exactly. */
    data: json<Redemption>('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('redemptions_parent_idx').on(t.parentId),
    index('redemptions_voucher_idx').on(t.voucherId, t.customerId),
    index('redemptions_campaign_idx').on(t.campaignId, t.customerId),
    index('redemptions_project_created_idx').on(t.projectId, t.createdAt, t.id),
    index('redemptions_order_idx').on(t.orderId),
    index('redemptions_id_search_idx').on(t.projectId, sql`${t.id} COLLATE "C"`),
  ],
);

/**
 * Rollbacks (`rr_…`): one per rolled-back redemption (the unique redemption id makes a second rollback of one
 * redemption impossible), the children's pointing at their parent's rollback.
 */
export const redemptionRollbacks = pgTable(
  'redemption_rollbacks',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    redemptionId: text('redemption_id')
      .notNull()
      .unique()
      .references(() => redemptions.id),
    parentId: text('parent_id'),
    /** The rollback as answered. */
    data: json<RedemptionRollback>('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('redemption_rollbacks_project_idx').on(t.projectId, t.createdAt)],
);

/**
 * A `LOCK` session's reservation, taken by a validation: one use of a voucher (and, for a gift card, the credits the
 * validation would spend) held for one session key until it expires or that session redeems the voucher.
 */
export const sessionLocks = pgTable(
  'session_locks',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    sessionKey: text('session_key').notNull(),
    redeemableId: text('redeemable_id').notNull(),
    expiresAt: ts('expires_at').notNull(),
    reservedCredits: bigint('reserved_credits', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('session_locks_idx').on(t.projectId, t.redeemableId, t.sessionKey)],
);

export const loyaltyTransactions = pgTable(
  'loyalty_transactions',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    campaignId: text('campaign_id').references(() => campaigns.id),
    type: text('type').notNull(),
    sourceId: text('source_id'),
    source: text('source'),
    reason: text('reason'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    /** The card's points or credits ever added, after this transaction (the official balance's `total`). */
    total: bigint('total', { mode: 'number' }),
    details: json<Json>('details').notNull().default({}),
    relatedTransactionId: text('related_transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [index('loyalty_transactions_card_idx').on(t.voucherId, t.createdAt, t.id)],
);

/**
 * An export's parameters as requested (condition values normalised to lists), with the card a card's transaction
 * export is limited to, or the campaign a campaign's transaction export is limited to.
 */
export type StoredExportParameters = ExportKindParameters & {
  card_id?: string;
  card_code?: string;
  campaign_scope_id?: string;
};

/** Export jobs: claimed with FOR UPDATE SKIP LOCKED, so several instances can share the queue. */
export const exports = pgTable(
  'exports',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    status: text('status', { enum: ['SCHEDULED', 'IN_PROGRESS', 'DONE', 'ERROR'] }).notNull(),
    channel: text('channel').notNull(),
    exportedObject: text('exported_object').notNull(),
    parameters: json<StoredExportParameters>('parameters').notNull(),
    userId: text('user_id'),
    error: text('error'),
    /** Authenticates the CSV link in `result.url`, like a presigned URL; it grants that one download only. */
    downloadToken: text('download_token').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at'),
  },
  (t) => [index('exports_queue_idx').on(t.status, t.createdAt)],
);

/**
 * An export's CSV, written once by the job that ran it: the header as chunk 0, then about 10,000 records a chunk, so
 * a download sends stored text in order. Chunks are kept per attempt: a worker that lost its job to another (its
 * lock lapsed) can never mix its chunks into the file the other finishes.
 */
export const exportChunks = pgTable(
  'export_chunks',
  {
    exportId: text('export_id')
      .notNull()
      .references(() => exports.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    seq: integer('seq').notNull(),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.attempt, t.seq] })],
);

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    type: text('type').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    data: json<EventResponse>('data').notNull(),
    createdAt: createdAt(),
  },
  // A customer's page and the project's history list events newest first.
  (t) => [
    index('events_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('events_project_created_idx').on(t.projectId, t.createdAt, t.id),
  ],
);

export const qualifications = pgTable('qualifications', {
  id: text('id').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id),
  trackingId: text('tracking_id'),
  customerId: text('customer_id'),
  context: json<QualificationRequest & { query: QualificationQuery }>('context').notNull(),
  campaignIds: json<string[]>('campaign_ids').notNull(),
  createdAt: createdAt(),
});

/**
 * Outbox of webhook event kinds emitted by operations, written in the operation's transaction. The webhook worker
 * fans each event out to one delivery per subscribed webhook and then sets `dispatched_at`.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    type: text('type').$type<WebhookEvent>().notNull(),
    payload: json<Json>('payload').notNull(),
    createdAt: createdAt(),
    dispatchedAt: ts('dispatched_at'),
  },
  (t) => [
    index('webhook_events_undispatched_idx')
      .on(t.createdAt)
      .where(sql`dispatched_at IS NULL`),
  ],
);
