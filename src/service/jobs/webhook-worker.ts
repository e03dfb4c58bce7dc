import { nextAttemptAt, payloadOf, webhookBody, webhookSignature } from '../domain/webhook-delivery.ts';
import { logFailure } from '../log.ts';
import type { Db } from '../store/db.ts';
import {
  claimDueDeliveries,
  dispatchWebhookEvents,
  finishAttempt,
  type AttemptOutcome,
  type ClaimedDelivery,
  type QueueTime,
} from '../store/repositories/webhook-deliveries.ts';
import { sendWebhook, systemResolver, type Resolver } from './webhook-sender.ts';

/** QA mode's project clocks, as the delivery queue reads them (see `QueueTime`). */
type ProjectClocks = () => Pick<QueueTime, 'apart' | 'held'>;

export type WebhookWorkerOptions = {
  now?: (() => Date) | undefined;
  /** QA mode: the projects whose clocks stand apart from `now`, and those being settled. */
  projectClocks?: ProjectClocks | undefined;
  /** Claims this project's deliveries only (a project clock's settling). */
  only?: string | undefined;
  /** Told each attempt's outcome once recorded. */
  onAttempt?: ((delivery: ClaimedDelivery, outcome: AttemptOutcome) => void) | undefined;
  /** Loopback and private targets may be called (`PROMODESK_WEBHOOK_ALLOW_PRIVATE=1`). */
  allowPrivate?: boolean | undefined;
  resolve?: Resolver;
  /** Connect plus response, per attempt. */
  timeoutMs?: number | undefined;
  /** How long a claim holds a delivery; must outlast an attempt. Defaults to three timeouts. */
  lockMs?: number | undefined;
  /** In [0, 1): picks each retry's jitter. */
  random?: () => number;
  pollMs?: number;
};

export const defaultWebhookTimeoutMs = 10_000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
/** Deliveries attempted side by side at most. */
const maxInFlight = 10;

async function attempt(db: Db, delivery: ClaimedDelivery, options: WebhookWorkerOptions, time: () => QueueTime) {
  const body = webhookBody(payloadOf(delivery.event, delivery.webhookId));
  const result = await sendWebhook(
    delivery.webhook.targetUrl,
    body,
    {
      'content-type': 'application/json',
      'user-agent': 'Promodesk-Webhooks/1.0',
      'x-voucherify-signature': webhookSignature(delivery.webhook.secret, body),
      'idempotency-key': delivery.event.id,
    },
    {
      resolve: options.resolve ?? systemResolver,
      allowPrivate: options.allowPrivate ?? false,
      timeoutMs: options.timeoutMs ?? defaultWebhookTimeoutMs,
    },
  );
  const recorded = {
    lastResponseCode: result.responseCode,
    lastDurationMs: result.durationMs,
    lastError: result.error,
  };
  const queue = time();
  // Retries keep to the delivery's project's time, on which it was queued: in QA mode a project's clock may stand
  // still or lie elsewhere, and its settling walks them.
  const at = queue.apart?.get(delivery.projectId) ?? queue.now;
  const retryAt = nextAttemptAt(delivery.createdAt, delivery.attempts, at, (options.random ?? Math.random)());
  const outcome: AttemptOutcome =
    result.error === null
      ? { ...recorded, status: 'SUCCEEDED', deliveredAt: at }
      : retryAt
        ? { ...recorded, status: 'PENDING', nextAttemptAt: retryAt }
        : { ...recorded, status: 'FAILED' };
  if (await finishAttempt(db, delivery, outcome)) options.onAttempt?.(delivery, outcome);
}

/**
 * Attempts every due delivery, up to `maxInFlight` side by side, each POST outside any transaction: a finished
 * attempt frees its place for the next due delivery at once, and events are fanned out before every claim, so one
 * slow receiver never holds up the others. Runs until nothing is due or under way, or `stopping` says so (attempts
 * under way are then waited for). Answers how many attempts it made.
 */
export async function drainWebhooks(db: Db, options: WebhookWorkerOptions = {}, stopping = () => false) {
  const now = options.now ?? (() => new Date());
  const time = (): QueueTime => ({ now: now(), ...options.projectClocks?.(), only: options.only });
  const lockMs = options.lockMs ?? 3 * (options.timeoutMs ?? defaultWebhookTimeoutMs);
  const pollMs = options.pollMs ?? 500;
  const underWay = new Set<Promise<void>>();
  let attempts = 0;
  while (!stopping()) {
    while ((await dispatchWebhookEvents(db, time())) > 0);
    const free = maxInFlight - underWay.size;
    const claimed = free > 0 ? await claimDueDeliveries(db, time(), lockMs, free) : [];
    for (const delivery of claimed) {
      // A failed attempt's record (the database gone) is logged; its claim lapses and it is tried again.
      const running: Promise<void> = attempt(db, delivery, options, time)
        .catch((error: unknown) => logFailure('webhook attempt not recorded', error))
        .finally(() => underWay.delete(running));
      underWay.add(running);
    }
    attempts += claimed.length;
    if (underWay.size === 0) return attempts;
    // Wait for a place to free up, or for new events to look for while slow attempts are under way.
    if (claimed.length === 0 || underWay.size === maxInFlight) await Promise.race([...underWay, pause(pollMs)]);
  }
  await Promise.all(underWay);
  return attempts;
}

/**
 * Polls the outbox and the delivery queue until stopped; claims left by a dead process lapse and are retried. The
 * returned stop resolves once attempts under way have been recorded, so the database can be closed after it.
 */
export function startWebhookWorker(db: Db, options: WebhookWorkerOptions = {}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let polling = Promise.resolve();
  const tick = () => {
    // A database outage makes the poll fail; log it briefly and poll again (events and deliveries are rows).
    polling = drainWebhooks(db, options, () => stopped)
      .catch((error: unknown) => logFailure('webhook worker poll failed', error))
      .then(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs ?? 500);
      });
  };
  tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
    return polling;
  };
}
