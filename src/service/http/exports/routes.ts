import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  exportSchema,
  transactionExportRequestSchema,
  type Export,
  type TransactionExportParameters,
} from '../../../contract/export.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { chargeAddress } from '../../auth/rate-limit.ts';
import { sameSecret } from '../../auth/secrets.ts';
import { randomText, newId } from '../../ids.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { findExport, insertExport, type ExportRow } from '../../store/repositories/exports.ts';
import type { StoredExportParameters } from '../../store/schema/activity.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { dbOf, now } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { ApiFailure, notFound } from '../../operations/failures.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { iso } from '../../operations/present-common.ts';
import { streamExportCsv } from './csv-stream.ts';

const body = { body: { required: true, content: { 'application/json': { schema: transactionExportRequestSchema } } } };
const exportResponses = {
  200: { description: 'The export, SCHEDULED', content: { 'application/json': { schema: exportSchema } } },
  ...errorResponses(400, 401, 403, 404),
};
const loyaltyAuth = [serverAuth(['api', 'loyalties'])];

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

/** With `?token=` the link in `result.url` downloads the CSV (the token authenticates it); otherwise app keys read the export. */
const downloadOrServerAuth = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  const token = c.req.query('token');
  if (token === undefined) return serverAuth(['api', 'exports'])(c, next);
  // A download by token is public: it spends the caller's address budget.
  chargeAddress(c);
  const exportId = c.req.param('exportId') ?? '';
  const row = await findExport(dbOf(c), undefined, exportId);
  if (!row || !sameSecret(token, row.downloadToken)) throw notFound('export', exportId);
  if (row.status !== 'DONE') {
    throw new ApiFailure({
      status: 404,
      key: 'not_found',
      message: 'Resource not found',
      details: `The export ${exportId} is ${row.status}; its file is not ready yet`,
      resource_id: exportId,
      resource_type: 'export',
    });
  }
  const { card_id, ...parameters } = row.parameters;
  return streamExportCsv(c, dbOf(c), row, card_id, parameters);
};

const getExportRoute = createRoute({
  method: 'get',
  path: '/v1/exports/{exportId}',
  tags: ['Exports'],
  middleware: [downloadOrServerAuth],
  request: { params: z.object({ exportId: z.string() }), query: z.object({ token: z.string().optional() }) },
  responses: {
    200: {
      description: 'The export (JSON), or its CSV when `token` is given',
      content: { 'application/json': { schema: exportSchema }, 'text/plain': { schema: z.string() } },
    },
    ...errorResponses(401, 403, 404),
  },
});

/** `result.url` starts with the configured public URL, never with the request's Host (which a client chooses). */
function presentExport(row: ExportRow, publicUrl: string): Export {
  const { card_id: _id, card_code: code, ...parameters } = row.parameters;
  return {
    id: row.id,
    object: 'export',
    created_at: iso(row.createdAt),
    status: row.status,
    channel: row.channel,
    exported_object: 'voucher_transactions',
    parameters: { ...parameters, filters: { ...parameters.filters, voucher_id: { conditions: { $in: [code] } } } },
    result: row.status === 'DONE' ? { url: `${publicUrl}/v1/exports/${row.id}?token=${row.downloadToken}` } : null,
    user_id: row.userId,
    ...(row.status === 'ERROR' && row.error ? { error: { message: row.error } } : {}),
  };
}

async function scheduleExport(
  c: Context<AppEnv>,
  memberId: string,
  campaignId: string | undefined,
  parameters: TransactionExportParameters | undefined,
) {
  const db = dbOf(c);
  const projectId = projectOf(c);
  if (campaignId && !(await findCampaign(db, projectId, campaignId))) throw notFound('campaign', campaignId);
  const card = await findVoucherByCode(db, projectId, memberId);
  if (!card || card.type !== 'LOYALTY_CARD' || (campaignId && card.campaignId !== campaignId))
    throw notFound('voucher', memberId);
  const stored: StoredExportParameters = { ...parameters, card_id: card.id, card_code: card.code };
  const row = await insertExport(db, {
    id: newId('exp_'),
    projectId,
    status: 'SCHEDULED',
    channel: c.req.header('x-promodesk-channel') === 'WEBSITE' ? 'WEBSITE' : 'API',
    exportedObject: 'voucher_transactions',
    parameters: stored,
    downloadToken: randomText(40),
    createdAt: now(c),
  });
  return presentExport(row, c.get('deps').publicUrl);
}

export function registerExportRoutes(app: Router) {
  app.openapi(memberExportRoute, async (c) =>
    c.json(await scheduleExport(c, c.req.valid('param').memberId, undefined, c.req.valid('json').parameters), 200),
  );
  app.openapi(campaignMemberExportRoute, async (c) => {
    const { campaignId, memberId } = c.req.valid('param');
    return c.json(await scheduleExport(c, memberId, campaignId, c.req.valid('json').parameters), 200);
  });

  app.openapi(getExportRoute, async (c) => {
    const { exportId } = c.req.valid('param');
    const row = await findExport(dbOf(c), projectOf(c), exportId);
    if (!row) throw notFound('export', exportId);
    return c.json(presentExport(row, c.get('deps').publicUrl), 200);
  });
}
