import { createRoute } from '@hono/zod-openapi';
import {
  qualificationQuerySchema,
  qualificationRequestSchema,
  qualificationResponseSchema,
} from '../../../contract/qualification.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { iso } from '../../operations/present-common.ts';
import { qualify } from '../../operations/qualification/qualify.ts';
import { qualifyVouchers } from '../../operations/qualification/vouchers.ts';
import { prepareStackedRequest } from '../../operations/redemptions/evaluate.ts';
import {
  voucherQualificationQuerySchema,
  voucherQualificationSchema,
} from '../../../contract/voucher-qualification.ts';
import { dbOf, modelOf } from '../context.ts';
import { projectNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';

const route = createRoute({
  method: 'post',
  path: '/v1/campaigns/qualification',
  tags: ['Campaigns'],
  middleware: [serverAuth(['api', 'campaigns'], 'campaigns:read')],
  request: {
    query: qualificationQuerySchema,
    body: { required: false, content: { 'application/json': { schema: qualificationRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Campaigns valid and active for the customer and order',
      content: { 'application/json': { schema: qualificationResponseSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const vouchersRoute = createRoute({
  method: 'post',
  path: '/v1/vouchers/qualification',
  tags: ['Vouchers'],
  middleware: [serverAuth(['api', 'vouchers'], 'campaigns:read')],
  request: {
    query: voucherQualificationQuerySchema,
    body: { required: false, content: { 'application/json': { schema: qualificationRequestSchema } } },
  },
  responses: {
    200: {
      description: 'Generic codes valid and active for the customer and order (deprecated by the hosted API)',
      content: { 'application/json': { schema: voucherQualificationSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function registerQualificationRoutes(app: Router) {
  app.openapi(vouchersRoute, async (c) => {
    const db = dbOf(c);
    const projectId = projectOf(c);
    const model = await modelOf(c);
    const body = c.req.valid('json') ?? {};
    const stackingRules = await prepareStackedRequest(db, model, projectId, { ...body, redeemables: [] });
    const query = c.req.valid('query');
    return c.json(await qualifyVouchers(db, { projectId, model, body, query, stackingRules, at: projectNow(c) }), 200);
  });

  app.openapi(route, async (c) => {
    const answer = await qualify(dbOf(c), await modelOf(c), {
      projectId: projectOf(c),
      at: projectNow(c),
      body: c.req.valid('json') ?? {},
      query: c.req.valid('query'),
    });
    return c.json(
      {
        object: 'list' as const,
        data_ref: 'data' as const,
        data: answer.campaigns,
        total: answer.total,
        id: answer.id,
        created_at: iso(answer.createdAt),
        tracking_id: answer.trackingId,
      },
      200,
    );
  });
}
