import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { exportSchema, transactionExportRequestSchema } from '../../../contract/export.ts';
import { exportCreateRequestSchema } from '../../../contract/export-kinds.ts';
import { presentExport } from '../../operations/exports/present.ts';
import { removeExport, scheduleExport, scheduleTransactionExport } from '../../operations/exports/schedule.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, type Router } from '../openapi.ts';

/** `POST /v1/exports` (every kind), export deletion and a voucher's transaction export. */

const scheduled = {
  200: { description: 'The export, SCHEDULED', content: { 'application/json': { schema: exportSchema } } },
  ...errorResponses(400, 401, 403, 404),
};

const createExportRoute = createRoute({
  method: 'post',
  path: '/v1/exports',
  tags: ['Exports'],
  middleware: [serverAuth(['api', 'exports'], 'exports:create')],
  request: { body: { required: true, content: { 'application/json': { schema: exportCreateRequestSchema } } } },
  responses: scheduled,
});

const deleteExportRoute = createRoute({
  method: 'delete',
  path: '/v1/exports/{exportId}',
  tags: ['Exports'],
  middleware: [serverAuth(['api', 'exports'], 'exports:create')],
  request: { params: z.object({ exportId: z.string() }) },
  responses: {
    204: { description: 'The export and its file are gone; a job still writing it stops' },
    ...errorResponses(401, 403, 404),
  },
});

const voucherTransactionsExportRoute = createRoute({
  method: 'post',
  path: '/v1/vouchers/{code}/transactions/export',
  tags: ['Vouchers'],
  middleware: [serverAuth(['api', 'vouchers'], 'exports:create')],
  request: {
    params: z.object({ code: z.string() }),
    body: { required: true, content: { 'application/json': { schema: transactionExportRequestSchema } } },
  },
  responses: scheduled,
});

/** The dashboard marks its exports with `X-Promodesk-Channel: WEBSITE`. */
export const channelOf = (c: Context<AppEnv>) =>
  c.req.header('x-promodesk-channel') === 'WEBSITE' ? ('WEBSITE' as const) : ('API' as const);

export function registerExportKindRoutes(app: Router) {
  app.openapi(createExportRoute, async (c) => {
    const input = { projectId: projectOf(c), channel: channelOf(c), request: c.req.valid('json') };
    const row = await scheduleExport(dbOf(c), input, actingOf(c));
    return c.json(presentExport(row, c.get('deps').publicUrl), 200);
  });

  app.openapi(deleteExportRoute, async (c) => {
    await removeExport(dbOf(c), projectOf(c), c.req.valid('param').exportId, actingOf(c));
    return c.body(null, 204);
  });

  app.openapi(voucherTransactionsExportRoute, async (c) => {
    const input = {
      projectId: projectOf(c),
      channel: channelOf(c),
      memberId: c.req.valid('param').code,
      campaignId: undefined,
      parameters: c.req.valid('json').parameters,
      anyVoucher: true,
    };
    const row = await scheduleTransactionExport(dbOf(c), input, actingOf(c));
    return c.json(presentExport(row, c.get('deps').publicUrl), 200);
  });
}
