import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ResolvedRedemptionRequest } from '../../../contract/redemption.ts';
import { voucherRedeemRequestSchema, voucherValidationSchema } from '../../../contract/single-redemption.ts';
import { invalidInput } from '../../operations/failures.ts';
import { prepareStackedRequest } from '../../operations/redemptions/evaluate.ts';
import { stackedOfVoucher } from '../../operations/redemptions/single.ts';
import { validateVoucherCode } from '../../operations/validations/validate-voucher.ts';
import { parseBracketQuery } from '../bracket-query.ts';
import { projectNow } from '../clock.ts';
import { dbOf, modelOf, redemptionChannelOf } from '../context.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, type Router } from '../openapi.ts';

const validated = {
  200: {
    description: 'Whether the code applies to the order now: its discount or gift and the calculated order, or why not',
    content: { 'application/json': { schema: voucherValidationSchema } },
  },
  ...errorResponses(400, 401, 403, 404),
};

const validateVoucherRoute = createRoute({
  method: 'post',
  path: '/v1/vouchers/{code}/validate',
  tags: ['Validations'],
  middleware: [serverAuth(['api', 'vouchers'], 'redemptions:redeem')],
  request: {
    params: z.object({ code: z.string().min(1).max(300) }),
    body: { required: false, content: { 'application/json': { schema: voucherRedeemRequestSchema } } },
  },
  responses: validated,
});

/** The query form the client SDK's `validate(code | params)` sends (qs brackets for the nested fields). */
export const clientContextQuery = z.object({
  amount: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  tracking_id: z.string().max(300).optional(),
  session_type: z.literal('LOCK').optional(),
  session_key: z.string().min(1).max(200).optional(),
  session_ttl: z.coerce.number().positive().finite().optional(),
  session_ttl_unit: z.string().max(20).optional(),
});
const clientValidateQuery = clientContextQuery.extend({ code: z.string().min(1).max(300) });

const clientValidateRoute = createRoute({
  method: 'get',
  path: '/client/v1/validate',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_validate'], 'redemptions:redeem')],
  request: { query: clientValidateQuery },
  responses: validated,
});

/** The query's bracket fields (`customer[...]`, `metadata[...]`, `item[i][...]`) as the JSON body would carry them. */
export function bodyOfQuery(url: string, query: z.infer<typeof clientContextQuery>) {
  const search = new URL(url).searchParams;
  const items = parseBracketQuery(search, 'item');
  const order = parseBracketQuery(search, 'order');
  const body = {
    customer: parseBracketQuery(search, 'customer'),
    metadata: parseBracketQuery(search, 'metadata'),
    tracking_id: query.tracking_id,
    order: {
      ...(order && typeof order === 'object' ? order : {}),
      ...(query.amount !== undefined && { amount: query.amount }),
      ...(items !== undefined && { items }),
    },
    ...((query.session_type || query.session_key) && {
      session: {
        type: 'LOCK',
        key: query.session_key,
        ttl: query.session_ttl,
        ttl_unit: query.session_ttl_unit,
      },
    }),
  };
  const parsed = voucherRedeemRequestSchema.safeParse(body);
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

async function validate(c: Context<AppEnv>, code: string, request: ResolvedRedemptionRequest) {
  const db = dbOf(c);
  const projectId = projectOf(c);
  const model = await modelOf(c);
  const stackingRules = await prepareStackedRequest(db, model, projectId, request);
  return validateVoucherCode(
    db,
    { projectId, model, request, stackingRules, at: projectNow(c), channel: redemptionChannelOf(c) },
    code,
  );
}

/** The hosted API's single-code validations, each a one-voucher stacked validation. */
export function registerSingleValidationRoutes(app: Router) {
  app.openapi(validateVoucherRoute, async (c) => {
    const { code } = c.req.valid('param');
    return c.json(await validate(c, code, stackedOfVoucher(code, c.req.valid('json') ?? {})), 200);
  });
  app.openapi(clientValidateRoute, async (c) => {
    const query = c.req.valid('query');
    return c.json(await validate(c, query.code, stackedOfVoucher(query.code, bodyOfQuery(c.req.url, query))), 200);
  });
}
