import type { WebhookEvent } from '../../../contract/webhook.ts';
import { randomText } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { webhookEvents } from '../schema/activity.ts';

/**
 * Records an emitted event kind in the outbox, in the caller's transaction, for delivery later. Its id is the
 * deliveries' idempotency id, so it is random even in QA mode: ids a reset would draw again must not be dropped as
 * duplicates by receivers.
 */
export async function recordWebhookEvent(
  db: Executor,
  projectId: string,
  type: WebhookEvent,
  payload: Record<string, unknown>,
  at: Date,
) {
  await db.insert(webhookEvents).values({ id: `evt_${randomText(24)}`, projectId, type, payload, createdAt: at });
}
