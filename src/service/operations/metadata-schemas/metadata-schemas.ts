import {
  maxMetadataSchemas,
  type ManagementMetadataSchema,
  type ManagementMetadataSchemaList,
  type MetadataDefinitions,
  type MetadataSchema,
  type MetadataSchemaCreate,
  type MetadataSchemaList,
  type MetadataSchemaUpdate,
  type V1MetadataDefinition,
} from '../../../contract/metadata-schema.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import {
  countMetadataSchemas,
  deleteMetadataSchema,
  findMetadataSchema,
  insertMetadataSchema,
  listMetadataSchemas,
  updateMetadataSchema,
  type MetadataSchemaRow,
} from '../../store/repositories/metadata-schemas.ts';
import type { Acting } from '../acting.ts';
import { duplicate, invalidField, notFound } from '../failures.ts';
import { projectScopedResource } from '../management/project-scoped-resource.ts';

const resourceType = 'metadata schema';

const presentManagement = (row: MetadataSchemaRow): ManagementMetadataSchema => ({
  id: row.id,
  related_object: row.relatedObject,
  properties: row.properties,
  allow_defined_only: row.allowDefinedOnly,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt?.toISOString() ?? null,
  object: 'metadata_schema',
});

/** The older read names a definition's fields in camelCase. */
const v1Definitions = (definitions: MetadataDefinitions): Record<string, V1MetadataDefinition> =>
  Object.fromEntries(
    Object.entries(definitions).map(([name, d]) => {
      const { object_type, min_length, max_length, exact_length, ...same } = d;
      const renamed: V1MetadataDefinition = {
        ...same,
        ...(object_type !== undefined && { objectType: object_type }),
        ...(min_length !== undefined && { minLength: min_length }),
        ...(max_length !== undefined && { maxLength: max_length }),
        ...(exact_length !== undefined && { exactLength: exact_length }),
      };
      return [name, renamed];
    }),
  );

const presentV1 = (row: MetadataSchemaRow): MetadataSchema => ({
  ...presentManagement(row),
  properties: v1Definitions(row.properties),
});

export async function readMetadataSchemas(db: Executor, projectId: string): Promise<MetadataSchemaList> {
  const rows = await listMetadataSchemas(db, projectId);
  return { object: 'list', data_ref: 'schemas', schemas: rows.map(presentV1), total: rows.length };
}

/** GET /v1/metadata-schemas/{resource}: the schema of one related object. */
export async function readMetadataSchemaOf(db: Executor, projectId: string, relatedObject: string) {
  const row = await findMetadataSchema(db, projectId, { relatedObject });
  if (!row) throw notFound(resourceType, relatedObject);
  return presentV1(row);
}

const managed = projectScopedResource({
  notFoundType: resourceType,
  auditAction: 'metadata_schema',
  auditType: 'metadata_schema',
  named: (row: MetadataSchemaRow) => `the metadata schema of ${row.relatedObject}`,
  list: listMetadataSchemas,
  find: (db, projectId, id) => findMetadataSchema(db, projectId, { id }),
  delete: deleteMetadataSchema,
  present: presentManagement,
});

export const readManagementSchemas = (db: Executor, projectId: string): Promise<ManagementMetadataSchemaList> =>
  managed.list(db, projectId);

export const readManagementSchema = managed.read;

export const createMetadataSchema = (db: Db, projectId: string, request: MetadataSchemaCreate, acting: Acting) =>
  managed.create(db, projectId, acting, async (tx) => {
    if ((await countMetadataSchemas(tx, projectId)) >= maxMetadataSchemas) {
      throw invalidField('related_object', `A project has at most ${maxMetadataSchemas} metadata schemas`);
    }
    const twice = duplicate(
      resourceType,
      request.related_object,
      `Duplicated metadata schema exists with related_object ${request.related_object}`,
    );
    if (await findMetadataSchema(tx, projectId, { relatedObject: request.related_object })) throw twice;
    return insertMetadataSchema(tx, {
      id: newId('ms_'),
      projectId,
      relatedObject: request.related_object,
      properties: request.properties,
      allowDefinedOnly: request.allow_defined_only,
      createdAt: acting.at,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? twice : error;
    });
  });

/** Replaces the definitions sent (by name) and keeps the others; a definition's type cannot change. */
export const changeMetadataSchema = (
  db: Db,
  projectId: string,
  id: string,
  request: MetadataSchemaUpdate,
  acting: Acting,
) =>
  managed.change(db, projectId, id, acting, (tx, current) => {
    for (const [name, definition] of Object.entries(request.properties)) {
      const before = current.properties[name];
      if (before && before.type !== definition.type) {
        throw invalidField(`properties.${name}.type`, `The type of ${name} is ${before.type} and cannot change`);
      }
    }
    return updateMetadataSchema(tx, id, {
      properties: { ...current.properties, ...request.properties },
      allowDefinedOnly: request.allow_defined_only ?? current.allowDefinedOnly,
      updatedAt: acting.at,
    });
  });

export const removeMetadataSchema = managed.remove;
