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
import { findProject } from '../../store/repositories/projects.ts';
import { auditChange, type Acting } from '../acting.ts';
import { duplicate, invalidField, notFound } from '../failures.ts';

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

async function projectMustExist(db: Executor, projectId: string) {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
}

export async function readManagementSchemas(db: Executor, projectId: string): Promise<ManagementMetadataSchemaList> {
  await projectMustExist(db, projectId);
  const rows = await listMetadataSchemas(db, projectId);
  return { object: 'list', data_ref: 'data', data: rows.map(presentManagement), total: rows.length };
}

export async function readManagementSchema(db: Executor, projectId: string, id: string) {
  await projectMustExist(db, projectId);
  const row = await findMetadataSchema(db, projectId, { id });
  if (!row) throw notFound(resourceType, id);
  return presentManagement(row);
}

export function createMetadataSchema(db: Db, projectId: string, request: MetadataSchemaCreate, acting: Acting) {
  return db.transaction(async (tx) => {
    await projectMustExist(tx, projectId);
    if ((await countMetadataSchemas(tx, projectId)) >= maxMetadataSchemas) {
      throw invalidField('related_object', `A project has at most ${maxMetadataSchemas} metadata schemas`);
    }
    const twice = duplicate(
      resourceType,
      request.related_object,
      `Duplicated metadata schema exists with related_object ${request.related_object}`,
    );
    if (await findMetadataSchema(tx, projectId, { relatedObject: request.related_object })) throw twice;
    const row = await insertMetadataSchema(tx, {
      id: newId('ms_'),
      projectId,
      relatedObject: request.related_object,
      properties: request.properties,
      allowDefinedOnly: request.allow_defined_only,
      createdAt: acting.at,
    }).catch((error: unknown) => {
      throw isUniqueViolation(error) ? twice : error;
    });
    await auditChange(tx, projectId, acting, {
      action: 'metadata_schema.created',
      resourceType: 'metadata_schema',
      resourceId: row.id,
      summary: `Created the metadata schema of ${row.relatedObject}`,
    });
    return presentManagement(row);
  });
}

/** Replaces the definitions sent (by name) and keeps the others; a definition's type cannot change. */
export function changeMetadataSchema(
  db: Db,
  projectId: string,
  id: string,
  request: MetadataSchemaUpdate,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    await projectMustExist(tx, projectId);
    const current = await findMetadataSchema(tx, projectId, { id });
    if (!current) throw notFound(resourceType, id);
    for (const [name, definition] of Object.entries(request.properties)) {
      const before = current.properties[name];
      if (before && before.type !== definition.type) {
        throw invalidField(`properties.${name}.type`, `The type of ${name} is ${before.type} and cannot change`);
      }
    }
    const row = await updateMetadataSchema(tx, id, {
      properties: { ...current.properties, ...request.properties },
      allowDefinedOnly: request.allow_defined_only ?? current.allowDefinedOnly,
      updatedAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'metadata_schema.updated',
      resourceType: 'metadata_schema',
      resourceId: id,
      summary: `Changed the metadata schema of ${row.relatedObject}`,
    });
    return presentManagement(row);
  });
}

export function removeMetadataSchema(db: Db, projectId: string, id: string, acting: Acting) {
  return db.transaction(async (tx) => {
    await projectMustExist(tx, projectId);
    const current = await findMetadataSchema(tx, projectId, { id });
    if (!current) throw notFound(resourceType, id);
    await deleteMetadataSchema(tx, id);
    await auditChange(tx, projectId, acting, {
      action: 'metadata_schema.deleted',
      resourceType: 'metadata_schema',
      resourceId: id,
      summary: `Deleted the metadata schema of ${current.relatedObject}`,
    });
  });
}
