/*
 * OAuth 2.0 client-credentials tokens for the server-side API: issued for a project's app keys with a chosen set
 * of scopes, stored hashed, introspected and revoked by the same keys.
 */
import { scopeSchema, type Introspection, type OAuthToken } from '../../../contract/oauth.ts';
import { hashSecret } from '../../secrets/secrets.ts';
import { randomText } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { auditChange, type Acting } from '../acting.ts';
import { findLiveToken, insertToken, revokeToken } from '../../store/repositories/credentials.ts';
import { DomainFailure } from '../failures.ts';

/** Tokens live 15 minutes, as on the hosted service. */
export const tokenLifetimeSeconds = 900;

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const missing = (name: string) =>
  new DomainFailure({
    kind: 'invalid',
    key: 'missing_parameters',
    message: 'Missing parameters',
    details: `The form field ${name} is required`,
  });

/** Space-delimited known scopes, deduplicated in request order; commas and unknown values are refused. */
function parseScopes(raw: string) {
  const values = raw.split(' ').filter(Boolean);
  const valid = values.length > 0 && !raw.includes(',') && values.every((v) => scopeSchema.safeParse(v).success);
  if (!valid)
    throw new DomainFailure({
      kind: 'invalid',
      key: 'invalid_scope',
      message: `Invalid scope: ${raw}`,
      details: 'Send space-separated scope values from the documented list',
    });
  return [...new Set(values)];
}

export async function issueToken(
  db: Db,
  input: { projectId: string; clientId: string; grantType?: string; scope?: string },
  acting: Acting,
): Promise<OAuthToken> {
  if (input.grantType === undefined) throw missing('grant_type');
  if (input.grantType !== 'client_credentials') {
    throw new DomainFailure({
      kind: 'invalid',
      key: 'invalid_grant_type',
      message: 'Invalid grant_type',
      details: 'The only supported grant_type is client_credentials',
    });
  }
  if (input.scope === undefined) throw missing('scope');
  const scope = parseScopes(input.scope).join(' ');
  const accessToken = randomText(50);
  const expiresAt = unixSeconds(acting.at) + tokenLifetimeSeconds;
  await db.transaction(async (tx) => {
    await insertToken(tx, {
      tokenHash: hashSecret(accessToken),
      projectId: input.projectId,
      clientId: input.clientId,
      scope,
      expiresAt: new Date(expiresAt * 1000),
    });
    await auditChange(tx, input.projectId, acting, {
      action: 'token.issued',
      resourceType: 'oauth_token',
      resourceId: input.clientId,
      summary: `Issued a token with the scope ${scope}`,
    });
  });
  return {
    access_token: accessToken,
    client_id: input.clientId,
    expires_at: expiresAt,
    expires_in: tokenLifetimeSeconds,
    scope,
    token_type: 'Bearer',
  };
}

/** The token's state; a token of another project is as unknown as a made-up one. */
export async function introspectToken(
  db: Executor,
  projectId: string,
  accessToken: string | undefined,
  at: Date,
): Promise<Introspection> {
  if (!accessToken) throw missing('access_token');
  const found = await findLiveToken(db, hashSecret(accessToken), at);
  if (!found || found.token.projectId !== projectId) return { active: false };
  const expiresAt = unixSeconds(found.token.expiresAt);
  return {
    access_token: accessToken,
    client_id: found.token.clientId,
    expires_at: expiresAt,
    expires_in: Math.max(0, expiresAt - unixSeconds(at)),
    scope: found.token.scope,
    token_type: 'Bearer',
    active: true,
  };
}

/** True when a live token of the project was revoked. */
export async function revokeAccessToken(db: Db, projectId: string, accessToken: string | undefined, acting: Acting) {
  if (!accessToken) throw missing('access_token');
  return db.transaction(async (tx) => {
    const revoked = await revokeToken(tx, projectId, hashSecret(accessToken), acting.at);
    if (revoked)
      await auditChange(tx, projectId, acting, {
        action: 'token.revoked',
        resourceType: 'oauth_token',
        resourceId: projectId,
        summary: 'Revoked a token',
      });
    return revoked;
  });
}
