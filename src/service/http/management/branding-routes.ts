import {
  brandingCreateSchema,
  brandingListSchema,
  brandingSchema,
  brandingUpdateSchema,
} from '../../../contract/branding.ts';
import {
  changeBranding,
  createBranding,
  readBranding,
  readBrandings,
  removeBranding,
} from '../../operations/management/branding.ts';
import type { Router } from '../openapi.ts';
import { registerProjectResourceRoutes } from './project-resource-routes.ts';

/** The official brand details operations: reading is the campaigns' reading, changing them the campaigns' writing. */
export function registerBrandingRoutes(app: Router) {
  registerProjectResourceRoutes(app, {
    resource: 'branding',
    idParam: 'brandingId',
    schemas: {
      list: brandingListSchema,
      item: brandingSchema,
      create: brandingCreateSchema,
      update: brandingUpdateSchema,
    },
    answers: {
      list: "The project's brand details: one, or none yet",
      created: "The project's brand details",
      read: "The project's brand details",
      updated: "The project's brand details",
      deleted: 'The brand details are gone',
    },
    operations: {
      list: readBrandings,
      create: createBranding,
      read: readBranding,
      update: changeBranding,
      remove: removeBranding,
    },
  });
}
