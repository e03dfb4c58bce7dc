import { createRoute, z } from '@hono/zod-openapi';
import { campaignSetupRequestSchema, campaignSetupSchema } from '../../../contract/campaign-setup.ts';
import {
  campaignTemplateSchema,
  templateCopySchema,
  templateFiltersSchema,
  templateListQuerySchema,
  templateListSchema,
} from '../../../contract/campaign-template.ts';
import { campaignPreviewSchema, campaignTemplateDefaultsSchema } from '../../../contract/campaign-blueprint.ts';
import { managementAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { parseBracketQuery } from '../bracket-query.ts';
import { actingOf, dbOf, modelOf } from '../context.ts';
import { invalidInput } from '../../operations/failures.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { setUpCampaignFromTemplate } from '../../operations/templates/campaign-setup.ts';
import { presentTemplate } from '../../operations/templates/present.ts';
import { readTemplateDefaults, readTemplatePage } from '../../operations/templates/read.ts';
import { templateFromCampaignSchema } from '../../../contract/campaign.ts';
import { saveCampaignAsTemplate } from '../../operations/templates/from-campaign.ts';
import { previewCampaignSetup } from '../../operations/templates/campaign-preview.ts';
import { copyTemplate } from '../../operations/templates/copy.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/management/v1/projects/{projectId}/templates/campaigns',
  tags: ['Management'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: z.object({ projectId: z.string() }), query: templateListQuerySchema },
  responses: {
    200: {
      description: 'A page of campaign templates: oldest first, or by id with `order=id` / `-id`',
      content: { 'application/json': { schema: templateListSchema } },
    },
    ...errorResponses(400, 401, 404),
  },
});

/** Reading the source is the route's permission; writing in the destination the operation's. */
const copyRoute = createRoute({
  method: 'post',
  path: '/management/v1/projects/{projectId}/templates/campaigns/{campaignTemplateId}/copy',
  tags: ['Management'],
  middleware: [managementAuth('campaigns:read')],
  request: {
    params: z.object({ projectId: z.string(), campaignTemplateId: z.string() }),
    body: { required: true, content: { 'application/json': { schema: templateCopySchema } } },
  },
  responses: {
    200: {
      description: 'The copy, a template of the destination project',
      content: { 'application/json': { schema: campaignTemplateSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const setupRoute = createRoute({
  method: 'post',
  path: '/v1/templates/campaigns/{campaignTemplateId}/campaign-setup',
  tags: ['Templates'],
  middleware: [serverAuth(['api', 'templates'], 'campaigns:write')],
  request: {
    params: z.object({ campaignTemplateId: z.string() }),
    body: { required: true, content: { 'application/json': { schema: campaignSetupRequestSchema } } },
  },
  responses: {
    200: {
      description: 'The campaign and the resources created with it',
      content: { 'application/json': { schema: campaignSetupSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const createRouteFromCampaign = createRoute({
  method: 'post',
  path: '/v1/templates/campaigns',
  tags: ['Templates'],
  middleware: [serverAuth(['api', 'templates'], 'campaigns:write')],
  request: { body: { required: true, content: { 'application/json': { schema: templateFromCampaignSchema } } } },
  responses: {
    200: {
      description: "A template made of the campaign's settings and copies of its rules",
      content: { 'application/json': { schema: campaignTemplateSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

const templateParams = z.object({ projectId: z.string(), templateId: z.string() });

const defaultsRoute = createRoute({
  method: 'get',
  path: '/promodesk/projects/{projectId}/templates/{templateId}',
  tags: ['Templates'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: templateParams },
  responses: {
    200: {
      description: "Promodesk's own: one template with its blueprint, what a campaign made from it starts with",
      content: { 'application/json': { schema: campaignTemplateDefaultsSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const previewRoute = createRoute({
  method: 'post',
  path: '/promodesk/projects/{projectId}/templates/{templateId}/campaign-preview',
  tags: ['Templates'],
  middleware: [managementAuth('campaigns:write')],
  request: {
    params: templateParams,
    body: { required: true, content: { 'application/json': { schema: campaignSetupRequestSchema } } },
  },
  responses: {
    200: {
      description:
        "Promodesk's own dry run of a campaign setup: the campaign it would create and sample codes; nothing is kept",
      content: { 'application/json': { schema: campaignPreviewSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

function readFilters(url: string) {
  const raw = parseBracketQuery(new URL(url).searchParams, 'filters');
  if (raw === undefined) return undefined;
  const parsed = templateFiltersSchema.safeParse(raw);
  if (!parsed.success) throw invalidInput(parsed.error, 'filters');
  return parsed.data;
}

export function registerTemplateRoutes(app: Router) {
  app.openapi(listRoute, async (c) => {
    const { limit, order, starting_after_id, include_total } = c.req.valid('query');
    const page = await readTemplatePage(dbOf(c), await modelOf(c), c.req.valid('param').projectId, {
      limit,
      order: order ?? 'created',
      startingAfterId: starting_after_id,
      filters: readFilters(c.req.url),
      includeTotal: include_total ?? false,
    });
    return c.json(
      {
        object: 'list',
        data_ref: 'data',
        data: page.rows.map(presentTemplate),
        total: page.total,
        has_more: page.moreStartingAfter !== undefined,
        more_starting_after: page.moreStartingAfter,
      },
      200,
    );
  });

  app.openapi(copyRoute, async (c) => {
    const { projectId, campaignTemplateId } = c.req.valid('param');
    return c.json(await copyTemplate(dbOf(c), projectId, campaignTemplateId, c.req.valid('json'), actingOf(c)), 200);
  });

  app.openapi(setupRoute, async (c) => {
    const { campaignTemplateId } = c.req.valid('param');
    const request = c.req.valid('json');
    const setup = await setUpCampaignFromTemplate(dbOf(c), projectOf(c), campaignTemplateId, request, actingOf(c));
    return c.json(setup, 200);
  });

  app.openapi(createRouteFromCampaign, async (c) =>
    c.json(await saveCampaignAsTemplate(dbOf(c), projectOf(c), c.req.valid('json'), actingOf(c)), 200),
  );

  app.openapi(defaultsRoute, async (c) => {
    const { projectId, templateId } = c.req.valid('param');
    return c.json(await readTemplateDefaults(dbOf(c), projectId, templateId), 200);
  });

  app.openapi(previewRoute, async (c) => {
    const { projectId, templateId } = c.req.valid('param');
    return c.json(await previewCampaignSetup(dbOf(c), projectId, templateId, c.req.valid('json'), actingOf(c)), 200);
  });
}
