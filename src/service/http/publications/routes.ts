import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  clientPublishQuerySchema,
  publicationFlagsQuerySchema,
  publicationListQuerySchema,
  publicationListSchema,
  publicationQuerySchema,
  publicationRequestSchema,
  publicationSchema,
  type PublicationRequest,
} from '../../../contract/publication.ts';
import { invalidInput } from '../../operations/failures.ts';
import { publish, type PublishOptions } from '../../operations/publications/publish.ts';
import { readPublicationPage } from '../../operations/publications/read.ts';
import { parseBracketQuery } from '../bracket-query.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { clientAuth, projectOf, serverAuth } from '../guards/guards.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';

const tags = ['Publications'];
const scopes = ['api', 'publications'] as const;
// Publishing changes a code's holder: the same permission as changing a campaign's codes.
const writeAuth = [serverAuth(scopes, 'campaigns:write')];
const published = {
  description: 'The publication: one code as the whole voucher (now held by the customer), several as their codes',
  content: { 'application/json': { schema: publicationSchema } },
};

const createPublicationRoute = createRoute({
  method: 'post',
  path: '/v1/publications',
  tags,
  middleware: writeAuth,
  request: { query: publicationFlagsQuerySchema, ...jsonBody(publicationRequestSchema) },
  responses: { 200: published, ...errorResponses(400, 401, 403, 404) },
});

const createByQueryRoute = createRoute({
  method: 'get',
  path: '/v1/publications/create',
  tags,
  middleware: writeAuth,
  request: { query: publicationQuerySchema },
  responses: { 200: published, ...errorResponses(400, 401, 403, 404) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/v1/publications',
  tags,
  middleware: [serverAuth(scopes, 'campaigns:read')],
  request: { query: publicationListQuerySchema },
  responses: {
    200: {
      description: 'A page of publications, newest first unless `order` says otherwise',
      content: { 'application/json': { schema: publicationListSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

const clientPublishRoute = createRoute({
  method: 'post',
  path: '/client/v1/publish',
  tags: ['Client-side'],
  middleware: [clientAuth(['client_api', 'client_publish'], 'campaigns:write')],
  request: { query: clientPublishQuerySchema, ...jsonBody(publicationRequestSchema) },
  responses: { 200: published, ...errorResponses(400, 401, 403, 404) },
});

/** The nested parameters of GET /v1/publications/create, read in bracket syntax and checked as a body would be. */
function requestFromQuery(
  url: string,
  flat: { voucher?: string; source_id?: string; channel?: string },
): PublicationRequest {
  const search = new URL(url).searchParams;
  const nested = Object.fromEntries(
    ['customer', 'campaign', 'metadata'].map((name) => [name, parseBracketQuery(search, name)]),
  );
  const { voucher, source_id, channel } = flat;
  const parsed = publicationRequestSchema.safeParse({ voucher, source_id, channel, ...nested });
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

export function registerPublicationRoutes(app: Router) {
  const options = (c: Context<AppEnv>, side: PublishOptions['side'], joinOnce?: boolean) => ({
    side,
    joinOnce,
    acting: actingOf(c),
  });

  app.openapi(createPublicationRoute, async (c) => {
    const request = c.req.valid('json');
    return c.json(
      await publish(dbOf(c), projectOf(c), request, options(c, 'server', c.req.valid('query').join_once)),
      200,
    );
  });
  app.openapi(createByQueryRoute, async (c) => {
    const query = c.req.valid('query');
    const request = requestFromQuery(c.req.url, query);
    const publishing = { ...options(c, 'server', query.join_once), mostCodes: 1 };
    return c.json(await publish(dbOf(c), projectOf(c), request, publishing), 200);
  });
  app.openapi(listRoute, async (c) =>
    c.json(await readPublicationPage(dbOf(c), projectOf(c), c.req.valid('query')), 200),
  );
  // The official client SDK sends the campaign's name in the query string and the customer in the body.
  app.openapi(clientPublishRoute, async (c) => {
    const { join_once, campaign } = c.req.valid('query');
    const request = c.req.valid('json');
    const body = { ...request, campaign: request.campaign ?? campaign };
    return c.json(await publish(dbOf(c), projectOf(c), body, options(c, 'client', join_once)), 200);
  });
}
