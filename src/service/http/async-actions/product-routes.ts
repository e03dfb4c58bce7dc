import { createRoute } from '@hono/zod-openapi';
import {
  asyncActionScheduledSchema,
  csvUploadSchema,
  productsBulkUpdateSchema,
  productsMetadataUpdateSchema,
} from '../../../contract/async-action.ts';
import { productCsvFormat, skuCsvFormat } from '../../domain/csv-imports.ts';
import { queueAsyncAction } from './queue.ts';
import { serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/*
 * The product catalog's bulk requests, as the other types' (bulk-routes.ts, import-routes.ts): checked here, applied
 * row by row by the async action worker. The official statuses: 202 for the JSON requests, 200 for the files.
 */

const productsAuth = [serverAuth(['api', 'products'] as const, 'campaigns:write')];
// The interface spells the SKU scope `SKUs` on every /v1/skus route (see the auth matrix).
const skusAuth = [serverAuth(['api', 'SKUs'] as const, 'campaigns:write')];
const formBody = { body: { required: true, content: { 'multipart/form-data': { schema: csvUploadSchema } } } };
const scheduled = (description: string) => jsonAnswer(description, asyncActionScheduledSchema);
const refusals = errorResponses(400, 401, 403, 413);

const bulkRoute = createRoute({
  method: 'post',
  path: '/v1/products/bulk/async',
  tags: ['Products'],
  middleware: productsAuth,
  request: jsonBody(productsBulkUpdateSchema),
  responses: { 202: scheduled("Each product's upsert is scheduled"), ...refusals },
});
const metadataRoute = createRoute({
  method: 'post',
  path: '/v1/products/metadata/async',
  tags: ['Products'],
  middleware: productsAuth,
  request: jsonBody(productsMetadataUpdateSchema),
  responses: { 202: scheduled('The metadata update of the products is scheduled'), ...refusals },
});
const productsCsvRoute = createRoute({
  method: 'post',
  path: '/v1/products/importCSV',
  tags: ['Products'],
  middleware: productsAuth,
  request: formBody,
  responses: { 200: scheduled('The import is scheduled'), ...refusals },
});
const skusCsvRoute = createRoute({
  method: 'post',
  path: '/v1/skus/importCSV',
  tags: ['Products'],
  middleware: skusAuth,
  request: formBody,
  responses: { 200: scheduled('The import is scheduled: import the products first'), ...refusals },
});

export function registerProductScheduleRoutes(app: Router) {
  app.openapi(bulkRoute, async (c) => {
    const rows = c.req.valid('json');
    const summary = `Scheduled an update of ${rows.length} products`;
    const id = await queueAsyncAction(c, { type: 'PRODUCTS.BULK_UPDATE', rows, summary });
    return c.json({ async_action_id: id }, 202);
  });
  app.openapi(metadataRoute, async (c) => {
    const { source_ids: sourceIds, metadata } = c.req.valid('json');
    const rows = sourceIds.map((sourceId) => ({ source_id: sourceId, metadata }));
    const summary = `Scheduled a metadata update of ${rows.length} products`;
    const id = await queueAsyncAction(c, { type: 'PRODUCTS.METADATA_UPDATE', rows, summary });
    return c.json({ async_action_id: id }, 202);
  });
  app.openapi(productsCsvRoute, async (c) => {
    const file = c.req.valid('form').file.stream();
    const summary = 'Scheduled a CSV import of products';
    const action = { type: 'PRODUCTS.IMPORT_CSV', file, format: productCsvFormat, summary } as const;
    return c.json({ async_action_id: await queueAsyncAction(c, action) }, 200);
  });
  app.openapi(skusCsvRoute, async (c) => {
    const file = c.req.valid('form').file.stream();
    const summary = 'Scheduled a CSV import of SKUs';
    const action = { type: 'SKUS.IMPORT_CSV', file, format: skuCsvFormat, summary } as const;
    return c.json({ async_action_id: await queueAsyncAction(c, action) }, 200);
  });
}
