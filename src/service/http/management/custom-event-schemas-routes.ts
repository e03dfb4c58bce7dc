import {
  customEventSchemaCreateSchema,
  customEventSchemaListSchema,
  customEventSchemaSchema,
  customEventSchemaUpdateSchema,
} from '../../../contract/custom-event-schema.ts';
import {
  changeCustomEventSchema,
  createCustomEventSchema,
  readCustomEventSchema,
  readCustomEventSchemas,
  removeCustomEventSchema,
} from '../../operations/management/custom-event-schemas.ts';
import type { Router } from '../openapi.ts';
import { registerProjectResourceRoutes } from './project-resource-routes.ts';

/** The official custom event schema operations, on the metadata schemas' permissions. */
export function registerCustomEventSchemaRoutes(app: Router) {
  registerProjectResourceRoutes(app, {
    resource: 'custom-event-schemas',
    idParam: 'customEventSchemaId',
    schemas: {
      list: customEventSchemaListSchema,
      item: customEventSchemaSchema,
      create: customEventSchemaCreateSchema,
      update: customEventSchemaUpdateSchema,
    },
    answers: {
      list: "The project's custom event schemas, newest first",
      created: 'The new custom event schema',
      read: 'A custom event schema',
      updated: 'The custom event schema as it now is',
      deleted: 'The custom event schema is gone',
    },
    operations: {
      list: readCustomEventSchemas,
      create: createCustomEventSchema,
      read: readCustomEventSchema,
      update: changeCustomEventSchema,
      remove: removeCustomEventSchema,
    },
  });
}
