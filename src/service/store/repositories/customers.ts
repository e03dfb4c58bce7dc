import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { CustomerRequest } from '../../../contract/customer.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { customers } from '../schema/activity.ts';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Executor, projectId: string, idOrSourceId: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.projectId, projectId),
        sql`(${customers.id} = ${idOrSourceId} OR ${customers.sourceId} = ${idOrSourceId})`,
      ),
    )
    .orderBy(sql`${customers.id} = ${idOrSourceId} DESC`)
    .limit(1);
  return row;
}

/** The stored attributes a request sends (those it leaves out stay as they are). */
const attributesOf = (request: CustomerRequest) => ({
  ...(request.name !== undefined && { name: request.name }),
  ...(request.email !== undefined && { email: request.email }),
  ...(request.phone !== undefined && { phone: request.phone }),
  ...((request.birthdate ?? request.birthday) !== undefined && { birthdate: request.birthdate ?? request.birthday }),
  ...(request.address !== undefined && { address: request.address }),
});

/**
 * The customer a server-side request names: by `id` (which must exist), or by `source_id`, created when new. Attributes
 * sent update the stored ones; metadata keys merge. `created` tells whether a `customer.created` is due.
 */
export async function upsertCustomer(
  db: Executor,
  projectId: string,
  request: CustomerRequest,
  at: Date,
): Promise<{ customer: CustomerRow; created: boolean } | undefined> {
  const attributes = attributesOf(request);
  const metadata = request.metadata ?? {};
  if (request.id) {
    const [row] = await db
      .update(customers)
      .set({ ...attributes, metadata: sql`${customers.metadata} || ${JSON.stringify(metadata)}::jsonb`, updatedAt: at })
      .where(and(eq(customers.projectId, projectId), eq(customers.id, request.id)))
      .returning();
    return row && { customer: row, created: false };
  }
  if (!request.source_id) return undefined;
  // One statement, so two requests for a new source_id cannot create it twice.
  const [row] = await db
    .insert(customers)
    .values({ id: newId('cust_'), projectId, sourceId: request.source_id, ...attributes, metadata, createdAt: at })
    .onConflictDoUpdate({
      target: [customers.projectId, customers.sourceId],
      targetWhere: sql`source_id IS NOT NULL`,
      set: { ...attributes, metadata: sql`${customers.metadata} || excluded.metadata`, updatedAt: at },
    })
    .returning({ ...getTableColumns(customers), inserted: sql<boolean>`(xmax = 0)` });
  const { inserted, ...customer } = row!;
  return { customer, created: inserted };
}

/**
 * The customer a client-side (public key) request names, locked for the rest of the transaction so concurrent
 * redemptions of one customer take turns: by `id` (which must exist), or by `source_id`, created from the request
 * when new. A stored customer is never changed: public keys may not rewrite anyone's name, email or metadata.
 */
export async function findOrCreateCustomer(
  db: Executor,
  projectId: string,
  request: CustomerRequest,
  at: Date,
): Promise<{ customer: CustomerRow; created: boolean } | undefined> {
  if (request.id) {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.projectId, projectId), eq(customers.id, request.id)))
      .for('update');
    return row && { customer: row, created: false };
  }
  if (!request.source_id) return undefined;
  const [row] = await db
    .insert(customers)
    .values({
      id: newId('cust_'),
      projectId,
      sourceId: request.source_id,
      ...attributesOf(request),
      metadata: request.metadata ?? {},
      createdAt: at,
    })
    // Setting source_id to itself changes nothing but takes the row lock, as the upsert does.
    .onConflictDoUpdate({
      target: [customers.projectId, customers.sourceId],
      targetWhere: sql`source_id IS NOT NULL`,
      set: { sourceId: sql`excluded.source_id` },
    })
    .returning({ ...getTableColumns(customers), inserted: sql<boolean>`(xmax = 0)` });
  const { inserted, ...customer } = row!;
  return { customer, created: inserted };
}
