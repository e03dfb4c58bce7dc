import type { WebhookDelivery } from '../../../contract/webhook-delivery.ts';
import { payloadOf } from '../../domain/webhook-delivery.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findWebhook } from '../../store/repositories/webhooks.ts';
import {
  findDelivery,
  pageDeliveries,
  rescheduleDelivery,
  type DeliveryWithEvent,
} from '../../store/repositories/webhook-deliveries.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { readProject } from '../management/projects.ts';

export const presentDelivery = (row: DeliveryWithEvent): WebhookDelivery => ({
  object: 'webhook_delivery',
  id: row.id,
  webhook_id: row.webhookId,
  event_id: row.eventId,
  type: row.event.type,
  status: row.status,
  attempts: row.attempts,
  last_response_code: row.lastResponseCode,
  last_duration_ms: row.lastDurationMs,
  last_error: row.lastError,
  created_at: iso(row.createdAt),
  next_attempt_at: row.status === 'PENDING' ? iso(row.nextAttemptAt) : null,
  delivered_at: row.deliveredAt && iso(row.deliveredAt),
  payload: payloadOf(row.event, row.webhookId),
});

/** The project's webhook, so a delivery is only ever reached through its own project and webhook. */
async function existingWebhook(db: Executor, projectId: string, webhookId: string) {
  await readProject(db, projectId);
  if (!(await findWebhook(db, projectId, webhookId))) throw notFound('webhook', webhookId);
}

async function existingDelivery(db: Executor, webhookId: string, deliveryId: string) {
  const row = await findDelivery(db, webhookId, deliveryId);
  if (!row) throw notFound('webhook_delivery', deliveryId);
  return row;
}

/** One keyset page of a webhook's deliveries, newest first; `moreStartingAfter` is set when older ones exist. */
export async function readDeliveryPage(
  db: Executor,
  projectId: string,
  webhookId: string,
  query: { limit: number; starting_after?: string | undefined },
) {
  await existingWebhook(db, projectId, webhookId);
  const after = query.starting_after ? await existingDelivery(db, webhookId, query.starting_after) : undefined;
  // One row past the page tells whether there is more without counting.
  const rows = await pageDeliveries(db, webhookId, { limit: query.limit + 1, after });
  const page = rows.slice(0, query.limit);
  return { rows: page, moreStartingAfter: rows.length > query.limit ? page.at(-1)?.id : undefined };
}

/**
 * Sends a delivery's event again, with the same body and idempotency id: the worker attempts it at once. An attempt
 * already under way is the resend; either way the answer is the delivery as it now is.
 */
export function resendDelivery(
  db: Db,
  projectId: string,
  webhookId: string,
  deliveryId: string,
  acting: Acting,
  /** The project's time, when the delivery is due again, and the queue's, which its claims keep to. */
  time: { at: Date; now: Date },
) {
  return db.transaction(async (tx) => {
    await existingWebhook(tx, projectId, webhookId);
    await existingDelivery(tx, webhookId, deliveryId);
    await rescheduleDelivery(tx, webhookId, deliveryId, time);
    await auditChange(tx, projectId, acting, {
      action: 'webhook.delivery_resent',
      resourceType: 'webhook',
      resourceId: webhookId,
      summary: `Resent the delivery ${deliveryId} of the webhook ${webhookId}`,
    });
    return presentDelivery(await existingDelivery(tx, webhookId, deliveryId));
  });
}
