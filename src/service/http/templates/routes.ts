import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { campaignSetupRequestSchema, campaignSetupSchema } from '../../../contract/campaign-setup.ts';
import {
  campaignTemplateSchema,
  templateCopySchema,
  templateFiltersSchema,
  templateListQuerySchema,
  templateListSchema,
  templateReadQuerySchema,
  templateUpdateSchema,
} from '../../../contract/campaign-template.ts';
import { campaignPreviewSchema, campaignTemplateDefaultsSchema } from '../../../contract/campaign-blueprint.ts';
import { managementAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { readBracketFilters } from '../bracket-query.ts';
import { actingOf, dbOf, modelOf } from '../context.ts';
import { invalidField } from '../../operations/failures.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';
import type { AppEnv } from '../env.ts';
import { setUpCampaignFromTemplate } from '../../operations/templates/campaign-setup.ts';
import { presentTemplate } from '../../operations/templates/present.ts';
import { readTemplate, readTemplateDefaults, readTemplatePage } from '../../operations/templates/read.ts';
import { changeTemplate, removeTemplate } from '../../operations/templates/change.ts';
import { templateFromCampaignSchema } from '../../../contract/campaign.ts';
import { saveCampaignAsTemplate } from '../../operations/templates/from-campaign.ts';
import { previewCampaignSetup } from '../../operations/templates/campaign-preview.ts';
import { copyTemplate } from '../../operations/templates/copy.ts';
import { setUpTierFromTemplate } from '../../operations/templates/tier-setup.ts';
import { tierSetupRequestSchema, tierSetupSchema } from '../../../contract/tier-setup.ts';

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

const templateAuth = (permission: 'campaigns:read' | 'campaigns:write') => [
  serverAuth(['api', 'templates'], permission),
];
const templateIdParams = z.object({ campaignTemplateId: z.string() });

const serverListRoute = createRoute({
  method: 'get',
  path: '/v1/templates/campaigns',
  tags: ['Templates'],
  middleware: templateAuth('campaigns:read'),
  request: { query: templateListQuerySchema },
  responses: {
    200: jsonAnswer('A page of campaign templates: oldest first, or by id with `order=id` / `-id`', templateListSchema),
    ...errorResponses(400, 401, 403, 404),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/v1/templates/campaigns/{campaignTemplateId}',
  tags: ['Templates'],
  middleware: templateAuth('campaigns:read'),
  request: { params: templateIdParams, query: templateReadQuerySchema },
  responses: { 200: jsonAnswer('A campaign template', campaignTemplateSchema), ...errorResponses(400, 401, 403, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/v1/templates/campaigns/{campaignTemplateId}',
  tags: ['Templates'],
  middleware: templateAuth('campaigns:write'),
  request: { params: templateIdParams, ...jsonBody(templateUpdateSchema) },
  responses: {
    200: jsonAnswer('The template with its new name or description', campaignTemplateSchema),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/v1/templates/campaigns/{campaignTemplateId}',
  tags: ['Templates'],
  middleware: templateAuth('campaigns:write'),
  request: { params: templateIdParams },
  responses: {
    204: { description: 'The template is gone for good; campaigns set up from it stay' },
    ...errorResponses(401, 403, 404),
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

const tierSetupRoute = createRoute({
  method: 'post',
  path: '/v1/templates/campaigns/{campaignTemplateId}/tier-setup',
  tags: ['Templates'],
  middleware: templateAuth('campaigns:write'),
  request: { params: templateIdParams, ...jsonBody(tierSetupRequestSchema) },
  responses: {
    200: jsonAnswer("The promotion's new tier and the rules copied for it", tierSetupSchema),
    ...errorResponses(400, 401, 403, 404),
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

/** One page of a project's templates in the list envelope, the management list's and the server-side one's. */
async function templateList(c: Context<AppEnv>, projectId: string, query: z.output<typeof templateListQuerySchema>) {
  const { limit, order, starting_after_id, include_total } = query;
  const page = await readTemplatePage(dbOf(c), await modelOf(c), projectId, {
    limit,
    order: order ?? 'created',
    startingAfterId: starting_after_id,
    filters: readBracketFilters(c.req.url, templateFiltersSchema),
    includeTotal: include_total ?? false,
  });
  return {
    object: 'list' as const,
    data_ref: 'data' as const,
    data: page.rows.map(presentTemplate),
    total: page.total,
    has_more: page.moreStartingAfter !== undefined,
    more_starting_after: page.moreStartingAfter,
  };
}

export function registerTemplateRoutes(app: Router) {
  app.openapi(listRoute, async (c) =>
    c.json(await templateList(c, c.req.valid('param').projectId, c.req.valid('query')), 200),
  );

  app.openapi(serverListRoute, async (c) => c.json(await templateList(c, projectOf(c), c.req.valid('query')), 200));

  app.openapi(getRoute, async (c) => {
    if (c.req.valid('query').expand)
      throw invalidField('expand', "json_template is not supported: Promodesk's templates keep their own blueprint");
    return c.json(await readTemplate(dbOf(c), projectOf(c), c.req.valid('param').campaignTemplateId), 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { campaignTemplateId } = c.req.valid('param');
    const request = c.req.valid('json');
    return c.json(await changeTemplate(dbOf(c), projectOf(c), campaignTemplateId, request, actingOf(c)), 200);
  });

  app.openapi(deleteRoute, async (c) => {
    await removeTemplate(dbOf(c), projectOf(c), c.req.valid('param').campaignTemplateId, actingOf(c));
    return c.body(null, 204);
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

  app.openapi(tierSetupRoute, async (c) => {
    const { campaignTemplateId } = c.req.valid('param');
    const request = c.req.valid('json');
    return c.json(await setUpTierFromTemplate(dbOf(c), projectOf(c), campaignTemplateId, request, actingOf(c)), 200);
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
