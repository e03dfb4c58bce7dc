import { createRoute, z } from '@hono/zod-openapi';
import { bulkActionRequestSchema, bulkActionScheduledSchema, bulkActionSchema } from '../../../contract/bulk-action.ts';
import { managementAuth } from '../guards/guards.ts';
import {
  bulkExportFile,
  readBulkAction,
  scheduleBulkAction,
  scheduleBulkUndo,
} from '../../operations/bulk-actions/schedule.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

const params = z.object({ projectId: z.string() });
const actionParams = z.object({ projectId: z.string(), bulkActionId: z.string().max(100) });
const scheduled = {
  202: {
    description: 'Scheduled: follow it on GET .../bulk-actions/{bulkActionId}',
    content: { 'application/json': { schema: bulkActionScheduledSchema } },
  },
  ...errorResponses(400, 401, 403, 404),
};

const scheduleRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/bulk-actions',
  tags: ['Bulk actions'],
  middleware: [managementAuth('campaigns:write')],
  request: {
    params,
    body: { required: true, content: { 'application/json': { schema: bulkActionRequestSchema } } },
  },
  responses: scheduled,
});

const readRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/bulk-actions/{bulkActionId}',
  tags: ['Bulk actions'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: actionParams },
  responses: {
    200: {
      description: 'The action: progress, rows changed, rows failed or skipped with reasons',
      content: { 'application/json': { schema: bulkActionSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const undoRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/bulk-actions/{bulkActionId}/undo',
  tags: ['Bulk actions'],
  middleware: [managementAuth('campaigns:write')],
  request: { params: actionParams },
  responses: { ...scheduled, ...errorResponses(409) },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/bulk-actions/{bulkActionId}/file',
  tags: ['Bulk actions'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: actionParams },
  responses: {
    200: {
      description: "A finished export's rows as CSV (RFC 4180, with a header row)",
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

/** Promodesk's bulk actions on the campaigns, vouchers, products and customers lists, and their undo. */
export function registerBulkActionRoutes(app: Router) {
  app.openapi(scheduleRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    const id = await scheduleBulkAction(dbOf(c), projectId, c.req.valid('json'), actingOf(c));
    return c.json({ id, object: 'bulk_action' as const }, 202);
  });

  app.openapi(readRoute, async (c) => {
    const { projectId, bulkActionId } = c.req.valid('param');
    return c.json(await readBulkAction(dbOf(c), projectId, bulkActionId), 200);
  });

  app.openapi(undoRoute, async (c) => {
    const { projectId, bulkActionId } = c.req.valid('param');
    const id = await scheduleBulkUndo(dbOf(c), projectId, bulkActionId, actingOf(c));
    return c.json({ id, object: 'bulk_action' as const }, 202);
  });

  app.openapi(fileRoute, async (c) => {
    const { projectId, bulkActionId } = c.req.valid('param');
    const csv = await bulkExportFile(dbOf(c), projectId, bulkActionId);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${bulkActionId}.csv"`);
    return c.body(csv, 200);
  });
}
