import { createRoute, z } from '@hono/zod-openapi';
import {
  singleRedemptionSchema,
  tierRedeemRequestSchema,
  voucherRedeemRequestSchema,
  voucherRedemptionsSchema,
} from '../../../contract/single-redemption.ts';
import { readVoucherRedemptions } from '../../operations/redemptions/history.ts';
import { singleRedemptionOf, stackedOfTier, stackedOfVoucher } from '../../operations/redemptions/single.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { redeemStacked } from './routes.ts';

const codeParam = z.object({ code: z.string().min(1).max(300) });
const trackingQuery = z.object({ tracking_id: z.string().max(300).optional() });
const voucherBody = {
  body: { required: false, content: { 'application/json': { schema: voucherRedeemRequestSchema } } },
};
const redeemed = {
  200: {
    description: 'The redemption: the one redeemable of a stacked redemption, with its voucher or tier and order',
    content: { 'application/json': { schema: singleRedemptionSchema } },
  },
  ...errorResponses(400, 401, 403, 404),
};

const redeemVoucherRoute = createRoute({
  method: 'post',
  path: '/v1/vouchers/{code}/redemption',
  tags: ['Redemptions'],
  middleware: [serverAuth(['api', 'vouchers'], 'redemptions:redeem')],
  request: { params: codeParam, query: trackingQuery, ...voucherBody },
  responses: redeemed,
});

const voucherRedemptionsRoute = createRoute({
  method: 'get',
  path: '/v1/vouchers/{code}/redemption',
  tags: ['Redemptions'],
  middleware: [serverAuth(['api', 'vouchers'], 'campaigns:read')],
  request: { params: codeParam },
  responses: {
    200: {
      description: "The code's quantity, redeemed quantity and latest redemptions, newest first",
      content: { 'application/json': { schema: voucherRedemptionsSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const redeemTierRoute = createRoute({
  method: 'post',
  path: '/v1/promotions/tiers/{promotionTierId}/redemption',
  tags: ['Redemptions'],
  middleware: [serverAuth(['api', 'promotions'], 'redemptions:redeem')],
  request: {
    params: z.object({ promotionTierId: z.string().min(1).max(100) }),
    body: { required: false, content: { 'application/json': { schema: tierRedeemRequestSchema } } },
  },
  responses: redeemed,
});

const clientRedeemRoute = createRoute({
  method: 'post',
  path: '/client/v1/redeem',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_redeem'], 'redemptions:redeem')],
  request: { query: trackingQuery.extend({ code: z.string().min(1).max(300) }), ...voucherBody },
  responses: redeemed,
});

/** The hosted API's single-code redemptions (scopes named after the path's resource, as for every route), each a one-redeemable stacked redemption on the one engine. */
export function registerSingleRedemptionRoutes(app: Router) {
  app.openapi(redeemVoucherRoute, async (c) => {
    const request = stackedOfVoucher(
      c.req.valid('param').code,
      c.req.valid('json') ?? {},
      c.req.valid('query').tracking_id,
    );
    return c.json(singleRedemptionOf(await redeemStacked(c, request)), 200);
  });
  app.openapi(clientRedeemRoute, async (c) => {
    const { code, tracking_id } = c.req.valid('query');
    const request = stackedOfVoucher(code, c.req.valid('json') ?? {}, tracking_id);
    return c.json(singleRedemptionOf(await redeemStacked(c, request)), 200);
  });
  app.openapi(redeemTierRoute, async (c) => {
    const request = stackedOfTier(c.req.valid('param').promotionTierId, c.req.valid('json') ?? {});
    return c.json(singleRedemptionOf(await redeemStacked(c, request)), 200);
  });
  app.openapi(voucherRedemptionsRoute, async (c) =>
    c.json(await readVoucherRedemptions(dbOf(c), projectOf(c), c.req.valid('param').code), 200),
  );
}
