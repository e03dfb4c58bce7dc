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
  await db.insert(webhookEvents).values({ id: newWebhookEventId(), projectId, type, payload, createdAt: at });
}
