import type { ProjectRow } from '../../store/repositories/projects.ts';
import {
  clientOperations,
  projectApiVersion,
  projectCluster,
  projectWebhookVersion,
  type ManagementProject,
} from '../../../contract/management-project.ts';
import { defaultProjectSettings } from '../../domain/project-settings.ts';
import { defaultCharset } from '../../domain/voucher-codes.ts';
import { iso } from '../present-common.ts';

/**
 * The official project: its own fields and kept settings, and what the engine does in every project (exact codes,
 * the client operations served, the default code characters). The demo project is the account's sandbox.
 */
export const presentProject = (row: ProjectRow): ManagementProject => {
  const settings = row.settings ?? defaultProjectSettings();
  return {
    id: row.id,
    object: 'project',
    name: row.name,
    description: row.description ?? undefined,
    timezone: row.timezone,
    currency: row.currency,
    ...(settings.dial_code !== undefined && { dial_code: settings.dial_code }),
    webhook_version: projectWebhookVersion,
    client_trusted_domains: row.clientOrigins,
    ...clientOperations,
    api_usage_notifications: settings.api_usage_notifications,
    webhooks_callout_notifications: settings.webhooks_callout_notifications,
    cluster_id: projectCluster,
    case_sensitive_codes: true,
    api_version: projectApiVersion,
    is_sandbox: row.demo,
    default_code_config: { charset: defaultCharset },
    created_at: iso(row.createdAt),
  };
};
