import type { Context } from 'hono';
import { notFound } from '../../operations/failures.ts';
import type { QaMode } from '../../qa/mode.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';

/** The project named in the path, which must exist. */
export async function qaProjectOf(c: Context<AppEnv>, projectId: string) {
  if (!(await findProject(dbOf(c), projectId))) throw notFound('project', projectId);
  return projectId;
}

/** A project's named snapshot, which must exist. */
export function namedSnapshotOf(qa: QaMode, projectId: string, name: string) {
  const taken = qa.snapshotsOf(projectId).get(name);
  if (!taken) throw notFound('snapshot', name);
  return taken;
}
