import { and, count, desc, eq, exists, getTableColumns, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CustomerListQuery, CustomerRequest } from '../../../contract/customer.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../db.ts';
import { escapeLike } from '../like.ts';
import { customers } from '../schema/activity.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** A project's customer that has not been deleted: deleted customers are gone from every read and lookup. */
const liveCustomerOf = (projectId: string) => and(eq(customers.projectId, projectId), isNull(customers.deletedAt));

/**
 * A condition for list filters: the row's customer (`customerColumn`) is the project's customer named by id or by
 * source id.
 */
export function isCustomerNamed(db: Executor, projectId: string, customerColumn: AnyPgColumn, ref: string) {
  return exists(
    db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          liveCustomerOf(projectId),
          eq(customers.id, customerColumn),
          or(eq(customers.id, ref), eq(customers.sourceId, ref)),
        ),
      ),
  );
}

export async function findCustomer(db: Executor, projectId: string, idOrSourceId: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        liveCustomerOf(projectId),
        sql`(${customers.id} = ${idOrSourceId} OR ${customers.sourceId} = ${idOrSourceId})`,
      ),
    )
    .orderBy(sql`${customers.id} = ${idOrSourceId} DESC`)
    .limit(1);
  return row;
}

/** A project's live customers; with `q`, those whose source id, name or email contains it, ignoring case. */
export function customersMatching(projectId: string, q: string | undefined) {
  const pattern = q === undefined ? undefined : `%${escapeLike(q)}%`;
  return and(
    liveCustomerOf(projectId),
    pattern
      ? or(ilike(customers.sourceId, pattern), ilike(customers.name, pattern), ilike(customers.email, pattern))
      : undefined,
  );
}

/**
 * A page of a project's customers, newest first; with `q`, those whose source id, name or email contains it, ignoring
 * case (`%` and `_` match themselves). Pages are numbered (at most 100), so OFFSET stays bounded.
 */
export async function pageCustomers(db: Executor, projectId: string, query: CustomerListQuery) {
  const where = customersMatching(projectId, query.q);
  const rows = await db
    .select()
    .from(customers)
    .where(where)
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The stored attributes a request sends (those it leaves out stay as they are). */
const attributesOf = (request: Omit<CustomerRequest, 'id' | 'source_id'>) => ({
  ...(request.name !== undefined && { name: request.name }),
  ...(request.description !== undefined && { description: request.description }),
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
      .where(and(liveCustomerOf(projectId), eq(customers.id, request.id)))
      .returning();
    return row && { customer: row, created: false };
  }
  if (!request.source_id) return undefined;
  const [saved] = await upsertCustomersBySourceId(db, projectId, [{ ...request, source_id: request.source_id }], at);
  return saved;
}

/**
 * Creates or updates customers by source id in one statement, so two requests for a new source id cannot create it
 * twice: the attributes sent replace the stored ones, metadata keys merge. The requests must send the same
 * attributes (the statement sets one list of columns) and name distinct source ids (a statement changes a row once).
 */
export async function upsertCustomersBySourceId(
  db: Executor,
  projectId: string,
  requests: (CustomerRequest & { source_id: string })[],
  at: Date,
): Promise<{ customer: CustomerRow; created: boolean }[]> {
  const columns = getTableColumns(customers);
  const sent = Object.keys(attributesOf(requests[0] ?? {})) as (keyof ReturnType<typeof attributesOf>)[];
  const fromRequest = Object.fromEntries(sent.map((key) => [key, sql`excluded.${sql.identifier(columns[key].name)}`]));
  // The rows go as one JSON parameter: building a parameter per value costs more than the insert itself.
  const values = requests.map((request) => ({
    id: newId('cust_'),
    source_id: request.source_id,
    ...attributesOf(request),
    metadata: request.metadata ?? {},
  }));
  const rows = await db
    .insert(customers)
    .select(
      sql`SELECT r.id, ${projectId}, r.source_id, r.name, r.email, r.phone, r.birthdate, r.address, r.metadata,
        r.description, '[]'::jsonb, '[]'::jsonb, ${at.toISOString()}::timestamptz, NULL::timestamptz, NULL::timestamptz
        FROM jsonb_to_recordset(${JSON.stringify(values)}::jsonb) AS r(id text, source_id text, name text, email text,
        phone text, birthdate text, address jsonb, metadata jsonb, description text)`,
    )
    .onConflictDoUpdate({
      target: [customers.projectId, customers.sourceId],
      targetWhere: sql`source_id IS NOT NULL`,
      set: { ...fromRequest, metadata: sql`${customers.metadata} || excluded.metadata`, updatedAt: at },
    })
    .returning({ ...columns, inserted: sql<boolean>`(xmax = 0)` });
  return rows.map(({ inserted, ...customer }) => ({ customer, created: inserted }));
}

/** The attributes a request sends, by name: requests with the same can be upserted in one statement. */
export const sentAttributes = (request: CustomerRequest) => Object.keys(attributesOf(request)).sort().join();

/**
 * The customer a client-side (public key) request names: by `id` (which must exist), or by `source_id`, created from
 * the request when new. A stored customer is never changed: public keys may not rewrite anyone's name, email or
 * metadata. Nothing is locked (see `lockCustomer`); a stored customer costs one statement.
 */
export async function findOrCreateCustomer(
  db: Executor,
  projectId: string,
  request: CustomerRequest,
  at: Date,
): Promise<{ customer: CustomerRow; created: boolean } | undefined> {
  const key = request.id
    ? eq(customers.id, request.id)
    : request.source_id && eq(customers.sourceId, request.source_id);
  if (!key) return undefined;
  const stored = async () =>
    (
      await db
        .select()
        .from(customers)
        .where(and(liveCustomerOf(projectId), key))
    )[0];
  const found = await stored();
  if (found || request.id) return found && { customer: found, created: false };
  const [created] = await db
    .insert(customers)
    .values({
      id: newId('cust_'),
      projectId,
      sourceId: request.source_id,
      ...attributesOf(request),
      metadata: request.metadata ?? {},
      createdAt: at,
    })
    .onConflictDoNothing({ target: [customers.projectId, customers.sourceId], where: sql`source_id IS NOT NULL` })
    .returning();
  if (created) return { customer: created, created: true };
  // A concurrent request created it first: this statement sees it now that theirs has committed.
  const raced = await stored();
  return raced && { customer: raced, created: false };
}

/**
 * Locks a customer's row for the rest of the transaction, so concurrent redemptions of one customer take turns
 * where per-customer redemption counts decide (a rule's counts are read only after this).
 */
export async function lockCustomer(db: Executor, id: string) {
  await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).for('update');
}

/** A customer with neither id nor source id asked for: always a new one (POST /v1/customers allows it). */
export async function insertAnonymousCustomer(db: Executor, projectId: string, request: CustomerRequest, at: Date) {
  const [row] = await db
    .insert(customers)
    .values({
      id: newId('cust_'),
      projectId,
      ...attributesOf(request),
      metadata: request.metadata ?? {},
      createdAt: at,
    })
    .returning();
  return row!;
}

/** Locks a live customer named by id or source id for the rest of the transaction. */
export async function lockCustomerNamed(db: Executor, projectId: string, idOrSourceId: string) {
  const found = await findCustomer(db, projectId, idOrSourceId);
  if (!found) return undefined;
  const [row] = await db
    .select()
    .from(customers)
    .where(and(liveCustomerOf(projectId), eq(customers.id, found.id)))
    .for('update');
  return row;
}

/** Deletes a customer: gone from reads and lookups, its source id free for a new customer. */
export async function markCustomerDeleted(db: Executor, id: string, at: Date) {
  await db.update(customers).set({ deletedAt: at, sourceId: null, updatedAt: at }).where(eq(customers.id, id));
}

export async function setCustomerConsents(db: Executor, id: string, consents: string[], at: Date) {
  const [row] = await db.update(customers).set({ consents, updatedAt: at }).where(eq(customers.id, id)).returning();
  return row!;
}

/** A customer by id, deleted or not (a deleted customer's source id is gone). */
export async function findCustomerEvenDeleted(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.projectId, projectId), eq(customers.id, id)))
    .for('update');
  return row;
}
