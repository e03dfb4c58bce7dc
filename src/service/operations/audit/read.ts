import type { AuditEntry, AuditFilters } from '../../../contract/audit.ts';
import type { Executor } from '../../store/db.ts';
import { findAuditEntry, pageAudit } from '../../store/repositories/audit-log.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { notFound } from '../failures.ts';
import { iso } from '../present-common.ts';

/** The most entries one CSV holds: narrow the filters for more. */
export const auditCsvLimit = 10_000;

export async function readAuditPage(
  db: Executor,
  projectId: string,
  query: AuditFilters & { limit: number; starting_after?: string | undefined },
) {
  await checkProject(db, projectId);
  const found = query.starting_after ? await findAuditEntry(db, query.starting_after) : undefined;
  // Another project's entry is as unknown as none.
  const after = found?.projectId === projectId ? found : undefined;
  if (query.starting_after && !after) throw notFound('audit_entry', query.starting_after);
  // One row past the page tells whether there is more without counting.
  const rows = await pageAudit(db, projectId, query, { limit: query.limit + 1, after });
  const page = rows.slice(0, query.limit);
  return { rows: page, moreStartingAfter: rows.length > query.limit ? page.at(-1)?.entry.id : undefined };
}

export async function readAuditForCsv(db: Executor, projectId: string, filters: AuditFilters) {
  await checkProject(db, projectId);
  return pageAudit(db, projectId, filters, { limit: auditCsvLimit });
}

async function checkProject(db: Executor, projectId: string) {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
}

type AuditPageRow = Awaited<ReturnType<typeof pageAudit>>[number];

export const presentAuditEntry = ({ entry: row, actorName }: AuditPageRow): AuditEntry => ({
  id: row.id,
  created_at: iso(row.createdAt),
  actor: row.actor,
  actor_name: actorName,
  action: row.action,
  resource_type: row.resourceType,
  resource_id: row.resourceId,
  request_id: row.requestId,
  address: row.address,
  summary: row.summary,
});
