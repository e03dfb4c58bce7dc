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
import type { Acting } from '../acting.ts';
import { duplicate, invalidField } from '../failures.ts';
import { iso } from '../present-common.ts';
import { projectScopedResource } from './project-scoped-resource.ts';

const resourceType = 'custom_event_schema';

const present = (row: CustomEventSchemaRow): CustomEventSchema => ({
  id: row.id,
  name: row.name,
  schema: { properties: row.properties },
  created_at: iso(row.createdAt),
  ...(row.updatedAt && { updated_at: iso(row.updatedAt) }),
  object: 'custom-event-schema',
});

const schemas = projectScopedResource({
  notFoundType: resourceType,
  auditAction: resourceType,
  auditType: resourceType,
  named: (row: CustomEventSchemaRow) => `the schema of the custom event ${row.name}`,
  list: listCustomEventSchemas,
  find: findCustomEventSchema,
  delete: deleteCustomEventSchema,
  present,
});

export const readCustomEventSchemas = (db: Executor, projectId: string): Promise<CustomEventSchemaList> =>
  schemas.list(db, projectId);

export const readCustomEventSchema = schemas.read;

export const createCustomEventSchema = (db: Db, projectId: string, request: CustomEventSchemaCreate, acting: Acting) =>
  schemas.create(db, projectId, acting, async (tx) => {
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
    return row;
  });

/** Merges the properties sent by name; the others stay. */
export const changeCustomEventSchema = (
  db: Db,
  projectId: string,
  id: string,
  request: CustomEventSchemaUpdate,
  acting: Acting,
) =>
  schemas.change(db, projectId, id, acting, (tx, current) =>
    updateCustomEventSchema(tx, id, {
      properties: { ...current.properties, ...request.schema.properties },
      updatedAt: acting.at,
    }),
  );

export const removeCustomEventSchema = schemas.remove;
