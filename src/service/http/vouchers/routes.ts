import { createRoute, z } from '@hono/zod-openapi';
import {
  loyaltyTransactionListQuerySchema,
  loyaltyTransactionListSchema,
} from '../../../contract/loyalty-transaction.ts';
import {
  loyaltyMemberListSchema,
  voucherListQuerySchema,
  voucherListSchema,
  voucherSchema,
} from '../../../contract/voucher.ts';
import { projectOf, serverAuth } from '../guards/guards.ts';
import { presentVouchers } from '../../operations/vouchers/present.ts';
import { readLoyaltyMembers, readVoucher, readVoucherPage } from '../../operations/vouchers/read.ts';
import { switchVoucher } from '../../operations/vouchers/switch.ts';
import { isHeld } from '../../operations/approvals/gate.ts';
import { heldForApproval } from '../approvals/held.ts';
import { readCardTransactions, readVoucherTransactions } from '../../operations/vouchers/transactions.ts';
import { actingOf, dbOf } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

const ok = <T extends z.ZodType>(description: string, schema: T) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...errorResponses(400, 401, 403, 404),
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/vouchers',
  tags: ['Vouchers'],
  middleware: [serverAuth(['api', 'vouchers'], 'campaigns:read')],
  request: { query: voucherListQuerySchema },
  responses: ok('Vouchers, newest first by default', voucherListSchema),
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/vouchers/{code}',
  tags: ['Vouchers'],
  middleware: [serverAuth(['api', 'vouchers'], 'campaigns:read')],
  request: { params: z.object({ code: z.string() }) },
  responses: ok('A voucher by code', voucherSchema),
});
const switchRoute = (action: 'enable' | 'disable') =>
  createRoute({
    method: 'post',
    path: `/v1/vouchers/{code}/${action}`,
    tags: ['Vouchers'],
    middleware: [serverAuth(['api', 'vouchers'], 'campaigns:write')],
    request: { params: z.object({ code: z.string() }) },
    responses: {
      200: {
        description: `The voucher is ${action}d; the answer is the voucher, as the hosted API's`,
        content: { 'application/json': { schema: voucherSchema } },
      },
      ...errorResponses(401, 403, 404),
      ...(action === 'enable' && heldForApproval),
    },
  });
const membersRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/members',
  tags: ['Loyalties'],
  middleware: [serverAuth(['api', 'loyalties'], 'campaigns:read')],
  request: { params: z.object({ campaignId: z.string() }), query: voucherListQuerySchema.omit({ campaign_id: true }) },
  responses: ok("A loyalty campaign's cards", loyaltyMemberListSchema),
});
const transactionsRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/members/{memberId}/transactions',
  tags: ['Loyalties'],
  middleware: [serverAuth(['api', 'loyalties'], 'campaigns:read')],
  request: {
    params: z.object({ campaignId: z.string(), memberId: z.string() }),
    query: loyaltyTransactionListQuerySchema,
  },
  responses: ok("A loyalty card's transactions, newest first", loyaltyTransactionListSchema),
});
/** The same list without the program on the path (the card's code is unique in the project). */
const memberTransactionsRoute = createRoute({
  ...transactionsRoute,
  path: '/v1/loyalties/members/{memberId}/transactions',
  request: { ...transactionsRoute.request, params: z.object({ memberId: z.string() }) },
});
const voucherTransactionsRoute = createRoute({
  method: 'get',
  path: '/v1/vouchers/{code}/transactions',
  tags: ['Vouchers'],
  middleware: [serverAuth(['api', 'vouchers'], 'campaigns:read')],
  request: { params: z.object({ code: z.string() }), query: loyaltyTransactionListQuerySchema },
  responses: ok(
    "A loyalty card's point transactions or a gift card's credit movements, newest first, each with the balance after it",
    loyaltyTransactionListSchema,
  ),
});
export function registerVoucherRoutes(app: Router) {
  app.openapi(voucherTransactionsRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { data, hasMore } = await readVoucherTransactions(dbOf(c), projectOf(c), code, c.req.valid('query'));
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, has_more: hasMore }, 200);
  });
  app.openapi(listRoute, async (c) => {
    const page = await readVoucherPage(dbOf(c), projectOf(c), c.req.valid('query'));
    return c.json(
      { object: 'list' as const, data_ref: 'vouchers' as const, vouchers: presentVouchers(page), total: page.total },
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const [voucher] = presentVouchers(await readVoucher(dbOf(c), projectOf(c), c.req.valid('param').code));
    return c.json(voucher!, 200);
  });

  for (const [route, active] of [
    [switchRoute('enable'), true],
    [switchRoute('disable'), false],
  ] as const) {
    app.openapi(route, async (c) => {
      const switched = await switchVoucher(dbOf(c), projectOf(c), c.req.valid('param').code, active, actingOf(c));
      if (isHeld(switched)) return c.json(switched.held, 202);
      return c.json(switched, 200);
    });
  }

  app.openapi(membersRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const page = await readLoyaltyMembers(dbOf(c), projectOf(c), campaignId, c.req.valid('query'));
    return c.json(
      { object: 'list' as const, data_ref: 'vouchers' as const, vouchers: presentVouchers(page), total: page.total },
      200,
    );
  });

  for (const route of [memberTransactionsRoute, transactionsRoute])
    app.openapi(route, async (c) => {
      const { data, hasMore } = await readCardTransactions(dbOf(c), {
        projectId: projectOf(c),
        ...c.req.valid('param'),
        ...c.req.valid('query'),
      });
      return c.json({ object: 'list' as const, data_ref: 'data' as const, data, has_more: hasMore }, 200);
    });
}
