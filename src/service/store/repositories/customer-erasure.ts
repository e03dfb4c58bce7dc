import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { customers, events, qualifications, redemptions, webhookEvents } from '../schema/activity.ts';

/** What stands in for an erased customer wherever a copy of it was kept: its id alone. */
const reference = (id: string) => sql`jsonb_build_object('id', ${id}::text, 'object', 'customer')`;

/**
 * Erases a customer's personal data everywhere Promodesk keeps a copy: the customer's own fields, its custom events
 * (deleted), and the customer inside stored redemptions, qualifications and webhook event payloads (replaced by its
 * id). The row stays, deleted and empty, because redemptions, orders and publications point at it. Orders hold only
 * the customer's id already.
 */
export async function eraseCustomer(db: Executor, projectId: string, id: string, at: Date) {
  const deletedEvents = await db
    .delete(events)
    .where(and(eq(events.projectId, projectId), eq(events.customerId, id)))
    .returning({ id: events.id });
  await db
    .update(redemptions)
    .set({ data: sql`jsonb_set(${redemptions.data}, '{customer}', ${reference(id)})` })
    .where(and(eq(redemptions.customerId, id), sql`jsonb_typeof(${redemptions.data}->'customer') = 'object'`));
  await db
    .update(qualifications)
    .set({ context: sql`jsonb_set(${qualifications.context}, '{customer}', ${reference(id)})` })
    .where(and(eq(qualifications.customerId, id), sql`jsonb_typeof(${qualifications.context}->'customer') = 'object'`));
  await db
    .update(webhookEvents)
    .set({ payload: sql`jsonb_set(${webhookEvents.payload}, '{customer}', ${reference(id)})` })
    .where(and(eq(webhookEvents.projectId, projectId), sql`${webhookEvents.payload}->'customer'->>'id' = ${id}`));
  await db
    .update(customers)
    .set({
      sourceId: null,
      name: null,
      description: null,
      email: null,
      phone: null,
      birthdate: null,
      address: null,
      metadata: {},
      consents: [],
      segments: [],
      updatedAt: at,
      deletedAt: sql`coalesce(${customers.deletedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(customers.id, id));
  return { events: deletedEvents.length };
}
