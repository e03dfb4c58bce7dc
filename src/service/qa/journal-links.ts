import type { JournalEntry } from '../../contract/qa.ts';
import type { Db } from '../store/db.ts';
import { effectsOf } from '../store/repositories/request-effects.ts';
import { dispatchWebhookEvents, type QueueTime } from '../store/repositories/webhook-deliveries.ts';
import type { JournalRecord } from './journal.ts';

/**
 * Journal records with what each request caused, as the store holds it now. Events waiting in the outbox are first
 * fanned out to their webhooks, as the webhook worker's next poll would, so the deliveries a request caused are
 * there to see (attempts stay the worker's).
 */
export async function linkedEntries(
  db: Db,
  projectId: string,
  records: JournalRecord[],
  time: QueueTime,
): Promise<JournalEntry[]> {
  while ((await dispatchWebhookEvents(db, time)) > 0);
  const traces = records.map((r) => ({ requestId: r.request_id, eventIds: r.webhookEventIds }));
  const effects = await effectsOf(db, projectId, traces);
  return records.map(({ webhookEventIds: _, ...record }) => ({ ...record, caused: effects.get(record.request_id)! }));
}
