import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { CampaignType } from '../../../contract/campaign.ts';
import {
  campaignTransactionExportRequestSchema,
  exportSchema,
  programTransactionExportRequestSchema,
} from '../../../contract/export.ts';
import {
  campaignTransactionFiltersSchema,
  campaignTransactionListQuerySchema,
  campaignTransactionListSchema,
  programTransactionListSchema,
} from '../../../contract/loyalty-transaction.ts';
import { ledgerCampaignTypes, readCampaignTransactions } from '../../operations/campaigns/transactions.ts';
import { presentExport } from '../../operations/exports/present.ts';
import { scheduleCampaignTransactionExport } from '../../operations/exports/schedule.ts';
import { invalidInput } from '../../operations/failures.ts';
import { parseBracketQuery } from '../bracket-query.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { channelOf } from '../exports/kind-routes.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/**
 * The transactions of every card of a campaign (gift cards' credits, loyalty cards' points) and their export, on the
 * campaign paths and, for loyalty programs alone, on the legacy loyalty paths.
 */

const params = z.object({ campaignId: z.string().min(1).max(200) });

const paths = [
  {
    base: '/v1/campaigns/{campaignId}',
    tags: ['Campaigns'],
    scopes: ['api', 'campaigns'] as const,
    types: ledgerCampaignTypes,
    list: campaignTransactionListSchema,
    body: campaignTransactionExportRequestSchema,
    cards: 'gift cards or loyalty cards',
  },
  {
    base: '/v1/loyalties/{campaignId}',
    tags: ['Loyalties'],
    scopes: ['api', 'loyalties'] as const,
    types: ['LOYALTY_PROGRAM'] satisfies CampaignType[],
    list: programTransactionListSchema,
    body: programTransactionExportRequestSchema,
    cards: 'loyalty cards',
  },
];

function readFilters(c: Context<AppEnv>) {
  const raw = parseBracketQuery(new URL(c.req.url).searchParams, 'filters');
  if (raw === undefined) return undefined;
  const parsed = campaignTransactionFiltersSchema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error, 'filters');
  return parsed.data;
}

export function registerCampaignTransactionRoutes(app: Router) {
  for (const path of paths) {
    const listRoute = createRoute({
      method: 'get',
      path: `${path.base}/transactions`,
      tags: path.tags,
      middleware: [serverAuth(path.scopes, 'campaigns:read')],
      request: { params, query: campaignTransactionListQuerySchema },
      responses: {
        200: jsonAnswer(
          `The transactions of the campaign's ${path.cards}, newest first unless \`order\` says otherwise; none for another campaign type`,
          path.list,
        ),
        ...errorResponses(400, 401, 403, 404),
      },
    });
    const exportRoute = createRoute({
      method: 'post',
      path: `${path.base}/transactions/export`,
      tags: path.tags,
      middleware: [serverAuth(path.scopes, 'exports:create')],
      request: { params, ...jsonBody(path.body) },
      responses: {
        200: jsonAnswer(`An export of the transactions of the campaign's ${path.cards}, SCHEDULED`, exportSchema),
        ...errorResponses(400, 401, 403, 404),
      },
    });

    app.openapi(listRoute, async (c) => {
      const query = { ...c.req.valid('query'), filters: readFilters(c) };
      const input = { projectId: projectOf(c), campaignId: c.req.valid('param').campaignId, types: path.types };
      return c.json(await readCampaignTransactions(dbOf(c), input, query), 200);
    });

    app.openapi(exportRoute, async (c) => {
      const input = {
        projectId: projectOf(c),
        channel: channelOf(c),
        campaignId: c.req.valid('param').campaignId,
        types: path.types,
        parameters: c.req.valid('json').parameters,
      };
      const row = await scheduleCampaignTransactionExport(dbOf(c), input, actingOf(c));
      return c.json(presentExport(row, c.get('deps').publicUrl), 200);
    });
  }
}
