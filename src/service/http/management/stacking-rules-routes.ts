import { accountNow } from '../clock.ts';
import {
  managementStackingRulesListSchema,
  managementStackingRulesSchema,
  stackingRulesChangeSchema,
} from '../../../contract/stacking-rules.ts';
import {
  createStackingRules,
  deleteStackingRules,
  readStackingRules,
  updateStackingRules,
} from '../../operations/management/stacking-rules.ts';
import type { Router } from '../openapi.ts';
import { registerProjectResourceRoutes } from './project-resource-routes.ts';

/** The official stacking rules operations: reading is the campaigns' reading, changing them the campaigns' writing. */
export function registerStackingRulesRoutes(app: Router) {
  registerProjectResourceRoutes(app, {
    resource: 'stacking-rules',
    idParam: 'stackingRulesId',
    schemas: {
      list: managementStackingRulesListSchema,
      item: managementStackingRulesSchema,
      create: stackingRulesChangeSchema,
      update: stackingRulesChangeSchema,
    },
    answers: {
      list: "The project's one set of stacking rules",
      created: "The project's stacking rules",
      read: "The project's stacking rules",
      updated: "The project's stacking rules",
      deleted: 'The defaults apply again',
    },
    mayBeHeld: true,
    now: accountNow,
    operations: {
      // One set per project, always there: the list is that one.
      list: async (db, projectId) => ({
        object: 'list',
        data_ref: 'data',
        data: [await readStackingRules(db, projectId)],
        total: 1,
      }),
      create: createStackingRules,
      read: readStackingRules,
      update: updateStackingRules,
      remove: deleteStackingRules,
    },
  });
}
