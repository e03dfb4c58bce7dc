import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { projects } from './access.ts';

/** People who sign in to the dashboard. The email is kept lower-case, so it is unique whatever the casing typed. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** scrypt parameters, salt and hash (`auth/passwords.ts`). */
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: ts('updated_at'),
});

/** A person's role in a project: a predefined role name, or the id of a custom role. */
export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('memberships_project_idx').on(t.projectId)],
);

/** Dashboard sessions, stored server-side so they can be revoked; the cookie holds a secret whose hash is the id. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull(),
    /** The absolute end, whatever the activity. */
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** The client address the session was started from: a person is never refused by that address's budget. */
    address: text('address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use password reset tokens, stored hashed. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

/** Who changed what, when, through which request. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: text('id').primaryKey(),
    /** Null for account-wide changes (management keys, sign-ins). */
    projectId: text('project_id'),
    /** `user:<id>`, `key:<id>`, `token:<client id>`, `management:<id>` or `anonymous`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    resourceType: text('resource_type'),
    resourceId: text('resource_id'),
    requestId: text('request_id'),
    /** The client address the request came from, for investigations. */
    address: text('address'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_entries_project_idx').on(t.projectId, t.createdAt, t.id),
    index('audit_entries_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Attempt budgets (`domain/throttle.ts`) by bucket: `account:<email>`, `address:<client address>`,
 * `reset-mail:<user id>`. Kept in the database, so every instance on one PostgreSQL spends the same budget.
 */
export const throttles = pgTable(
  'throttles',
  {
    bucket: text('bucket').primaryKey(),
    attempts: integer('attempts').notNull(),
    lastAt: ts('last_at').notNull(),
  },
  (t) => [index('throttles_last_at_idx').on(t.lastAt)],
);
