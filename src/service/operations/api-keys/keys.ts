/*
 * A project's key pairs and allowed client origins, managed by its ADMINs (api-keys:manage). Secrets are random,
 * shown once (on creation and rotation) and stored hashed; rotating keeps the id and stops the old secret at once.
 */
import type { ApiKeySecret } from '../../../contract/api-key.ts';
import { hashSecret } from '../../secrets/secrets.ts';
import { randomText } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import {
  deleteApiKey,
  insertApiKey,
  listApiKeys,
  replaceApiKeySecret,
  setClientOrigins,
} from '../../store/repositories/api-keys.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { readProject } from '../management/projects.ts';

type Family = 'app' | 'client';

export async function readKeys(db: Executor, projectId: string) {
  await readProject(db, projectId);
  return (await listApiKeys(db, projectId)).map((k) => ({ id: k.id, family: k.family, created_at: iso(k.createdAt) }));
}

/** A new key pair of the project, in the caller's transaction: its secret is returned this once, stored hashed. */
export async function issueKey(tx: Executor, projectId: string, family: Family, at: Date) {
  const id = `${family}_${randomText(16)}`;
  const secret = randomText(43);
  await insertApiKey(tx, { id, projectId, family, secretHash: hashSecret(secret), createdAt: at });
  return { id, secret };
}

export function createKey(db: Db, projectId: string, family: Family, acting: Acting): Promise<ApiKeySecret> {
  return db.transaction(async (tx) => {
    await readProject(tx, projectId);
    const { id, secret } = await issueKey(tx, projectId, family, acting.at);
    await auditChange(tx, projectId, acting, {
      action: 'api_key.created',
      resourceType: 'api_key',
      resourceId: id,
      summary: `Created the ${family} key ${id}`,
    });
    return { id, family, secret, created_at: iso(acting.at) };
  });
}

export function rotateKey(db: Db, projectId: string, keyId: string, acting: Acting): Promise<ApiKeySecret> {
  const secret = randomText(43);
  return db.transaction(async (tx) => {
    const family = await replaceApiKeySecret(tx, projectId, keyId, hashSecret(secret));
    if (!family) throw notFound('api_key', keyId);
    await auditChange(tx, projectId, acting, {
      action: 'api_key.rotated',
      resourceType: 'api_key',
      resourceId: keyId,
      summary: `Rotated the ${family} key ${keyId}`,
    });
    return { id: keyId, family, secret, created_at: iso(acting.at) };
  });
}

export function revokeKey(db: Db, projectId: string, keyId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    if (!(await deleteApiKey(tx, projectId, keyId))) throw notFound('api_key', keyId);
    await auditChange(tx, projectId, acting, {
      action: 'api_key.revoked',
      resourceType: 'api_key',
      resourceId: keyId,
      summary: `Revoked the key ${keyId}`,
    });
  });
}

export function changeClientOrigins(db: Db, projectId: string, origins: string[], acting: Acting) {
  const unique = [...new Set(origins)];
  return db.transaction(async (tx) => {
    await readProject(tx, projectId);
    await setClientOrigins(tx, projectId, unique);
    await auditChange(tx, projectId, acting, {
      action: 'client_origins.changed',
      resourceType: 'project',
      resourceId: projectId,
      summary: unique.length ? `Client keys allowed from ${unique.join(', ')}` : 'Client keys allowed from no origin',
    });
    return unique;
  });
}
