import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { webhookDeliveryStatuses } from '../../../contract/webhook-delivery.ts';
import { createdAt, ts } from './columns.ts';
import { projects } from './access.ts';
import { webhookEvents } from './activity.ts';
import { webhooks } from './catalog.ts';

/**
 * One row per webhook and event: a job the webhook worker claims with FOR UPDATE SKIP LOCKED. `locked_until` is set
 * by a claim, so a claim held by a dead process lapses and the delivery is attempted again (at least once).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    webhookId: text('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    status: text('status', { enum: webhookDeliveryStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lockedUntil: ts('locked_until'),
    lastResponseCode: integer('last_response_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.webhookId, t.eventId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'PENDING'`),
    index('webhook_deliveries_log_idx').on(t.webhookId, t.createdAt.desc(), t.id.desc()),
  ],
);
