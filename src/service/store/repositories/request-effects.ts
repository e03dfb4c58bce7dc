import { and, eq, inArray } from 'drizzle-orm';
import type { JournalCaused } from '../../../contract/qa.ts';
import type { Executor } from '../db.ts';
import { asyncActions } from '../schema/async-actions.ts';
import { webhookEvents } from '../schema/activity.ts';
import { auditEntries } from '../schema/people.ts';
import { webhookDeliveries } from '../schema/webhook-deliveries.ts';
import { webhooks } from '../schema/catalog.ts';

/** A request as its journal entry knows it: its id, and the webhook events it recorded (committed or not). */
export type RequestTrace = { requestId: string; eventIds: string[] };

/**
 * What each request caused in a project, as the store holds it now: its committed webhook events and their
 * deliveries, and the audit entries and async actions carrying its request id. Five queries, whatever the count.
 */
export async function effectsOf(db: Executor, projectId: string, traces: RequestTrace[]) {
  const requestIds = traces.map((t) => t.requestId);
  const eventIds = traces.flatMap((t) => t.eventIds);
  const [events, deliveries, audits, actions] = await Promise.all([
    eventIds.length
      ? db
          .select({ id: webhookEvents.id, type: webhookEvents.type })
          .from(webhookEvents)
          .where(and(eq(webhookEvents.projectId, projectId), inArray(webhookEvents.id, eventIds)))
      : [],
    eventIds.length
      ? db
          .select({
            id: webhookDeliveries.id,
            event_id: webhookDeliveries.eventId,
            webhook_id: webhookDeliveries.webhookId,
            target_url: webhooks.targetUrl,
            status: webhookDeliveries.status,
            attempts: webhookDeliveries.attempts,
          })
          .from(webhookDeliveries)
          .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
          .where(and(eq(webhookDeliveries.projectId, projectId), inArray(webhookDeliveries.eventId, eventIds)))
          .orderBy(webhookDeliveries.id)
      : [],
    requestIds.length
      ? db
          .select({
            id: auditEntries.id,
            action: auditEntries.action,
            resource_type: auditEntries.resourceType,
            resource_id: auditEntries.resourceId,
            requestId: auditEntries.requestId,
          })
          .from(auditEntries)
          .where(and(eq(auditEntries.projectId, projectId), inArray(auditEntries.requestId, requestIds)))
          .orderBy(auditEntries.createdAt, auditEntries.id)
      : [],
    requestIds.length
      ? db
          .select({
            id: asyncActions.id,
            type: asyncActions.type,
            status: asyncActions.status,
            requestId: asyncActions.requestId,
          })
          .from(asyncActions)
          .where(and(eq(asyncActions.projectId, projectId), inArray(asyncActions.requestId, requestIds)))
          .orderBy(asyncActions.createdAt, asyncActions.id)
      : [],
  ]);
  const typeOf = new Map(events.map((e) => [e.id, e.type]));
  return new Map(
    traces.map(({ requestId, eventIds: ids }): [string, JournalCaused] => {
      const own = new Set(ids);
      return [
        requestId,
        {
          webhook_events: ids.filter((id) => typeOf.has(id)).map((id) => ({ id, type: typeOf.get(id)! })),
          webhook_deliveries: deliveries
            .filter((d) => own.has(d.event_id))
            .map((d) => ({ ...d, event_type: typeOf.get(d.event_id)! })),
          audit_entries: audits.filter((a) => a.requestId === requestId).map(({ requestId: _, ...a }) => a),
          async_actions: actions.filter((a) => a.requestId === requestId).map(({ requestId: _, ...a }) => a),
        },
      ];
    }),
  );
}
