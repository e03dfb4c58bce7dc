import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { Permission } from '../../../contract/access.ts';
import type { ProjectSettings } from '../../../contract/management-project.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { createdAt, json, ts } from './columns.ts';

/** Account-level keys: they reach every project. */
export const managementKeys = pgTable('management_keys', {
  id: text('id').primaryKey(),
  secretHash: text('secret_hash').notNull(),
  createdAt: createdAt(),
});

export const projects = pgTable('projects', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  timezone: text('timezone').notNull().default('UTC'),
  currency: text('currency').notNull().default('USD'),
  clientOrigins: json<string[]>('client_origins').notNull().default([]),
  /** The demo project, whose keys are set from the environment at every start in demo mode. */
  demo: boolean('demo').notNull().default(false),
  /** Only the rules the project changed; the official defaults fill in the rest. */
  stackingRules: json<Partial<StackingRules>>('stacking_rules'),
  /** When the management API created the project's own stacking rules (null: the defaults apply), and changed them. */
  stackingRulesCreatedAt: ts('stacking_rules_created_at'),
  stackingRulesUpdatedAt: ts('stacking_rules_updated_at'),
  /** The management API's settings the engine does not act on (notifications, dial code); null: the defaults. */
  settings: json<ProjectSettings>('settings'),
  createdAt: createdAt(),
});

/** Server-side (`app`) and client-side (`client`) key pairs of a project. */
export const apiKeys = pgTable('api_keys', {
  id: text('id').primaryKey(),
  projectId: text('project_id')
    .notNull()
    .references(() => projects.id),
  family: text('family', { enum: ['app', 'client'] }).notNull(),
  secretHash: text('secret_hash').notNull(),
  createdAt: createdAt(),
});

export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    clientId: text('client_id').notNull(),
    scope: text('scope').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('oauth_tokens_project_idx').on(t.projectId, t.expiresAt)],
);

/** Account-wide roles beside the predefined ones: a name and the permissions it grants. */
export const customRoles = pgTable('custom_roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  permissions: json<Permission[]>('permissions').notNull().default([]),
  createdAt: createdAt(),
});

/**
 * An invitation to one or more projects, each with a role. Its accept link carries a secret stored hashed; it is
 * pending until accepted, revoked or past `expires_at`. One invitation per email: inviting again is a 409, as on
 * the hosted service.
 */
export const invitations = pgTable('invitations', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  projects: json<Record<string, string>>('projects').notNull(),
  /** Null for invitations made before accept links existed: they cannot be accepted until resent. */
  tokenHash: text('token_hash').unique(),
  /** `user:<id>` or `management:<key id>`. */
  invitedBy: text('invited_by'),
  expiresAt: ts('expires_at'),
  acceptedAt: ts('accepted_at'),
  revokedAt: ts('revoked_at'),
  createdAt: createdAt(),
});
