import { and, desc, eq, gte, lt, lte, or, sql } from 'drizzle-orm';
import type { AuditFilters } from '../../../contract/audit.ts';
import type { Executor } from '../db.ts';
import { auditEntries } from '../schema/people.ts';

export type AuditRow = typeof auditEntries.$inferSelect;

/** A project's entries matching the filters, newest first, `limit` of them after `after` (keyset, never OFFSET). */
export async function pageAudit(
  db: Executor,
  projectId: string,
  filters: AuditFilters,
  page: { limit: number; after?: AuditRow | undefined },
) {
  const { after } = page;
  return db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.projectId, projectId),
        // An action family ends with a dot (`invitation.`); anything else is one action.
        filters.action
          ? filters.action.endsWith('.')
            ? sql`starts_with(${auditEntries.action}, ${filters.action})`
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

export async function findAuditEntry(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.projectId, projectId), eq(auditEntries.id, id)));
  return row;
}
