import { createRoute } from '@hono/zod-openapi';
import {
  qualificationQuerySchema,
  qualificationRequestSchema,
  qualificationResponseSchema,
} from '../../../contract/qualification.ts';
import { projectOf, serverAuth } from '../../auth/guards.ts';
import { orderQualified, trackingId } from '../../domain/qualification.ts';
import { newId } from '../../ids.ts';
import { findCampaignsByIds, findCategories } from '../../store/repositories/campaigns.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { insertQualification } from '../../store/repositories/qualifications.ts';
import { presentCampaigns } from '../../operations/campaigns/present.ts';
import { dbOf, now } from '../context.ts';
import { notFound } from '../../operations/failures.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { iso, presentCategory } from '../../operations/present-common.ts';
import { qualifyingCampaigns } from '../../operations/qualification/qualify.ts';

const route = createRoute({
  method: 'post',
  path: '/v1/campaigns/qualification',
  tags: ['Campaigns'],
  middleware: [serverAuth(['api', 'campaigns'])],
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

export function registerQualificationRoutes(app: Router) {
  app.openapi(route, async (c) => {
    const db = dbOf(c);
    const projectId = projectOf(c);
    const at = now(c);
    const query = c.req.valid('query');
    const body = c.req.valid('json') ?? {};

    // A customer named by id must exist; an unknown source_id is evaluated as a new customer but not created,
    // because qualifying is a question, not a purchase.
    const ref = body.customer?.id ?? body.customer?.source_id;
    const customer = ref ? await findCustomer(db, projectId, ref) : undefined;
    if (body.customer?.id && customer?.id !== body.customer.id) throw notFound('customer', body.customer.id);

    const rows = await qualifyingCampaigns(db, {
      projectId,
      customer,
      requestCustomer: body.customer,
      order: body.order,
      audienceOnly: query.audienceRulesOnly ?? false,
      at,
    });
    // Order and limit on light projections first, so only the campaigns answered are fully presented.
    const categories = new Map(
      (await findCategories(db, [...new Set(rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))])).map((c) => [
        c.id,
        c,
      ]),
    );
    const candidates = rows.map((row) => {
      const category = row.categoryId ? categories.get(row.categoryId) : undefined;
      return {
        id: row.id,
        name: row.name,
        campaign_type: row.campaignType,
        created_at: iso(row.createdAt),
        updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
        categories: category ? [presentCategory(category)] : [],
      };
    });
    const answered = orderQualified(candidates, query.order, query.limit);
    const full = new Map(
      (
        await findCampaignsByIds(
          db,
          projectId,
          answered.map((c) => c.id),
        )
      ).map((row) => [row.id, row]),
    );
    const data = await presentCampaigns(
      db,
      answered.flatMap((c) => full.get(c.id) ?? []),
    );
    const id = newId('qfl_');
    const sourceId = customer?.sourceId ?? body.customer?.source_id;
    // Without a customer there is nothing stable to hash: the qualification's own id stands in.
    const tracking = trackingId(sourceId ?? id);
    await insertQualification(db, {
      id,
      projectId,
      trackingId: tracking,
      customerId: customer?.id ?? null,
      context: { ...body, query },
      campaignIds: rows.map((r) => r.id),
      createdAt: at,
    });
    return c.json(
      {
        object: 'list' as const,
        data_ref: 'data' as const,
        data,
        total: rows.length,
        id,
        created_at: iso(at),
        tracking_id: tracking,
      },
      200,
    );
  });
}
