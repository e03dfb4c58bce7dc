import { createRoute, z } from '@hono/zod-openapi';
import { introspectionSchema, tokenSchema } from '../../../contract/oauth.ts';
import { serverAuth, projectOf } from '../guards/guards.ts';
import { introspectToken, issueToken, revokeAccessToken } from '../../operations/oauth/tokens.ts';
import { actingOf, dbOf } from '../context.ts';
import { projectNow } from '../clock.ts';
import { errorResponses, type Router } from '../openapi.ts';

const form = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/x-www-form-urlencoded': { schema } } },
});
const tokenForm = z.object({ grant_type: z.string().optional(), scope: z.string().optional() });
const accessTokenForm = z.object({ access_token: z.string().optional() });
const keysOnly = [serverAuth('keys-only', 'api-keys:manage')];

const tokenRoute = createRoute({
  method: 'post',
  path: '/v1/oauth/token',
  tags: ['OAuth'],
  middleware: keysOnly,
  request: form(tokenForm),
  responses: {
    200: { description: 'A new token', content: { 'application/json': { schema: tokenSchema } } },
    ...errorResponses(400, 401),
  },
});

const introspectRoute = createRoute({
  method: 'post',
  path: '/v1/oauth/introspect',
  tags: ['OAuth'],
  middleware: keysOnly,
  request: form(accessTokenForm),
  responses: {
    200: { description: 'Token state', content: { 'application/json': { schema: introspectionSchema } } },
    ...errorResponses(400, 401),
  },
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/v1/oauth/token/revoke',
  tags: ['OAuth'],
  middleware: keysOnly,
  request: form(accessTokenForm),
  responses: {
    204: { description: 'Revoked' },
    404: { description: 'Unknown or inactive token (empty body)' },
    ...errorResponses(400, 401),
  },
});

export function registerOauthRoutes(app: Router) {
  app.openapi(tokenRoute, async (c) => {
    const { grant_type, scope } = c.req.valid('form');
    const principal = c.get('principal');
    const token = await issueToken(
      dbOf(c),
      {
        projectId: projectOf(c),
        clientId: principal.kind === 'app' ? principal.clientId : '',
        grantType: grant_type,
        scope,
      },
      actingOf(c),
    );
    return c.json(token, 200);
  });

  app.openapi(introspectRoute, async (c) =>
    c.json(await introspectToken(dbOf(c), projectOf(c), c.req.valid('form').access_token, projectNow(c)), 200),
  );

  app.openapi(revokeRoute, async (c) => {
    const revoked = await revokeAccessToken(dbOf(c), projectOf(c), c.req.valid('form').access_token, actingOf(c));
    return c.body(null, revoked ? 204 : 404);
  });
}
