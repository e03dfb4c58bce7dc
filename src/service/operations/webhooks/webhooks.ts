import type { Webhook, WebhookCreate, WebhookUpdate, WebhookWithSecret } from '../../../contract/webhook.ts';
import { webhookTargetProblem } from '../../domain/webhook-targets.ts';
import { newId, newWebhookSecret } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listWebhooks,
  updateWebhook,
  type WebhookRow,
} from '../../store/repositories/webhooks.ts';
import { iso } from '../present-common.ts';
import { auditChange, type Acting } from '../acting.ts';
import { invalidField, notFound } from '../failures.ts';
import { readProject } from '../management/projects.ts';

export const presentWebhook = (row: WebhookRow): Webhook => ({
  object: 'webhook',
  id: row.id,
  created_at: iso(row.createdAt),
  events: row.events,
  target_url: row.targetUrl,
  active: row.active,
});

export async function readWebhooks(db: Executor, projectId: string) {
  await readProject(db, projectId);
  return listWebhooks(db, projectId);
}

/** Refuses a target the service must not call (see domain/webhook-targets.ts). */
function assertTarget(url: string, allowPrivate: boolean) {
  const problem = webhookTargetProblem(url, allowPrivate);
  if (problem) throw invalidField('target_url', `${problem}`);
}

async function existingWebhook(db: Executor, projectId: string, webhookId: string) {
  await readProject(db, projectId);
  const row = await findWebhook(db, projectId, webhookId);
  if (!row) throw notFound('webhook', webhookId);
  return row;
}

/** A configuration; with `withSecret` (for those who may manage webhooks), its signing secret too. */
export async function readWebhook(
  db: Executor,
  projectId: string,
  webhookId: string,
  withSecret: boolean,
): Promise<WebhookWithSecret> {
  const row = await existingWebhook(db, projectId, webhookId);
  return withSecret ? { ...presentWebhook(row), secret: row.secret } : presentWebhook(row);
}

const summaryOf = (webhook: Webhook) =>
  `${webhook.target_url} for ${webhook.events.length} event kind${webhook.events.length === 1 ? '' : 's'}${webhook.active ? '' : ', inactive'}`;

export function createWebhook(
  db: Db,
  projectId: string,
  request: WebhookCreate,
  options: { acting: Acting; allowPrivate: boolean },
) {
  assertTarget(request.target_url, options.allowPrivate);
  return db.transaction(async (tx) => {
    await readProject(tx, projectId);
    const row = await insertWebhook(tx, {
      id: newId('wh_'),
      projectId,
      targetUrl: request.target_url,
      secret: newWebhookSecret(),
      events: request.events,
      active: request.active,
      createdAt: options.acting.at,
    });
    const webhook = presentWebhook(row);
    await auditChange(tx, projectId, options.acting, {
      action: 'webhook.created',
      resourceType: 'webhook',
      resourceId: webhook.id,
      summary: `Added the webhook ${summaryOf(webhook)}`,
    });
    // The one answer that always carries the secret: whoever creates a webhook configures its receiver.
    return { ...webhook, secret: row.secret };
  });
}

/** Replaces what the request sends; `active: false` stops deliveries without losing the configuration. */
export function changeWebhook(
  db: Db,
  projectId: string,
  webhookId: string,
  request: WebhookUpdate,
  options: { acting: Acting; allowPrivate: boolean },
) {
  if (request.target_url !== undefined) assertTarget(request.target_url, options.allowPrivate);
  return db.transaction(async (tx) => {
    await existingWebhook(tx, projectId, webhookId);
    const row = await updateWebhook(tx, projectId, webhookId, {
      ...(request.target_url !== undefined && { targetUrl: request.target_url }),
      ...(request.events !== undefined && { events: request.events }),
      ...(request.active !== undefined && { active: request.active }),
    });
    const webhook = presentWebhook(row!);
    await auditChange(tx, projectId, options.acting, {
      action: 'webhook.updated',
      resourceType: 'webhook',
      resourceId: webhookId,
      summary: `Changed the webhook to ${summaryOf(webhook)}`,
    });
    return webhook;
  });
}

export function removeWebhook(db: Db, projectId: string, webhookId: string, acting: Acting) {
  return db.transaction(async (tx) => {
    await readProject(tx, projectId);
    const row = await deleteWebhook(tx, projectId, webhookId);
    if (!row) throw notFound('webhook', webhookId);
    await auditChange(tx, projectId, acting, {
      action: 'webhook.deleted',
      resourceType: 'webhook',
      resourceId: webhookId,
      summary: `Removed the webhook ${row.targetUrl}`,
    });
  });
}
