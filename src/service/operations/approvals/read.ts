import type { ApprovalStatus } from '../../../contract/approval-status.ts';
import type { Executor } from '../../store/db.ts';
import { findApprovalRequest, listApprovalRequests } from '../../store/repositories/approvals.ts';
import type { Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { readProject } from '../management/projects.ts';
import { deciderCheck } from './decide.ts';
import { presentApprovals } from './present.ts';

export async function readApprovalPage(
  db: Executor,
  projectId: string,
  query: { status?: ApprovalStatus | undefined; limit: number; starting_after?: string | undefined },
  acting: Acting,
) {
  await readProject(db, projectId);
  const startingAfter = query.starting_after && (await findApprovalRequest(db, projectId, query.starting_after));
  if (query.starting_after && !startingAfter) throw notFound('approval_request', query.starting_after);
  const rows = await listApprovalRequests(db, projectId, {
    status: query.status,
    limit: query.limit,
    startingAfter: startingAfter || undefined,
  });
  const page = rows.slice(0, query.limit);
  const data = await presentApprovals(db, page, (await deciderCheck(db, projectId, acting)).may);
  const hasMore = rows.length > query.limit;
  return {
    object: 'list' as const,
    data_ref: 'data' as const,
    data,
    has_more: hasMore,
    ...(hasMore && { more_starting_after: page.at(-1)!.id }),
  };
}

export async function readApproval(db: Executor, projectId: string, requestId: string, acting: Acting) {
  await readProject(db, projectId);
  const row = await findApprovalRequest(db, projectId, requestId);
  if (!row) throw notFound('approval_request', requestId);
  const [presented] = await presentApprovals(db, [row], (await deciderCheck(db, projectId, acting)).may);
  return presented!;
}
