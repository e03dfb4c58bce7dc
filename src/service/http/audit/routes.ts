import { createRoute, z } from '@hono/zod-openapi';
import { auditFiltersSchema, auditListSchema, auditQuerySchema } from '../../../contract/audit.ts';
import { managementAuth } from '../guards/guards.ts';
import { csvLine } from '../../domain/csv.ts';
import { presentAuditEntry, readAuditForCsv, readAuditPage } from '../../operations/audit/read.ts';
import { dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

const auth = [managementAuth('audit:read')];
const params = z.object({ projectId: z.string() });

const listRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/audit',
  tags: ['Audit'],
  middleware: auth,
  request: { params, query: auditQuerySchema },
  responses: {
    200: { description: 'Audit entries, newest first', content: { 'application/json': { schema: auditListSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

const csvRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/audit/export',
  tags: ['Audit'],
  middleware: auth,
  request: { params, query: auditFiltersSchema },
  responses: {
    200: { description: 'The matching entries as CSV (at most 10,000, newest first)' },
    ...errorResponses(400, 401, 403),
  },
});

const columns = [
  'created_at',
  'actor',
  'actor_name',
  'action',
  'resource_type',
  'resource_id',
  'summary',
  'request_id',
  'address',
] as const;

/** The audit log of a project, as a page and as a CSV file. */
export function registerAuditRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const page = await readAuditPage(dbOf(c), c.req.valid('param').projectId, c.req.valid('query'));
    return c.json(
      {
        object: 'list',
        data_ref: 'data',
        data: page.rows.map(presentAuditEntry),
        has_more: page.moreStartingAfter !== undefined,
        more_starting_after: page.moreStartingAfter,
      },
      200,
    );
  });

  app.openapi(csvRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    const rows = await readAuditForCsv(dbOf(c), projectId, c.req.valid('query'));
    const lines = rows.map((row) => {
      const entry = presentAuditEntry(row);
      return csvLine(columns.map((column) => entry[column]));
    });
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="audit-${projectId}.csv"`);
    return c.body([csvLine(columns), ...lines].join(''), 200);
  });
}
