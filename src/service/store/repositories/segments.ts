import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SegmentListFilters, SegmentListQuery } from '../../../contract/segment.ts';
import { dateConditionsToSql } from '../date-conditions.ts';
import type { Executor } from '../db.ts';
import { customers } from '../schema/activity.ts';
import { segments } from '../schema/segments.ts';
import { conditionsToSql } from './templates.ts';

export type SegmentRow = typeof segments.$inferSelect;

export async function insertSegment(db: Executor, row: typeof segments.$inferInsert) {
  const [created] = await db.insert(segments).values(row).returning();
  return created!;
}

export async function findSegment(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.projectId, projectId), eq(segments.id, id)));
  return row;
}

/** The project's filtered (auto-update and passive) segments, oldest first: at most 100, so all of them. */
export const filteredSegments = (db: Executor, projectId: string) =>
  db
    .select()
    .from(segments)
    .where(and(eq(segments.projectId, projectId), ne(segments.type, 'static')))
    .orderBy(asc(segments.createdAt), asc(segments.id));

export const segmentsByIds = (db: Executor, projectId: string, ids: string[]) =>
  ids.length
    ? db
        .select()
        .from(segments)
        .where(and(eq(segments.projectId, projectId), inArray(segments.id, ids)))
        .orderBy(asc(segments.createdAt), asc(segments.id))
    : Promise.resolve([]);

export async function countFilteredSegments(db: Executor, projectId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(segments)
    .where(and(eq(segments.projectId, projectId), ne(segments.type, 'static')));
  return row?.n ?? 0;
}

export async function lockSegment(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(segments)
    .where(and(eq(segments.projectId, projectId), eq(segments.id, id)))
    .for('update');
  return row;
}

/** Adds a static segment to the customers (by id), keeping each customer's other segments. */
export async function addStaticMembers(db: Executor, customerIds: string[], segmentId: string) {
  if (!customerIds.length) return;
  await db
    .update(customers)
    .set({ segments: sql`${customers.segments} || ${JSON.stringify([segmentId])}::jsonb` })
    .where(inArray(customers.id, customerIds));
}

/** Deletes a segment and takes it off every customer of the project that was in it, in the caller's transaction. */
export async function deleteSegment(db: Executor, projectId: string, segmentId: string) {
  await db
    .update(customers)
    .set({
      segments: sql`(SELECT coalesce(jsonb_agg(e), '[]'::jsonb) FROM jsonb_array_elements(${customers.segments}) e
        WHERE e <> to_jsonb(${segmentId}::text))`,
    })
    .where(
      and(eq(customers.projectId, projectId), sql`${customers.segments} @> ${JSON.stringify([segmentId])}::jsonb`),
    );
  await db.delete(segments).where(eq(segments.id, segmentId));
}

/** The project's live customers named by id or source id (a static segment's members as the request lists them). */
export const customersNamedIn = (db: Executor, projectId: string, refs: string[]) =>
  db
    .select({ id: customers.id, sourceId: customers.sourceId })
    .from(customers)
    .where(
      and(
        eq(customers.projectId, projectId),
        isNull(customers.deletedAt),
        or(inArray(customers.id, refs), inArray(customers.sourceId, refs)),
      ),
    );

/** What a segment list selects: the project's segments, the `ids` named, and the filters (`junction` joins them). */
function segmentListWhere(
  projectId: string,
  query: Pick<SegmentListQuery, 'ids'> & { filters?: SegmentListFilters | undefined },
  at: Date,
) {
  const { filters, ids } = query;
  const parts = filters
    ? [
        ...conditionsToSql(segments.id, filters.id?.conditions ?? {}),
        ...conditionsToSql(segments.name, filters.name?.conditions ?? {}),
        ...conditionsToSql(segments.type, filters.type?.conditions ?? {}),
        ...(filters.created_at ? dateConditionsToSql(segments.createdAt, filters.created_at.conditions, at) : []),
      ]
    : [];
  const filtered = parts.length === 0 ? undefined : filters?.junction === 'or' ? or(...parts) : and(...parts);
  return and(eq(segments.projectId, projectId), ids ? inArray(segments.id, ids) : undefined, filtered);
}

/**
 * The first `limit` segments the list selects, by creation (ties by id), and how many it selects: the hosted list
 * has no cursor, a further page is asked with `filters[created_at]`.
 */
export async function pageSegments(
  db: Executor,
  projectId: string,
  query: SegmentListQuery & { filters?: SegmentListFilters | undefined },
  at: Date,
) {
  const where = segmentListWhere(projectId, query, at);
  const direction = query.order === 'created_at' ? asc : desc;
  const rows = await db
    .select()
    .from(segments)
    .where(where)
    .orderBy(direction(segments.createdAt), direction(segments.id))
    .limit(query.limit);
  const [counted] = await db.select({ total: count() }).from(segments).where(where);
  return { rows, total: counted?.total ?? 0 };
}
