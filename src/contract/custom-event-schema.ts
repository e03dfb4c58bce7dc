import { z } from 'zod';
import { timestampSchema } from './common.ts';

/*
 * Custom event schemas: per custom event name, the metadata properties a project declares for it. Written and read
 * through the management API; a new project has none.
 */

export const maxCustomEventSchemas = 100;

export const customEventPropertySchema = z.strictObject({
  type: z.enum(['string', 'number', 'date', 'datetime', 'boolean']),
  optional: z.boolean(),
  /** A property taken out of use: kept, and restored by sending it again without `deleted`. */
  deleted: z.boolean().optional(),
});
export const customEventPropertiesSchema = z
  .record(z.string().min(1).max(200), customEventPropertySchema)
  .refine((properties) => Object.keys(properties).length <= 200, 'At most 200 properties');
export type CustomEventProperties = z.infer<typeof customEventPropertiesSchema>;

const schemaBody = z.strictObject({ properties: customEventPropertiesSchema });

/** POST /management/v1/projects/{projectId}/custom-event-schemas; `properties` may be empty. */
export const customEventSchemaCreateSchema = z
  .strictObject({ name: z.string().trim().min(1, 'A custom event needs a name').max(300), schema: schemaBody })
  .meta({ id: 'ManagementProjectsCustomEventSchemasCreateRequestBody' });
export type CustomEventSchemaCreate = z.infer<typeof customEventSchemaCreateSchema>;

/** PUT …/custom-event-schemas/{id}: the properties sent replace those of the same name (type too); others stay. */
export const customEventSchemaUpdateSchema = z
  .strictObject({ schema: schemaBody })
  .meta({ id: 'ManagementProjectsCustomEventSchemasUpdateRequestBody' });
export type CustomEventSchemaUpdate = z.infer<typeof customEventSchemaUpdateSchema>;

export const customEventSchemaSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    schema: z.object({ properties: customEventPropertiesSchema }),
    created_at: timestampSchema,
    /** Only once changed, as the hosted list shows. */
    updated_at: timestampSchema.optional(),
    object: z.literal('custom-event-schema'),
  })
  .meta({ id: 'ManagementProjectsCustomEventSchema' });
export type CustomEventSchema = z.infer<typeof customEventSchemaSchema>;

export const customEventSchemaListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(customEventSchemaSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ManagementProjectsCustomEventSchemasListResponseBody' });
export type CustomEventSchemaList = z.infer<typeof customEventSchemaListSchema>;
