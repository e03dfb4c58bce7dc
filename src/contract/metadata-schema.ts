import { z } from 'zod';
import { timestampSchema } from './common.ts';

/*
 * Metadata schemas: per kind of object (`related_object`), the metadata definitions a project declares. Written by
 * the management API (definitions in snake_case, as it names them) and read by both it and GET /v1/metadata-schemas
 * (the older camelCase names). A new project has none.
 */

export const maxMetadataSchemas = 100;
const bound = z.number().int().min(-1e15).max(1e15);
const length = z.number().int().min(0).max(1_000_000);

/** One definition as the management API writes and reads it. */
export const metadataDefinitionSchema = z.strictObject({
  type: z.enum(['string', 'number', 'object', 'date', 'datetime', 'geopoint', 'boolean', 'image_url']),
  optional: z.boolean(),
  array: z.boolean(),
  deleted: z.boolean().optional(),
  object_type: z.string().max(200).nullable().optional(),
  min_length: length.optional(),
  max_length: length.optional(),
  exact_length: length.optional(),
  eq: z
    .array(z.union([z.string().max(1000), z.number()]))
    .max(100)
    .optional(),
  ne: z
    .array(z.union([z.string().max(1000), z.number()]))
    .max(100)
    .optional(),
  lt: bound.optional(),
  lte: bound.optional(),
  gt: bound.optional(),
  gte: bound.optional(),
});
export const metadataDefinitionsSchema = z
  .record(z.string().min(1).max(200), metadataDefinitionSchema)
  .refine((definitions) => Object.keys(definitions).length <= 200, 'At most 200 definitions');
export type MetadataDefinitions = z.infer<typeof metadataDefinitionsSchema>;

const relatedObjectSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _');

/** POST /management/v1/projects/{projectId}/metadata-schemas */
export const metadataSchemaCreateSchema = z
  .strictObject({
    related_object: relatedObjectSchema,
    allow_defined_only: z.boolean().default(false),
    properties: metadataDefinitionsSchema,
  })
  .meta({ id: 'ManagementProjectsMetadataSchemasCreateRequestBody' });
export type MetadataSchemaCreate = z.infer<typeof metadataSchemaCreateSchema>;

/** PUT …/metadata-schemas/{metadataSchemaId}: the definitions sent replace those of the same name; others stay. */
export const metadataSchemaUpdateSchema = z
  .strictObject({ allow_defined_only: z.boolean().optional(), properties: metadataDefinitionsSchema })
  .meta({ id: 'ManagementProjectsMetadataSchemasUpdateRequestBody' });
export type MetadataSchemaUpdate = z.infer<typeof metadataSchemaUpdateSchema>;

const schemaFields = {
  id: z.string(),
  related_object: z.string(),
  allow_defined_only: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema.nullable(),
  object: z.literal('metadata_schema'),
};

export const managementMetadataSchemaSchema = z
  .object({ ...schemaFields, properties: metadataDefinitionsSchema })
  .meta({ id: 'ManagementProjectsMetadataSchema' });
export type ManagementMetadataSchema = z.infer<typeof managementMetadataSchemaSchema>;

export const managementMetadataSchemaListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(managementMetadataSchemaSchema),
  total: z.number().int(),
});
export type ManagementMetadataSchemaList = z.infer<typeof managementMetadataSchemaListSchema>;

/** A definition as GET /v1/metadata-schemas names its fields (camelCase). */
const v1DefinitionSchema = z.object({
  type: metadataDefinitionSchema.shape.type,
  array: z.boolean(),
  optional: z.boolean(),
  objectType: z.string().nullable().optional(),
  eq: z.array(z.union([z.string(), z.number()])).optional(),
  ne: z.array(z.union([z.string(), z.number()])).optional(),
  lt: z.number().int().optional(),
  lte: z.number().int().optional(),
  gt: z.number().int().optional(),
  gte: z.number().int().optional(),
  deleted: z.boolean().optional(),
  maxLength: z.number().int().optional(),
  minLength: z.number().int().optional(),
  exactLength: z.number().int().optional(),
});
export type V1MetadataDefinition = z.infer<typeof v1DefinitionSchema>;

export const metadataSchemaSchema = z
  .object({ ...schemaFields, properties: z.record(z.string(), v1DefinitionSchema) })
  .meta({ id: 'MetadataSchemaDeprecated' });
export type MetadataSchema = z.infer<typeof metadataSchemaSchema>;

/** GET /v1/metadata-schemas: every schema of the project, by related object. */
export const metadataSchemaListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('schemas'),
    schemas: z.array(metadataSchemaSchema),
    total: z.number().int(),
  })
  .meta({ id: 'MetadataSchemasListResponseBody' });
export type MetadataSchemaList = z.infer<typeof metadataSchemaListSchema>;
