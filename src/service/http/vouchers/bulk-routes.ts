import { heldForApproval } from '../approvals/held.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  voucherExportQuerySchema,
  voucherImportRejectedSchema,
  voucherImportSchema,
} from '../../../contract/voucher-import.ts';
import { managementAuth } from '../guards/guards.ts';
import { checkVoucherExport, voucherCsvChunks } from '../../operations/vouchers/export.ts';
import { importVouchers } from '../../operations/vouchers/import.ts';
import { invalidPayload } from '../../operations/failures.ts';
import { actingOf, dbOf } from '../context.ts';
import { sendChunks } from '../download.ts';
import { errorResponses, type Router } from '../openapi.ts';

const importRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/campaigns/{campaignId}/vouchers/import',
  tags: ['Vouchers'],
  middleware: [managementAuth('campaigns:write')],
  request: {
    params: z.object({ projectId: z.string(), campaignId: z.string() }),
    body: { required: true, content: { 'text/csv': { schema: z.string() } } },
  },
  responses: {
    ...heldForApproval,
    200: {
      description: "Promodesk's own: every row of the CSV became a voucher of the campaign",
      content: { 'application/json': { schema: voucherImportSchema } },
    },
    400: {
      description: 'Bad rows (each with its row number and problem) or a bad request; nothing was imported',
      content: { 'application/json': { schema: voucherImportRejectedSchema } },
    },
    ...errorResponses(401, 403, 404, 413),
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/vouchers/export',
  tags: ['Vouchers'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: z.object({ projectId: z.string() }), query: voucherExportQuerySchema },
  responses: {
    200: {
      description: "Promodesk's own: the project's vouchers matching the filters as CSV (RFC 4180), newest first",
      content: { 'text/csv': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const csvType = /^text\/csv\s*(;|$)/i;

/** Code import from CSV and the filtered list as CSV. */
export function registerVoucherBulkRoutes(app: Router) {
  app.openapi(importRoute, async (c) => {
    if (!csvType.test(c.req.header('content-type') ?? ''))
      throw invalidPayload('Send the request body as CSV with Content-Type: text/csv');
    const { projectId, campaignId } = c.req.valid('param');
    const imported = await importVouchers(dbOf(c), projectId, campaignId, await c.req.text(), actingOf(c));
    if (isHeld(imported)) return c.json(imported.held, 202);
    return c.json(imported, 200);
  });

  app.openapi(exportRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    const query = c.req.valid('query');
    const db = dbOf(c);
    await checkVoucherExport(db, projectId, query);
    return sendChunks(c, voucherCsvChunks(db, projectId, query), {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="vouchers-${projectId}.csv"`,
    });
  });
}
