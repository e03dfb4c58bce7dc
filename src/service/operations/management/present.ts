import type { WebhookRow } from '../../store/repositories/management.ts';
import type { ProjectRow } from '../../store/repositories/projects.ts';
import type { Project } from '../../../contract/project.ts';
import type { Webhook } from '../../../contract/webhook.ts';
import { iso } from '../present-common.ts';

export const presentProject = (row: ProjectRow): Project => ({
  id: row.id,
  object: 'project',
  name: row.name,
  description: row.description ?? undefined,
  timezone: row.timezone,
  currency: row.currency,
  created_at: iso(row.createdAt),
});

export const presentWebhook = (row: WebhookRow): Webhook => ({
  object: 'webhook',
  id: row.id,
  created_at: iso(row.createdAt),
  events: row.events,
  target_url: row.targetUrl,
  active: row.active,
});
