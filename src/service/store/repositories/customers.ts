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
    .where(and(eq(customers.projectId, projectId), sql`(${customers.id} = ${idOrSourceId} OR ${customers.sourceId} = ${idOrSourceId})`))
    .orderBy(sql`${customers.id} = ${idOrSourceId} DESC`)
    .limit(1);
  return row;
}

/**
 * The customer a request names: by `id` (which must exist), or by `source_id`, created when new. Attributes
 * sent update the stored ones; metadata keys merge. `created` tells whether a `customer.created` is due.
 */
export async function upsertCustomer(db: Executor, projectId: string, request: CustomerRequest, at: Date): Promise<{ customer: CustomerRow; created: boolean } | undefined> {
  const attributes = {
    ...(request.name !== undefined && { name: request.name }),
    ...(request.email !== undefined && { email: request.email }),
    ...(request.phone !== undefined && { phone: request.phone }),
    ...((request.birthdate ?? request.birthday) !== undefined && { birthdate: request.birthdate ?? request.birthday }),
    ...(request.address !== undefined && { address: request.address }),
  };
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
