import type { z } from 'zod';
import {
  maxViewsPerOwnerAndList,
  type savedViewCreateSchema,
  type SavedView,
  type savedViewListSchema,
  type SavedViewUpdate,
  type ViewList,
} from '../../../contract/saved-view.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import {
  countOwnViews,
  deleteView,
  insertView,
  listVisibleViews,
  lockVisibleView,
  updateView,
} from '../../store/repositories/saved-views.ts';
import type { savedViews } from '../../store/schema/saved-views.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, duplicate, invalidField, notFound } from '../failures.ts';
import { iso } from '../present-common.ts';

/**
 * Who asks: views belong to a person. `canShare` is campaigns:write in the project: sharing a view changes what
 * everyone's menu shows, so it takes the permission that changes what everyone's campaigns are.
 */
export type ViewReader = { userId: string; canShare: boolean };

type Row = { view: typeof savedViews.$inferSelect; ownerName: string };

/** A personal view is its owner's alone to change; a shared one belongs to the project's writers. */
const mayEdit = ({ view }: Row, reader: ViewReader) => (view.shared ? reader.canShare : view.ownerId === reader.userId);

const present = (row: Row, reader: ViewReader): SavedView => ({
  id: row.view.id,
  object: 'saved_view',
  name: row.view.name,
  list: row.view.list,
  shared: row.view.shared,
  state: row.view.state,
  owner: { id: row.view.ownerId, name: row.ownerName },
  editable: mayEdit(row, reader),
  created_at: iso(row.view.createdAt),
  updated_at: row.view.updatedAt ? iso(row.view.updatedAt) : null,
});

const refuse = (details: string) =>
  new DomainFailure({ kind: 'forbidden', key: 'forbidden', message: 'Forbidden', details });
const shareNeedsWrite = () =>
  refuse('Sharing a view with the project needs campaigns:write; save it as your own instead');

const sameName = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? duplicate('saved_view', name, `You already have a view named ${name} here`) : error;
};

export async function readViews(
  db: Executor,
  projectId: string,
  reader: ViewReader,
  list: ViewList | undefined,
): Promise<z.infer<typeof savedViewListSchema>> {
  const rows = await listVisibleViews(db, projectId, reader.userId, list);
  return { object: 'list', data_ref: 'data', data: rows.map((row) => present(row, reader)), total: rows.length };
}

export function createView(
  db: Db,
  projectId: string,
  reader: ViewReader,
  request: z.output<typeof savedViewCreateSchema>,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    if (request.shared && !reader.canShare) throw shareNeedsWrite();
    if ((await countOwnViews(tx, projectId, reader.userId, request.list)) >= maxViewsPerOwnerAndList)
      throw invalidField('name', `You keep at most ${maxViewsPerOwnerAndList} views of one list`);
    const view = await insertView(tx, {
      id: newId('view_'),
      projectId,
      ownerId: reader.userId,
      ...request,
      createdAt: acting.at,
    }).catch(sameName(request.name));
    await auditView(tx, projectId, acting, 'view.created', view.id, `Saved the view ${view.name} of ${view.list}`);
    return present((await lockVisibleView(tx, projectId, reader.userId, view.id))!, reader);
  });
}

/** Renames, shares or unshares a view, or keeps a new state in it. */
export function changeView(
  db: Db,
  projectId: string,
  reader: ViewReader,
  viewId: string,
  request: SavedViewUpdate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const current = await editableView(tx, projectId, reader, viewId);
    if (request.shared !== undefined && request.shared !== current.view.shared && !reader.canShare)
      throw shareNeedsWrite();
    const view = await updateView(tx, viewId, { ...request, updatedAt: acting.at }).catch(
      sameName(request.name ?? current.view.name),
    );
    await auditView(tx, projectId, acting, 'view.updated', viewId, `Changed the view ${view.name} of ${view.list}`);
    return present({ view, ownerName: current.ownerName }, reader);
  });
}

export function removeView(db: Db, projectId: string, reader: ViewReader, viewId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await editableView(tx, projectId, reader, viewId);
    await deleteView(tx, viewId);
    const { name, list } = current.view;
    await auditView(tx, projectId, acting, 'view.deleted', viewId, `Deleted the view ${name} of ${list}`);
  });
}

/** Another person's private view, or another project's, is not there at all; a shared one may be read-only. */
async function editableView(tx: Executor, projectId: string, reader: ViewReader, viewId: string) {
  const current = await lockVisibleView(tx, projectId, reader.userId, viewId);
  if (!current) throw notFound('saved_view', viewId);
  if (!mayEdit(current, reader))
    throw refuse(`The view ${current.view.name} is shared with the project: changing it needs campaigns:write`);
  return current;
}

const auditView = (
  tx: Executor,
  projectId: string,
  acting: Acting,
  action: 'view.created' | 'view.updated' | 'view.deleted',
  resourceId: string,
  summary: string,
) => auditChange(tx, projectId, acting, { action, resourceType: 'saved_view', resourceId, summary });
