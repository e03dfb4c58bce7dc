/*
 * A project's custom event schemas: one per event name (a second of the same name is a 409, which the unique index
 * decides between concurrent creations), at most `maxCustomEventSchemas`. Changing one merges the properties sent
 * by name (a property's type may change, `deleted: true` takes it out of use); deleting removes it for good.
 */
import {
  maxCustomEventSchemas,
  type CustomEventSchema,
  type CustomEventSchemaCreate,
  type CustomEventSchemaList,
  type CustomEventSchemaUpdate,
} from '../../../contract/custom-event-schema.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import {
  countCustomEventSchemas,
  deleteCustomEventSchema,
  findCustomEventSchema,
  insertCustomEventSchema,
  listCustomEventSchemas,
  updateCustomEventSchema,
  type CustomEventSchemaRow,
} from '../../store/repositories/custom-event-schemas.ts';
import { auditChange, type Acting } from '../acting.ts';
import { duplicate, invalidField, notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { readProject } from './projects.ts';

const resourceType = 'custom_event_schema';

const present = (row: CustomEventSchemaRow): CustomEventSchema => ({
  id: row.id,
  name: row.name,
  schema: { properties: row.properties },
  created_at: iso(row.createdAt),
  ...(row.updatedAt && { updated_at: iso(row.updatedAt) }),
  object: 'custom-event-schema',
});

export async function readCustomEventSchemas(db: Executor, projectId: string): Promise<CustomEventSchemaList> {
  await readProject(db, projectId);
  const rows = await listCustomEventSchemas(db, projectId);
  return { object: 'list', data_ref: 'data', data: rows.map(present), total: rows.length };
}

async function existing(db: Executor, projectId: string, id: string) {
  await readProject(db, projectId);
  const row = await findCustomEventSchema(db, projectId, id);
  if (!row) throw notFound(resourceType, id);
  return row;
}

export const readCustomEventSchema = async (db: Executor, projectId: string, id: string) =>
  present(await existing(db, projectId, id));

export function createCustomEventSchema(db: Db, projectId: string, request: CustomEventSchemaCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    await readProject(tx, projectId);
    if ((await countCustomEventSchemas(tx, projectId)) >= maxCustomEventSchemas)
      throw invalidField('name', `A project has at most ${maxCustomEventSchemas} custom event schemas`);
    const row = await insertCustomEventSchema(tx, {
      id: newId('ms_'),
      projectId,
      name: request.name,
      properties: request.schema.properties,
      createdAt: acting.at,
    });
    if (!row)
      throw duplicate(resourceType, request.name, `Duplicated custom_event_schema exists with name ${request.name}`);
    await auditChange(tx, projectId, acting, {
      action: 'custom_event_schema.created',
      resourceType,
      resourceId: row.id,
      summary: `Created the schema of the custom event ${row.name}`,
    });
    return present(row);
  });
}

export function changeCustomEventSchema(
  db: Db,
  projectId: string,
  id: string,
  request: CustomEventSchemaUpdate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const current = await existing(tx, projectId, id);
    const row = await updateCustomEventSchema(tx, id, {
      properties: { ...current.properties, ...request.schema.properties },
      updatedAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'custom_event_schema.updated',
      resourceType,
      resourceId: id,
      summary: `Changed the schema of the custom event ${row.name}`,
    });
    return present(row);
  });
}

export function removeCustomEventSchema(db: Db, projectId: string, id: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await existing(tx, projectId, id);
    await deleteCustomEventSchema(tx, id);
    await auditChange(tx, projectId, acting, {
      action: 'custom_event_schema.deleted',
      resourceType,
      resourceId: id,
      summary: `Deleted the schema of the custom event ${current.name}`,
    });
  });
}
