import { createRoute, z } from '@hono/zod-openapi';
import {
  asyncActionScheduledSchema,
  campaignVouchersImportSchema,
  csvUploadSchema,
  ordersImportSchema,
} from '../../../contract/async-action.ts';
import { campaignVoucherCsvFormat, customerCsvFormat, voucherCsvFormat } from '../../domain/csv-imports.ts';
import { liveCampaignIdOf } from '../../operations/campaigns/read.ts';
import { queueAsyncAction } from './queue.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { dbOf } from '../context.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/*
 * The imports: CSV files (multipart, the `file` field, up to `maxCsvUploadBytes`: see `largeUploadPath` in app.ts),
 * checked as CSV while they are stored and read again row by row by the worker, and the JSON imports of a campaign's
 * codes and of orders. The official statuses differ per route (202, or 200 where the document says so).
 */

const vouchersAuth = [serverAuth(['api', 'vouchers'] as const, 'campaigns:write')];
const customersAuth = [serverAuth(['api', 'customers'] as const, 'campaigns:write')];
const campaignsAuth = [serverAuth(['api', 'campaigns'] as const, 'campaigns:write')];
const ordersAuth = [serverAuth(['api', 'orders'] as const, 'campaigns:write')];
const formBody = { body: { required: true, content: { 'multipart/form-data': { schema: csvUploadSchema } } } };
const campaignParams = z.object({ campaignId: z.string() });
const scheduledAnswer = jsonAnswer(
  'The import is scheduled: GET /v1/async-actions/{id} tells its progress and result',
  asyncActionScheduledSchema,
);
const refusals = errorResponses(400, 401, 403, 404, 413);

const vouchersCsvRoute = createRoute({
  method: 'post',
  path: '/v1/vouchers/importCSV',
  tags: ['Vouchers'],
  middleware: vouchersAuth,
  request: formBody,
  responses: { 202: scheduledAnswer, ...refusals },
});
const customersCsvRoute = createRoute({
  method: 'post',
  path: '/v1/customers/importCSV',
  tags: ['Customers'],
  middleware: customersAuth,
  request: formBody,
  responses: { 202: scheduledAnswer, ...refusals },
});
const campaignImportRoute = createRoute({
  method: 'post',
  path: '/v1/campaigns/{campaignId}/import',
  tags: ['Campaigns'],
  middleware: campaignsAuth,
  request: { params: campaignParams, ...jsonBody(campaignVouchersImportSchema) },
  responses: { 202: scheduledAnswer, ...refusals },
});
const campaignCsvRoute = createRoute({
  method: 'post',
  path: '/v1/campaigns/{campaignId}/importCSV',
  tags: ['Campaigns'],
  middleware: campaignsAuth,
  request: { params: campaignParams, ...formBody },
  responses: { 200: scheduledAnswer, ...refusals },
});
const ordersImportRoute = createRoute({
  method: 'post',
  path: '/v1/orders/import',
  tags: ['Orders'],
  middleware: ordersAuth,
  request: jsonBody(ordersImportSchema),
  responses: { 200: scheduledAnswer, ...refusals },
});

/** Registered before POST /v1/vouchers/{code}, which would otherwise take `importCSV` for a code. */
export function registerImportRoutes(app: Router) {
  app.openapi(vouchersCsvRoute, async (c) => {
    const file = c.req.valid('form').file.stream();
    const summary = 'Scheduled a CSV import of vouchers';
    const id = await queueAsyncAction(c, { type: 'VOUCHERS.IMPORT_CSV', file, format: voucherCsvFormat, summary });
    return c.json({ async_action_id: id }, 202);
  });
  app.openapi(customersCsvRoute, async (c) => {
    const file = c.req.valid('form').file.stream();
    const summary = 'Scheduled a CSV import of customers';
    const id = await queueAsyncAction(c, { type: 'CUSTOMERS.IMPORT_CSV', file, format: customerCsvFormat, summary });
    return c.json({ async_action_id: id }, 202);
  });
  app.openapi(campaignImportRoute, async (c) => {
    const campaignId = await liveCampaignIdOf(dbOf(c), projectOf(c), c.req.valid('param').campaignId);
    const rows = c.req.valid('json').map((row) => ({ ...row, campaign_id: campaignId }));
    const summary = `Scheduled an import of ${rows.length} codes into the campaign ${campaignId}`;
    return c.json(
      { async_action_id: await queueAsyncAction(c, { type: 'CAMPAIGN.VOUCHERS_IMPORT', rows, summary }) },
      202,
    );
  });
  app.openapi(campaignCsvRoute, async (c) => {
    const campaignId = await liveCampaignIdOf(dbOf(c), projectOf(c), c.req.valid('param').campaignId);
    const file = c.req.valid('form').file.stream();
    const id = await queueAsyncAction(c, {
      type: 'CAMPAIGN.VOUCHERS_IMPORT_CSV',
      file,
      format: campaignVoucherCsvFormat,
      shared: { campaign_id: campaignId },
      summary: `Scheduled a CSV import of codes into the campaign ${campaignId}`,
    });
    return c.json({ async_action_id: id }, 200);
  });
  app.openapi(ordersImportRoute, async (c) => {
    const rows = c.req.valid('json');
    const summary = `Scheduled an import of ${rows.length} orders`;
    return c.json({ async_action_id: await queueAsyncAction(c, { type: 'ORDERS.IMPORT', rows, summary }) }, 200);
  });
}
