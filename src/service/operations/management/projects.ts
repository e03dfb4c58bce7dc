import type { Executor } from '../../store/db.ts';
import { listWebhooks } from '../../store/repositories/management.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { notFound } from '../failures.ts';

export async function readProject(db: Executor, projectId: string) {
  const row = await findProject(db, projectId);
  if (!row) throw notFound('project', projectId);
  return row;
}

export async function readWebhooks(db: Executor, projectId: string) {
  await readProject(db, projectId);
  return listWebhooks(db, projectId);
}
