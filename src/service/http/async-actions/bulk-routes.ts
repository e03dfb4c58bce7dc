import { createRoute } from '@hono/zod-openapi';
import {
  asyncActionScheduledSchema,
  customersBulkUpdateSchema,
  customersMetadataUpdateSchema,
  vouchersBulkUpdateSchema,
  vouchersImportSchema,
  vouchersMetadataUpdateSchema,
} from '../../../contract/async-action.ts';
import type { serverScopes } from '../../../contract/oauth.ts';
import { queueAsyncAction } from './queue.ts';
import { serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/*
 * The JSON requests that schedule an async action: the whole body is checked here (a bad one is a 400 and nothing
 * is scheduled); the rows are applied later by the async action worker.
 */

const scheduling = <S extends Parameters<typeof jsonBody>[0]>(
  path: string,
  tag: string,
  scope: (typeof serverScopes)[number],
  schema: S,
  description: string,
) =>
  createRoute({
    method: 'post',
    path,
    tags: [tag],
    middleware: [serverAuth(['api', scope] as const, 'campaigns:write')],
    request: jsonBody(schema),
    responses: { 202: jsonAnswer(description, asyncActionScheduledSchema), ...errorResponses(400, 401, 403, 413) },
  });

const vouchersImportRoute = scheduling(
  '/v1/vouchers/import',
  'Vouchers',
  'vouchers',
  vouchersImportSchema,
  'The import is scheduled: GET /v1/async-actions/{id} tells its progress and result',
);
const vouchersBulkRoute = scheduling(
  '/v1/vouchers/bulk/async',
  'Vouchers',
  'vouchers',
  vouchersBulkUpdateSchema,
  "Each code's metadata update is scheduled",
);
const vouchersMetadataRoute = scheduling(
  '/v1/vouchers/metadata/async',
  'Vouchers',
  'vouchers',
  vouchersMetadataUpdateSchema,
  'The metadata update of the codes is scheduled',
);
const customersBulkRoute = scheduling(
  '/v1/customers/bulk/async',
  'Customers',
  'customers',
  customersBulkUpdateSchema,
  "Each customer's upsert is scheduled",
);
const customersMetadataRoute = scheduling(
  '/v1/customers/metadata/async',
  'Customers',
  'customers',
  customersMetadataUpdateSchema,
  'The metadata update of the customers is scheduled',
);

/** Registered before POST /v1/vouchers/{code}, which would otherwise take `import` for a code. */
export function registerBulkScheduleRoutes(app: Router) {
  app.openapi(vouchersImportRoute, async (c) => {
    const rows = c.req.valid('json');
    const summary = `Scheduled an import of ${rows.length} vouchers`;
    const id = await queueAsyncAction(c, { type: 'VOUCHERS.IMPORT', rows, summary });
    return c.json({ async_action_id: id }, 202);
  });
  app.openapi(vouchersBulkRoute, async (c) => {
    const rows = c.req.valid('json');
    const summary = `Scheduled a metadata update of ${rows.length} vouchers`;
    const id = await queueAsyncAction(c, { type: 'VOUCHERS.BULK_UPDATE', rows, summary });
    return c.json({ async_action_id: id }, 202);
  });
  app.openapi(vouchersMetadataRoute, async (c) => {
    const { codes, metadata } = c.req.valid('json');
    const rows = codes.map((code) => ({ code, metadata }));
    const summary = `Scheduled a metadata update of ${rows.length} vouchers`;
    const scheduled = { type: 'VOUCHERS.METADATA_UPDATE', rows, summary } as const;
    return c.json({ async_action_id: await queueAsyncAction(c, scheduled) }, 202);
  });
  app.openapi(customersBulkRoute, async (c) => {
    const rows = c.req.valid('json');
    const summary = `Scheduled an update of ${rows.length} customers`;
    const scheduled = { type: 'CUSTOMERS.BULK_UPDATE', rows, summary } as const;
    return c.json({ async_action_id: await queueAsyncAction(c, scheduled) }, 202);
  });
  app.openapi(customersMetadataRoute, async (c) => {
    const { source_ids: sourceIds, metadata } = c.req.valid('json');
    const rows = sourceIds.map((sourceId) => ({ source_id: sourceId, metadata }));
    const summary = `Scheduled a metadata update of ${rows.length} customers`;
    const scheduled = { type: 'CUSTOMERS.METADATA_UPDATE', rows, summary } as const;
    return c.json({ async_action_id: await queueAsyncAction(c, scheduled) }, 202);
  });
}
