import type { Context, MiddlewareHandler } from 'hono';
import type { Permission } from '../../../contract/access.ts';
import type { Scope } from '../../../contract/oauth.ts';
import { DomainFailure } from '../../operations/failures.ts';
import { dbOf, modelOf } from '../context.ts';
import { projectNow } from '../clock.ts';
import { enterQaProject } from '../qa/scope.ts';
import type { AppEnv, Principal } from '../env.ts';
import { findApiKey, findManagementKey, findUnrevokedToken } from '../../store/repositories/credentials.ts';
import { personPrincipal } from './people.ts';
import { chargeAddress, chargeCredential } from './rate-limit.ts';
import { hashSecret, secretMatches } from '../../secrets/secrets.ts';
import { sessionCookieHash } from './sessions.ts';

export const unauthorized = (details: string) =>
  new DomainFailure({ kind: 'unauthorized', key: 'unauthorized', message: 'Unauthorized', details });
export const forbidden = (details: string) =>
  new DomainFailure({ kind: 'forbidden', key: 'forbidden', message: 'Forbidden', details });

function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header('authorization');
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/**
 * Runs a guard's verification and charges the request's rate budget: the verified credential's when it holds, the
 * address's when it fails (so a key id sent without its secret spends nothing of its owner's budget).
 */
async function authenticate(c: Context<AppEnv>, verify: () => Promise<{ principal: Principal; credential: string }>) {
  let verified;
  try {
    verified = await verify();
  } catch (error) {
    chargeAddress(c);
    throw error;
  }
  chargeCredential(c, verified.credential);
  c.set('principal', verified.principal);
  await enterQaProject(c, verified.principal);
}

/*
 * Credentials come from the request's model snapshot: a rotated or revoked key or token raises the model version,
 * so the very next request reads it again. Tokens are created too often for that; a token not yet known is looked
 * up each time until found.
 */
const apiKeyOf = async (c: Context<AppEnv>, id: string, family: 'app' | 'client') =>
  (await modelOf(c)).memo(`api-key:${family}:${id}`, () => findApiKey(dbOf(c), id, family));

const managementKeyOf = async (c: Context<AppEnv>, id: string) =>
  (await modelOf(c)).memo(`management-key:${id}`, () => findManagementKey(dbOf(c), id));

async function liveTokenOf(c: Context<AppEnv>, hash: string) {
  const found = await (
    await modelOf(c)
  ).memo(`token:${hash}`, () => findUnrevokedToken(dbOf(c), hash), { forgetMissing: true });
  return found && found.token.expiresAt > projectNow(c, found.token.projectId) ? found : undefined;
}

/** Resolves a bearer token and checks that one of its scopes covers the operation. */
async function tokenPrincipal(c: Context<AppEnv>, token: string, scopes: readonly Scope[]) {
  const hash = hashSecret(token);
  const found = await liveTokenOf(c, hash);
  if (!found) throw unauthorized('The access token is unknown, expired or revoked');
  const granted = found.token.scope.split(' ') as Scope[];
  if (!granted.some((s) => scopes.includes(s))) {
    throw forbidden(`The access token's scope does not cover this operation; it needs one of: ${scopes.join(', ')}`);
  }
  const principal = {
    kind: 'token' as const,
    projectId: found.token.projectId,
    clientId: found.token.clientId,
    scopes: granted,
  };
  return { principal, credential: `token:${hash}`, origins: found.clientOrigins };
}

/**
 * Server-side operations: `X-App-Id` + `X-App-Token`, a bearer token with one of `scopes`, or a dashboard session
 * whose role in the chosen project holds `permission`. Keys decide when sent, then a token, then the session.
 */
export function serverAuth(scopes: readonly Scope[] | 'keys-only', permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const appId = c.req.header('x-app-id');
    const appToken = c.req.header('x-app-token');
    const token = bearerToken(c);
    const session = sessionCookieHash(c);
    await authenticate(c, async () => {
      if (appId === undefined && appToken === undefined && scopes !== 'keys-only' && token)
        return tokenPrincipal(c, token, scopes);
      if (appId === undefined && appToken === undefined && !token && session)
        return personPrincipal(c, session, { permission });
      if (!appId || !appToken) throw unauthorized('Send X-App-Id and X-App-Token, or an Authorization: Bearer token');
      const key = await apiKeyOf(c, appId, 'app');
      if (!key || !secretMatches(appToken, key.secretHash)) throw unauthorized('The application keys are not valid');
      return { principal: { kind: 'app', projectId: key.projectId, clientId: key.id }, credential: `key:${key.id}` };
    });
    await next();
  };
}

function checkOrigin(origin: string | undefined, allowed: string[], required: boolean) {
  if (origin === undefined) {
    if (required) throw forbidden('The origin header is required for client-side requests');
    return;
  }
  if (!allowed.includes(origin)) throw forbidden(`The origin ${origin} is not allowed for this project`);
}

/**
 * Client-side operations: client keys plus an allowed `origin`, a bearer token with one of `scopes` (an origin
 * sent with a token must be allowed too; server-side test suites may omit it), or a dashboard session whose role
 * holds `permission` (the dashboard's own origin; the session's CSRF token stands in for the origin list).
 */
export function clientAuth(scopes: readonly Scope[], permission: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const clientId = c.req.header('x-client-application-id');
    const clientToken = c.req.header('x-client-token');
    const token = bearerToken(c);
    const origin = c.req.header('origin');
    const session = sessionCookieHash(c);
    await authenticate(c, async () => {
      if (clientId === undefined && clientToken === undefined && !token && session)
        return personPrincipal(c, session, { permission });
      if (clientId === undefined && clientToken === undefined && token) {
        const verified = await tokenPrincipal(c, token, scopes);
        checkOrigin(origin, verified.origins, false);
        return verified;
      }
      if (!clientId || !clientToken)
        throw unauthorized('Send X-Client-Application-Id and X-Client-Token, or an Authorization: Bearer token');
      const key = await apiKeyOf(c, clientId, 'client');
      if (!key || !secretMatches(clientToken, key.secretHash)) throw unauthorized('The client keys are not valid');
      checkOrigin(origin, key.clientOrigins, true);
      return { principal: { kind: 'client', projectId: key.projectId, clientId: key.id }, credential: `key:${key.id}` };
    });
    await next();
  };
}

/**
 * Management operations: the account's management pair, or a dashboard session. With `permission`, the person
 * needs it in the project the path names; without, the operation decides per project (listing the person's own
 * projects, inviting to the projects the person manages).
 */
export function managementAuth(permission?: Permission): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = c.req.header('x-management-id');
    const secret = c.req.header('x-management-token');
    const session = sessionCookieHash(c);
    await authenticate(c, async () => {
      if (id === undefined && secret === undefined && session)
        return personPrincipal(c, session, permission && { permission, projectId: c.req.param('projectId') });
      return managementKeyPrincipal(c, id, secret);
    });
    await next();
  };
}

async function managementKeyPrincipal(c: Context<AppEnv>, id: string | undefined, secret: string | undefined) {
  if (!id || !secret) throw unauthorized('Send X-Management-Id and X-Management-Token');
  const key = await managementKeyOf(c, id);
  if (!key || !secretMatches(secret, key.secretHash)) throw unauthorized('The management keys are not valid');
  return { principal: { kind: 'management' as const, keyId: id }, credential: `management:${id}` };
}

/** The account's management pair and nothing else: QA mode's controls, which reach every project and person. */
export const managementKeysAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  await authenticate(c, () =>
    managementKeyPrincipal(c, c.req.header('x-management-id'), c.req.header('x-management-token')),
  );
  await next();
};

/** The project a principal acts in: its keys' or token's, or the one a person chose. */
export function projectOf(c: Context<AppEnv>): string {
  const principal = c.get('principal');
  if (principal.kind === 'management' || principal.projectId === undefined)
    throw new Error('this principal has no single project');
  return principal.projectId;
}

/** Promodesk's own account operations: a signed-in person, whatever their roles. */
export const sessionAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = sessionCookieHash(c);
  await authenticate(c, async () => {
    if (!session) throw unauthorized('Sign in first');
    return personPrincipal(c, session, undefined);
  });
  await next();
};
