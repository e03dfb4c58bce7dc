import type { WebhookEvent } from '../../../contract/webhook.ts';
import { newWebhookEventId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { webhookEvents } from '../schema/activity.ts';

/** Records an emitted event kind in the outbox, in the caller's transaction, for delivery later. */
export async function recordWebhookEvent(
  db: Executor,
  projectId: string,
  type: WebhookEvent,
  payload: Record<string, unknown>,
  at: Date,
) {
  await recordWebhookEvents(db, projectId, type, [payload], at);
}

/** The same for events of one kind, in one statement. */
export async function recordWebhookEvents(
  db: Executor,
  projectId: string,
  type: WebhookEvent,
  payloads: Record<string, unknown>[],
  at: Date,
) {
  if (!payloads.length) return;
  await db
    .insert(webhookEvents)
    .values(payloads.map((payload) => ({ id: newWebhookEventId(), projectId, type, payload, createdAt: at })));
}
