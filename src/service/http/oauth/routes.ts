import { createRoute, z } from '@hono/zod-openapi';
import { introspectionSchema, scopeSchema, tokenSchema } from '../../../contract/oauth.ts';
import { serverAuth, projectOf } from '../../auth/guards.ts';
import { hashSecret } from '../../auth/secrets.ts';
import { randomText } from '../../ids.ts';
import { findLiveToken, insertToken, revokeToken } from '../../store/repositories/credentials.ts';
import { ApiFailure } from '../../operations/failures.ts';
import { dbOf, now } from '../context.ts';
import { errorResponses, type Router } from '../openapi.ts';

/** Tokens live 15 minutes, as on the hosted service. */
export const tokenLifetimeSeconds = 900;

const form = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/x-www-form-urlencoded': { schema } } },
});
const tokenForm = z.object({ grant_type: z.string().optional(), scope: z.string().optional() });
const accessTokenForm = z.object({ access_token: z.string().optional() });
const keysOnly = [serverAuth('keys-only')];

const missing = (name: string) =>
  new ApiFailure({
    status: 400,
    key: 'missing_parameters',
    message: 'Missing parameters',
    details: `The form field ${name} is required`,
  });

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

/** Space-delimited known scopes, deduplicated in request order; commas and unknown values are refused. */
function parseScopes(raw: string) {
  const values = raw.split(' ').filter(Boolean);
  const valid = values.length > 0 && !raw.includes(',') && values.every((v) => scopeSchema.safeParse(v).success);
  if (!valid)
    throw new ApiFailure({
      status: 400,
      key: 'invalid_scope',
      message: `Invalid scope: ${raw}`,
      details: 'Send space-separated scope values from the documented list',
    });
  return [...new Set(values)];
}

export function registerOauthRoutes(app: Router) {
  app.openapi(tokenRoute, async (c) => {
    const { grant_type, scope } = c.req.valid('form');
    if (grant_type === undefined) throw missing('grant_type');
    if (grant_type !== 'client_credentials') {
      throw new ApiFailure({
        status: 400,
        key: 'invalid_grant_type',
        message: 'Invalid grant_type',
        details: 'The only supported grant_type is client_credentials',
      });
    }
    if (scope === undefined) throw missing('scope');
    const scopes = parseScopes(scope);
    const principal = c.get('principal');
    const at = now(c);
    const accessToken = randomText(50);
    const expiresAt = Math.floor(at.getTime() / 1000) + tokenLifetimeSeconds;
    await insertToken(dbOf(c), {
      tokenHash: hashSecret(accessToken),
      projectId: projectOf(c),
      clientId: principal.kind === 'app' ? principal.clientId : '',
      scope: scopes.join(' '),
      expiresAt: new Date(expiresAt * 1000),
    });
    return c.json(
      {
        access_token: accessToken,
        client_id: principal.kind === 'app' ? principal.clientId : '',
        expires_at: expiresAt,
        expires_in: tokenLifetimeSeconds,
        scope: scopes.join(' '),
        token_type: 'Bearer' as const,
      },
      200,
    );
  });

  app.openapi(introspectRoute, async (c) => {
    const { access_token } = c.req.valid('form');
    if (!access_token) throw missing('access_token');
    const at = now(c);
    const found = await findLiveToken(dbOf(c), hashSecret(access_token), at);
    if (!found || found.token.projectId !== projectOf(c)) return c.json({ active: false as const }, 200);
    const expiresAt = Math.floor(found.token.expiresAt.getTime() / 1000);
    return c.json(
      {
        access_token,
        client_id: found.token.clientId,
        expires_at: expiresAt,
        expires_in: Math.max(0, expiresAt - Math.floor(at.getTime() / 1000)),
        scope: found.token.scope,
        token_type: 'Bearer' as const,
        active: true as const,
      },
      200,
    );
  });

  app.openapi(revokeRoute, async (c) => {
    const { access_token } = c.req.valid('form');
    if (!access_token) throw missing('access_token');
    const at = now(c);
    const revoked = await revokeToken(dbOf(c), projectOf(c), hashSecret(access_token), at);
    return c.body(null, revoked ? 204 : 404);
  });
}
