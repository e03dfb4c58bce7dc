import { and, asc, count, desc, eq, lte, or } from 'drizzle-orm';
import type { LocationListFilters, LocationListQuery } from '../../../contract/location.ts';
import { dateConditionsToSql } from '../date-conditions.ts';
import type { Executor } from '../db.ts';
import { locations } from '../schema/locations.ts';
import { conditionsToSql } from './templates.ts';

export type LocationRow = typeof locations.$inferSelect;

export async function insertLocations(db: Executor, rows: (typeof locations.$inferInsert)[]) {
  return rows.length ? db.insert(locations).values(rows).returning() : [];
}

export async function findLocation(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.projectId, projectId), eq(locations.id, id)));
  return row;
}

/** What a location list selects: the project's locations made by `end_date`, and the filters (joined by `junction`). */
function locationListWhere(
  projectId: string,
  query: LocationListQuery,
  filters: LocationListFilters | undefined,
  at: Date,
) {
  const parts = filters
    ? [
        ...conditionsToSql(locations.name, filters.name?.conditions ?? {}),
        ...(filters.created_at ? dateConditionsToSql(locations.createdAt, filters.created_at.conditions, at) : []),
        ...(filters.updated_at ? dateConditionsToSql(locations.updatedAt, filters.updated_at.conditions, at) : []),
      ]
    : [];
  const filtered = parts.length === 0 ? undefined : filters?.junction === 'or' ? or(...parts) : and(...parts);
  return and(
    eq(locations.projectId, projectId),
    query.end_date ? lte(locations.createdAt, new Date(query.end_date)) : undefined,
    filtered,
  );
}

/**
 * The first `limit` locations the list selects, in its order (ties by id), one more to tell `has_more`, and how many
 * it selects. The hosted list has no cursor: a further page is asked with `end_date` or the filters.
 */
export async function pageLocations(
  db: Executor,
  projectId: string,
  query: LocationListQuery,
  filters: LocationListFilters | undefined,
  at: Date,
) {
  const where = locationListWhere(projectId, query, filters, at);
  const direction = query.order.startsWith('-') ? desc : asc;
  const column = query.order.endsWith('updated_at') ? locations.updatedAt : locations.createdAt;
  const rows = await db
    .select()
    .from(locations)
    .where(where)
    .orderBy(direction(column), direction(locations.id))
    .limit(query.limit + 1);
  const [counted] = await db.select({ total: count() }).from(locations).where(where);
  return { rows, total: counted?.total ?? 0 };
}
