import { z } from 'zod';
import { timestampSchema } from './common.ts';

/*
 * Metadata schemas: per kind of object (`related_object`), the metadata definitions a project declares. Stored per
 * project; a new project has none.
 */

export const metadataDefinitionSchema = z.object({
  type: z.enum(['string', 'number', 'object', 'date', 'datetime', 'geopoint', 'boolean', 'image_url']),
  array: z.boolean(),
  optional: z.boolean(),
  objectType: z.string().max(200).nullable().optional(),
  eq: z.array(z.unknown()).max(100).optional(),
  ne: z.array(z.unknown()).max(100).optional(),
  lt: z.number().int().optional(),
  lte: z.number().int().optional(),
  gt: z.number().int().optional(),
  gte: z.number().int().optional(),
  deleted: z.boolean().optional(),
  maxLength: z.number().int().min(0).optional(),
  minLength: z.number().int().min(0).optional(),
  exactLength: z.number().int().min(0).optional(),
});
export const metadataDefinitionsSchema = z.record(z.string().min(1).max(200), metadataDefinitionSchema);
export type MetadataDefinitions = z.infer<typeof metadataDefinitionsSchema>;

export const metadataSchemaSchema = z
  .object({
    id: z.string(),
    related_object: z.string(),
    properties: metadataDefinitionsSchema,
    allow_defined_only: z.boolean(),
    created_at: timestampSchema,
    updated_at: timestampSchema.nullable(),
    object: z.literal('metadata_schema'),
  })
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
