import type { ProjectEventListQuery } from '../../../contract/customer-activity.ts';
import type { Executor } from '../../store/db.ts';
import { pageEvents } from '../../store/repositories/events.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { presentCustomerEvent } from '../customers/present.ts';
import { notFound } from '../failures.ts';

/** A page of the project's custom events, newest first, of one event name if asked. */
export async function readProjectEvents(db: Executor, projectId: string, query: ProjectEventListQuery) {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
  const { rows, hasMore } = await pageEvents(db, projectId, query);
  return {
    object: 'list' as const,
    data_ref: 'data' as const,
    data: rows.map(presentCustomerEvent),
    has_more: hasMore,
  };
}
