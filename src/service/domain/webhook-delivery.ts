import { createHmac } from 'node:crypto';
import type { WebhookPayload } from '../../contract/webhook-delivery.ts';
import type { WebhookEvent } from '../../contract/webhook.ts';

/*
 * When and how a webhook delivery is sent: the body, its signature, and the retry schedule. No I/O here.
 */

/** The first retry waits this long; each later one twice as long as the one before, up to `maxRetryDelayMs`. */
export const firstRetryDelayMs = 30_000;
export const maxRetryDelayMs = 60 * 60_000;
/** A delivery is retried until this long after it was queued (within a second of its event), then it is FAILED. */
export const deliveryWindowMs = 24 * 60 * 60_000;
/** Up to this share of a delay is added at random, so receivers recovering from an outage are not hit all at once. */
const jitterShare = 0.1;

/** The wait after failed attempt number `attempt` (1-based); `random` in [0, 1) picks the jitter. */
export function retryDelayMs(attempt: number, random: number): number {
  const base = Math.min(firstRetryDelayMs * 2 ** Math.min(attempt - 1, 30), maxRetryDelayMs);
  return Math.round(base * (1 + jitterShare * random));
}

/** When to try again after a failed attempt, or undefined when the delivery window has closed by then. */
export function nextAttemptAt(queuedAt: Date, attempt: number, now: Date, random: number): Date | undefined {
  const next = new Date(now.getTime() + retryDelayMs(attempt, random));
  return next.getTime() <= queuedAt.getTime() + deliveryWindowMs ? next : undefined;
}

type StoredEvent = {
  id: string;
  type: WebhookEvent;
  createdAt: Date;
  projectId: string;
  payload: Record<string, unknown>;
};

/** The event as a webhook's receiver gets it; the event's id is also the idempotency id. */
export const payloadOf = (event: StoredEvent, webhookId: string): WebhookPayload => ({
  id: event.id,
  object: 'event',
  type: event.type,
  created_at: event.createdAt.toISOString(),
  project_id: event.projectId,
  webhook_id: webhookId,
  data: event.payload,
});

/** The exact bytes sent: the same on every retry and resend, so the signature and idempotency id stay valid. */
export function webhookBody(payload: WebhookPayload): Buffer {
  return Buffer.from(JSON.stringify(payload), 'utf8');
}

/** `X-Voucherify-Signature`: lowercase hex HMAC-SHA256 of the raw body with the webhook's secret. */
export function webhookSignature(secret: string, body: Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
