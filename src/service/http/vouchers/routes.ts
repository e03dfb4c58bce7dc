import { createRoute, z } from '@hono/zod-openapi';
import { customerSchema } from '../../../contract/customer.ts';
import {
  loyaltyMemberListSchema,
  voucherListQuerySchema,
  voucherListSchema,
  voucherSchema,
} from '../../../contract/voucher.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { findCampaign } from '../../store/repositories/campaigns.ts';
import { customerSummary } from '../../store/repositories/customer-summary.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { referredCustomers } from '../../store/repositories/loyalty.ts';
import { pageVouchers } from '../../store/repositories/voucher-reads.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import { dbOf } from '../context.ts';
import { notFound } from '../../operations/failures.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { iso } from '../../operations/present-common.ts';
import { presentVouchers } from '../../operations/vouchers/present.ts';

const ok = <T extends z.ZodType>(description: string, schema: T) => ({
  200: { description, content: { 'application/json': { schema } } },
  ...errorResponses(400, 401, 403, 404),
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/vouchers',
  tags: ['Vouchers'],
  middleware: [serverAuth(['api', 'vouchers'])],
  request: { query: voucherListQuerySchema },
  responses: ok('Vouchers, newest first by default', voucherListSchema),
});
const getRoute = createRoute({
  method: 'get',
  path: '/v1/vouchers/{code}',
  tags: ['Vouchers'],
  middleware: [serverAuth(['api', 'vouchers'])],
  request: { params: z.object({ code: z.string() }) },
  responses: ok('A voucher by code', voucherSchema),
});
const membersRoute = createRoute({
  method: 'get',
  path: '/v1/loyalties/{campaignId}/members',
  tags: ['Loyalties'],
  middleware: [serverAuth(['api', 'loyalties'])],
  request: { params: z.object({ campaignId: z.string() }), query: voucherListQuerySchema.omit({ campaign_id: true }) },
  responses: ok("A loyalty campaign's cards", loyaltyMemberListSchema),
});
const customerRoute = createRoute({
  method: 'get',
  path: '/v1/customers/{customerId}',
  tags: ['Customers'],
  middleware: [serverAuth(['api', 'customers'])],
  request: { params: z.object({ customerId: z.string() }) },
  responses: ok('A customer by id or source_id', customerSchema),
});

export function registerVoucherRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const { rows, total } = await pageVouchers(dbOf(c), projectOf(c), c.req.valid('query'));
    return c.json(
      { object: 'list' as const, data_ref: 'vouchers' as const, vouchers: await presentVouchers(dbOf(c), rows), total },
      200,
    );
  });

  app.openapi(getRoute, async (c) => {
    const { code } = c.req.valid('param');
    const row = await findVoucherByCode(dbOf(c), projectOf(c), code);
    if (!row) throw notFound('voucher', code);
    const [voucher] = await presentVouchers(dbOf(c), [row]);
    return c.json(voucher!, 200);
  });

  app.openapi(membersRoute, async (c) => {
    const { campaignId } = c.req.valid('param');
    const campaign = await findCampaign(dbOf(c), projectOf(c), campaignId);
    if (!campaign) throw notFound('campaign', campaignId);
    const { rows, total } = await pageVouchers(dbOf(c), projectOf(c), {
      ...c.req.valid('query'),
      campaign_id: campaignId,
      type: 'LOYALTY_CARD',
    });
    return c.json(
      { object: 'list' as const, data_ref: 'data' as const, data: await presentVouchers(dbOf(c), rows), total },
      200,
    );
  });

  app.openapi(customerRoute, async (c) => {
    const { customerId } = c.req.valid('param');
    const row = await findCustomer(dbOf(c), projectOf(c), customerId);
    if (!row) throw notFound('customer', customerId);
    const summary = await customerSummary(dbOf(c), row.id);
    return c.json(
      {
        id: row.id,
        source_id: row.sourceId,
        name: row.name,
        email: row.email,
        phone: row.phone,
        birthdate: row.birthdate,
        address: row.address,
        metadata: row.metadata,
        summary: { redemptions: summary.redemptions, orders: summary.orders },
        loyalty: { points: summary.loyaltyPoints, referred_customers: await referredCustomers(dbOf(c), row.id) },
        created_at: iso(row.createdAt),
        updated_at: row.updatedAt ? iso(row.updatedAt) : null,
        object: 'customer' as const,
      },
      200,
    );
  });
}
