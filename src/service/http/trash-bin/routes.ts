import { createRoute, z } from '@hono/zod-openapi';
import {
  trashBinFiltersSchema,
  trashBinItemSchema,
  trashBinListSchema,
  trashBinQuerySchema,
} from '../../../contract/trash-bin.ts';
import { purgeBinEntry } from '../../operations/trash-bin/purge.ts';
import { readBinPage } from '../../operations/trash-bin/read.ts';
import { restoreBinEntry } from '../../operations/trash-bin/restore.ts';
import { readBracketFilters } from '../bracket-query.ts';
import { managementAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, type Router } from '../openapi.ts';

const tags = ['Bin'];
const scopes = ['api', 'trash-bin'] as const;
const entryParams = z.object({ binEntryId: z.string().max(100) });

const listRoute = createRoute({
  method: 'get',
  path: '/v1/trash-bin',
  tags,
  middleware: [serverAuth(scopes, 'campaigns:read')],
  request: { query: trashBinQuerySchema },
  responses: {
    200: jsonAnswer('Campaigns, vouchers, products and SKUs in the bin, newest first by default', trashBinListSchema),
    ...errorResponses(400, 401, 403),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/trash-bin/{binEntryId}',
  tags,
  middleware: [serverAuth(scopes, 'campaigns:write')],
  request: { params: entryParams },
  responses: {
    204: { description: 'Deleted for good: nothing can bring it back; its name or code is free for good' },
    ...errorResponses(401, 403, 404),
  },
});
const restoreRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/trash-bin/{binEntryId}/restore',
  tags,
  middleware: [managementAuth('campaigns:write')],
  request: { params: entryParams.extend({ projectId: z.string() }) },
  responses: {
    200: jsonAnswer("Promodesk's own: the object is back as it was deleted; the entry it had", trashBinItemSchema),
    ...errorResponses(401, 403, 404, 409),
  },
});

export function registerTrashBinRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const filters = readBracketFilters(c.req.url, trashBinFiltersSchema);
    const query = { ...c.req.valid('query'), ...(filters && { filters }) };
    return c.json(await readBinPage(dbOf(c), projectOf(c), query), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await purgeBinEntry(dbOf(c), projectOf(c), c.req.valid('param').binEntryId, actingOf(c));
    return c.body(null, 204);
  });
  app.openapi(restoreRoute, async (c) => {
    const { projectId, binEntryId } = c.req.valid('param');
    return c.json(await restoreBinEntry(dbOf(c), projectId, binEntryId, actingOf(c)), 200);
  });
}
