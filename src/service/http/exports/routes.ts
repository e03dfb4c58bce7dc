import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import {
  exportSchema,
  transactionExportRequestSchema,
  type TransactionExportParameters,
  exportListQuerySchema,
  exportListSchema,
} from '../../../contract/export.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { chargeAddress, limitByAddress } from '../guards/rate-limit.ts';
import { sameSecret } from '../../secrets/secrets.ts';
import { presentExport } from '../../operations/exports/present.ts';
import {
  downloadableExport,
  exportCsvChunks,
  readExport,
  readExportPage,
  scheduleTransactionExport,
} from '../../operations/exports/schedule.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { sendChunks } from '../download.ts';

const body = { body: { required: true, content: { 'application/json': { schema: transactionExportRequestSchema } } } };
const exportResponses = {
  200: { description: 'The export, SCHEDULED', content: { 'application/json': { schema: exportSchema } } },
  ...errorResponses(400, 401, 403, 404),
};
const loyaltyAuth = [serverAuth(['api', 'loyalties'], 'exports:create')];

const memberExportRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/members/{memberId}/transactions/export',
  tags: ['Loyalties'],
  middleware: loyaltyAuth,
  request: { params: z.object({ memberId: z.string() }), ...body },
  responses: exportResponses,
});
const campaignMemberExportRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/{campaignId}/members/{memberId}/transactions/export',
  tags: ['Loyalties'],
  middleware: loyaltyAuth,
  request: { params: z.object({ campaignId: z.string(), memberId: z.string() }), ...body },
  responses: exportResponses,
});

const readAuth = serverAuth(['api', 'exports'], 'campaigns:read');

const listExportsRoute = createRoute({
  method: 'get',
  path: '/v1/exports',
  tags: ['Exports'],
  middleware: [readAuth],
  request: { query: exportListQuerySchema },
  responses: {
    200: {
      description: "The project's exports, newest first unless `order` says otherwise",
      content: { 'application/json': { schema: exportListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

async function download(c: Context<AppEnv>, exportId: string, token: string) {
  const row = await downloadableExport(dbOf(c), exportId, (stored) => sameSecret(token, stored));
  return sendChunks(c, exportCsvChunks(dbOf(c), row), {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="${row.id}.csv"`,
  });
}

/**
 * `GET /v1/exports/{id}?token=…` is the hosted download (`result.url`; the official clients' `downloadExport` asks
 * there): the token authenticates it (no keys; it spends the caller's address budget; an empty or wrong token is a
 * 401), and the CSV is answered here. Without a token the route answers the export's JSON, which needs keys.
 */
const downloadByToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.query('token');
  if (token === undefined) return readAuth(c, next);
  chargeAddress(c);
  return download(c, c.req.param('exportId')!, token);
};
const params = z.object({ exportId: z.string() });

const getExportRoute = createRoute({
  method: 'get',
  path: '/v1/exports/{exportId}',
  tags: ['Exports'],
  middleware: [downloadByToken],
  request: { params, query: z.object({ token: z.string().optional() }) },
  responses: {
    200: {
      description: 'The export (`result.url` is set once it is DONE); with `token`, its CSV (text/plain), streamed',
      content: { 'application/json': { schema: exportSchema }, 'text/plain': { schema: z.string() } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

/** The same download at a path of its own (the links handed out before `result.url` named the hosted path). */
const downloadRoute = createRoute({
  method: 'get',
  path: '/v1/exports/{exportId}/download',
  tags: ['Exports'],
  middleware: [limitByAddress],
  request: { params, query: z.object({ token: z.string() }) },
  responses: {
    200: { description: 'The CSV (text/plain), streamed' },
    ...errorResponses(400, 401, 404),
  },
});

/** Both scheduling paths: the dashboard marks its exports with `X-Promodesk-Channel: WEBSITE`. */
async function schedule(
  c: Context<AppEnv>,
  memberId: string,
  campaignId: string | undefined,
  parameters: TransactionExportParameters | undefined,
) {
  const row = await scheduleTransactionExport(
    dbOf(c),
    {
      projectId: projectOf(c),
      memberId,
      campaignId,
      parameters,
      channel: c.req.header('x-promodesk-channel') === 'WEBSITE' ? 'WEBSITE' : 'API',
    },
    actingOf(c),
  );
  return presentExport(row, c.get('deps').publicUrl);
}

export function registerExportRoutes(app: Router) {
  app.openapi(memberExportRoute, async (c) =>
    c.json(await schedule(c, c.req.valid('param').memberId, undefined, c.req.valid('json').parameters), 200),
  );
  app.openapi(campaignMemberExportRoute, async (c) => {
    const { campaignId, memberId } = c.req.valid('param');
    return c.json(await schedule(c, memberId, campaignId, c.req.valid('json').parameters), 200);
  });

  app.openapi(listExportsRoute, async (c) => {
    const { rows, total } = await readExportPage(dbOf(c), projectOf(c), c.req.valid('query'));
    const publicUrl = c.get('deps').publicUrl;
    return c.json(
      {
        object: 'list' as const,
        data_ref: 'exports' as const,
        exports: rows.map((row) => presentExport(row, publicUrl)),
        total,
      },
      200,
    );
  });

  app.openapi(getExportRoute, async (c) => {
    const row = await readExport(dbOf(c), projectOf(c), c.req.valid('param').exportId);
    return c.json(presentExport(row, c.get('deps').publicUrl), 200);
  });

  app.openapi(downloadRoute, async (c) => download(c, c.req.valid('param').exportId, c.req.valid('query').token));
}
