import type {
  Location,
  LocationCreate,
  LocationList,
  LocationListFilters,
  LocationListQuery,
} from '../../../contract/location.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findLocation, insertLocations, pageLocations, type LocationRow } from '../../store/repositories/locations.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';

const presentLocation = (row: LocationRow): Location => ({
  id: row.id,
  object: 'location',
  name: row.name,
  shape: row.shape,
  created_at: iso(row.createdAt),
  updated_at: row.updatedAt ? iso(row.updatedAt) : null,
});

/**
 * Makes a location. No route calls it: the hosted API has no operation that creates one (its dashboard does), so
 * only Promodesk itself (and its tests) make them.
 */
export function createLocation(db: Db, projectId: string, request: LocationCreate, acting: Acting): Promise<Location> {
  return db.transaction(async (tx) => {
    const [row] = await insertLocations(tx, [
      { id: newId('loc_'), projectId, name: request.name, shape: request.shape, createdAt: acting.at },
    ]);
    await auditChange(tx, projectId, acting, {
      action: 'location.created',
      resourceType: 'location',
      resourceId: row!.id,
      summary: `Created the location ${row!.name}`,
    });
    return presentLocation(row!);
  });
}

export async function readLocation(db: Executor, projectId: string, locationId: string) {
  const row = await findLocation(db, projectId, locationId);
  if (!row) throw notFound('location', locationId);
  return presentLocation(row);
}

/** GET /v1/locations: a page of the locations the query selects, whether more follow, and how many it selects. */
export async function readLocationPage(
  db: Executor,
  projectId: string,
  query: LocationListQuery,
  filters: LocationListFilters | undefined,
  at: Date,
): Promise<LocationList> {
  const { rows, total } = await pageLocations(db, projectId, query, filters, at);
  return {
    object: 'list',
    data_ref: 'data',
    data: rows.slice(0, query.limit).map(presentLocation),
    total,
    has_more: rows.length > query.limit,
  };
}
