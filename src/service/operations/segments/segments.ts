import type {
  CustomerSegmentList,
  Segment,
  SegmentCreate,
  SegmentList,
  SegmentListFilters,
  SegmentListQuery,
} from '../../../contract/segment.ts';
import { segmentLimits } from '../../../contract/segment.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import {
  addStaticMembers,
  countFilteredSegments,
  customersNamedIn,
  deleteSegment,
  findSegment,
  insertSegment,
  lockSegment,
  pageSegments,
  segmentsByIds,
  type SegmentRow,
} from '../../store/repositories/segments.ts';
import { auditChange, type Acting } from '../acting.ts';
import { holdChange } from '../approvals/gate.ts';
import { invalidField, notFound } from '../failures.ts';
import { segmentMembership } from './membership.ts';

const presentSegment = (row: SegmentRow): Segment => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  type: row.type,
  filter: row.filter ?? null,
  initial_sync_status: 'DONE',
  object: 'segment',
});

/**
 * Creates a segment. A static segment's customers (ids or source ids) must all exist: an unknown one fails the
 * request and nothing is written.
 */
export function createSegment(db: Db, projectId: string, request: SegmentCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    const id = newId('seg_');
    let members: string[] = [];
    if (request.type === 'static') {
      const refs = [...new Set(request.customers)];
      const found = refs.length ? await customersNamedIn(tx, projectId, refs) : [];
      const known = new Set(found.flatMap((c) => [c.id, c.sourceId ?? []].flat()));
      const unknown = refs.find((ref) => !known.has(ref));
      if (unknown !== undefined) throw notFound('customer', unknown);
      members = found.map((c) => c.id);
    } else if ((await countFilteredSegments(tx, projectId)) >= segmentLimits.filtered) {
      throw invalidField('type', `A project has at most ${segmentLimits.filtered} auto-update and passive segments`);
    }
    const row = await insertSegment(tx, {
      id,
      projectId,
      name: request.name,
      type: request.type,
      filter: request.type === 'static' ? null : request.filter,
      createdAt: acting.at,
    });
    await addStaticMembers(tx, members, id);
    await auditChange(tx, projectId, acting, {
      action: 'segment.created',
      resourceType: 'segment',
      resourceId: id,
      summary:
        request.type === 'static'
          ? `Created the static segment ${row.name} with ${members.length} customers`
          : `Created the ${request.type} segment ${row.name}`,
    });
    return presentSegment(row);
  });
}

export async function readSegment(db: Executor, projectId: string, segmentId: string) {
  const row = await findSegment(db, projectId, segmentId);
  if (!row) throw notFound('segment', segmentId);
  return presentSegment(row);
}

/** GET /v1/segments: the first `limit` segments the query selects, with how many it selects. */
export async function readSegmentPage(
  db: Executor,
  projectId: string,
  query: SegmentListQuery & { filters?: SegmentListFilters | undefined },
  at: Date,
): Promise<SegmentList> {
  const { rows, total } = await pageSegments(db, projectId, query, at);
  return { object: 'list', data_ref: 'data', data: rows.map(presentSegment), total };
}

/** Deletes a segment; every customer in it leaves it in the same transaction. */
export function removeSegment(db: Db, projectId: string, segmentId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await lockSegment(tx, projectId, segmentId);
    if (!current) throw notFound('segment', segmentId);
    // A rule naming the segment narrows its campaign's audience no more once it is gone: such a person's delete waits.
    const held = await holdChange(tx, projectId, acting, 'budget', () => ({
      operation: 'segment.delete',
      input: { segment_id: segmentId },
      resourceType: 'segment',
      resourceId: segmentId,
      summary: `Delete the segment ${current.name}, which rules may name as their audience`,
      diff: [{ field: 'Segment', before: current.name, after: 'deleted' }],
      baseVersion: current.createdAt.toISOString(),
    }));
    if (held) return held;
    await deleteSegment(tx, projectId, segmentId);
    await auditChange(tx, projectId, acting, {
      action: 'segment.deleted',
      resourceType: 'segment',
      resourceId: segmentId,
      summary: `Deleted the segment ${current.name}`,
    });
  });
}

/** The segments a customer is in now: its static segments and the filtered ones it matches, in creation order. */
export async function readCustomerSegments(
  db: Executor,
  projectId: string,
  ref: string,
  at: Date,
): Promise<CustomerSegmentList> {
  const customer = await findCustomer(db, projectId, ref);
  if (!customer) throw notFound('customer', ref);
  const ids = await segmentMembership(db, customer, at);
  const rows = await segmentsByIds(db, projectId, ids);
  const data = rows.map((row) => ({ id: row.id, name: row.name, object: 'segment' as const }));
  return { object: 'list', data_ref: 'data', data, total: data.length };
}
