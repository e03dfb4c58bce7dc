import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { exportSchema } from '../../../contract/export.ts';
import { pointsExpirationExportRequestSchema } from '../../../contract/export-kinds.ts';
import {
  pendingPointsActivatedSchema,
  pendingPointsAdjustedSchema,
  pendingPointsAdjustmentSchema,
  pendingPointsListQuerySchema,
  pendingPointsListSchema,
  pointsExpirationListSchema,
  pointsExpirationQuerySchema,
} from '../../../contract/points-buckets.ts';
import {
  activateMemberPendingPoints,
  adjustMemberPendingPoints,
  cancelMemberPendingPoints,
  readPendingPoints,
  readPointsExpiration,
  schedulePointsExpirationExport,
} from '../../operations/loyalties/points-buckets.ts';
import { presentExport } from '../../operations/exports/present.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

const tags = ['Loyalties'];
const scopes = ['api', 'loyalties'] as const;
const readAuth = [serverAuth(scopes, 'campaigns:read')];
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const pendingParams = z.object({ memberId: z.string(), pendingPointsId: z.string() });

const pointsExpirationRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/members/{memberId}/points-expiration',
  tags,
  middleware: readAuth,
  request: { params: z.object({ campaignId: z.string(), memberId: z.string() }), query: pointsExpirationQuerySchema },
  responses: {
    200: jsonAnswer("A member's points that will expire, soonest first", pointsExpirationListSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const pendingListRoute = (path: string, params: z.ZodObject, description: string) =>
  createRoute({
    method: 'get',
    path,
    tags,
    middleware: readAuth,
    request: { params, query: pendingPointsListQuerySchema },
    responses: { 200: jsonAnswer(description, pendingPointsListSchema), ...errorResponses(400, 401, 403, 404) },
  });
const campaignPendingRoute = pendingListRoute(
  '/v1/loyalties/{campaignId}/pending-points',
  z.object({ campaignId: z.string() }),
  "A program's pending points",
);
const campaignMemberPendingRoute = pendingListRoute(
  '/v1/loyalties/{campaignId}/members/{memberId}/pending-points',
  z.object({ campaignId: z.string(), memberId: z.string() }),
  "A program member's pending points",
);
const memberPendingRoute = pendingListRoute(
  '/v1/loyalties/members/{memberId}/pending-points',
  z.object({ memberId: z.string() }),
  "A member's pending points",
);
const activateRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/activate',
  tags,
  middleware: writeAuth,
  request: { params: pendingParams },
  responses: {
    200: jsonAnswer('The pending points are in the balance now', pendingPointsActivatedSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});
const cancelRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/cancel',
  tags,
  middleware: writeAuth,
  request: { params: pendingParams },
  responses: {
    204: { description: 'The pending points will never reach the balance' },
    ...errorResponses(400, 401, 403, 404),
  },
});
const adjustRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/members/{memberId}/pending-points/{pendingPointsId}/balance',
  tags,
  middleware: writeAuth,
  request: { params: pendingParams, ...jsonBody(pendingPointsAdjustmentSchema) },
  responses: {
    200: jsonAnswer('The pending points after the change', pendingPointsAdjustedSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

const exportRoute = createRoute({
  method: 'post',
  path: '/v1/loyalties/{campaignId}/points-expiration/export',
  tags,
  middleware: [serverAuth(scopes, 'exports:create')],
  request: { params: z.object({ campaignId: z.string() }), ...jsonBody(pointsExpirationExportRequestSchema) },
  responses: { 200: jsonAnswer('The export, SCHEDULED', exportSchema), ...errorResponses(400, 401, 403, 404) },
});

/** Points expiry buckets and pending points of loyalty members. */
export function registerPointsBucketRoutes(app: Router) {
  app.openapi(pointsExpirationRoute, async (c) => {
    const { campaignId, memberId } = c.req.valid('param');
    return c.json(await readPointsExpiration(dbOf(c), projectOf(c), campaignId, memberId, c.req.valid('query')), 200);
  });
  app.openapi(exportRoute, async (c) => {
    const input = {
      projectId: projectOf(c),
      campaignId: c.req.valid('param').campaignId,
      channel: c.req.header('x-promodesk-channel') === 'WEBSITE' ? ('WEBSITE' as const) : ('API' as const),
      parameters: c.req.valid('json').parameters,
    };
    const row = await schedulePointsExpirationExport(dbOf(c), input, actingOf(c));
    return c.json(presentExport(row, c.get('deps').publicUrl), 200);
  });
  for (const route of [campaignPendingRoute, campaignMemberPendingRoute, memberPendingRoute])
    app.openapi(route, async (c) =>
      c.json(await readPendingPoints(dbOf(c), projectOf(c), c.req.valid('param'), c.req.valid('query')), 200),
    );
  const action = (c: Context<AppEnv>, params: z.infer<typeof pendingParams>) => ({
    projectId: projectOf(c),
    ...params,
    acting: actingOf(c),
  });
  app.openapi(activateRoute, async (c) =>
    c.json(await activateMemberPendingPoints(dbOf(c), action(c, c.req.valid('param'))), 200),
  );
  app.openapi(cancelRoute, async (c) => {
    await cancelMemberPendingPoints(dbOf(c), action(c, c.req.valid('param')));
    return c.body(null, 204);
  });
  app.openapi(adjustRoute, async (c) => {
    const change = c.req.valid('json').points;
    return c.json(await adjustMemberPendingPoints(dbOf(c), action(c, c.req.valid('param')), change), 200);
  });
}
