import { and, desc, eq, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AuditFilters } from '../../../contract/audit.ts';
import type { Executor } from '../db.ts';
import { auditEntries, memberships, users } from '../schema/people.ts';

export type AuditRow = typeof auditEntries.$inferSelect;

/**
 * The acting person's name (their email when they left it empty), joined in the page's own query: `user:<id>` actors
 * only; keys, tokens and anonymous attempts have none. Matched on `users.id`, so the join uses its primary key.
 */
const actorName = sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`;
const actorIsUser = and(
  sql`starts_with(${auditEntries.actor}, 'user:')`,
  eq(users.id, sql`substr(${auditEntries.actor}, 6)`),
);

/** A project's entries matching the filters, newest first, `limit` of them after `after` (keyset, never OFFSET). */
export async function pageAudit(
  db: Executor,
  projectId: string,
  filters: AuditFilters,
  page: { limit: number; after?: AuditRow | undefined },
) {
  const { after } = page;
  return db
    .select({ entry: auditEntries, actorName })
    .from(auditEntries)
    .leftJoin(users, actorIsUser)
    .where(
      and(
        // The project's own entries, and the account-wide ones about its members (sign-ins by id or email,
        // sign-outs, password changes).
        or(
          eq(auditEntries.projectId, projectId),
          and(
            isNull(auditEntries.projectId),
            sql`${auditEntries.resourceId} IN (SELECT u.id FROM ${users} u JOIN ${memberships} m ON m.user_id = u.id WHERE m.project_id = ${projectId}
              UNION SELECT u.email FROM ${users} u JOIN ${memberships} m ON m.user_id = u.id WHERE m.project_id = ${projectId})`,
          ),
        ),
        // An action family ends with a dot (`sign_out.`: `sign_out` itself and `sign_out.everywhere`); anything else
        // is one action.
        filters.action
          ? filters.action.endsWith('.')
            ? or(
                sql`starts_with(${auditEntries.action}, ${filters.action})`,
                eq(auditEntries.action, filters.action.slice(0, -1)),
              )
            : eq(auditEntries.action, filters.action)
          : undefined,
        filters.actor ? eq(auditEntries.actor, filters.actor) : undefined,
        filters.from ? gte(auditEntries.createdAt, new Date(filters.from)) : undefined,
        filters.to ? lte(auditEntries.createdAt, new Date(filters.to)) : undefined,
        after
          ? or(
              lt(auditEntries.createdAt, after.createdAt),
              and(eq(auditEntries.createdAt, after.createdAt), lt(auditEntries.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(page.limit);
}

/** An entry as a page cursor: the page query itself decides what the project may see. */
export async function findAuditEntry(db: Executor, id: string) {
  const [row] = await db.select().from(auditEntries).where(eq(auditEntries.id, id));
  return row;
}
