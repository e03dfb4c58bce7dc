import type { Executor } from '../../store/db.ts';
import { membershipsOf } from '../../store/repositories/people.ts';
import { findProject, listProjects } from '../../store/repositories/projects.ts';
import { notFound } from '../failures.ts';

export async function readProject(db: Executor, projectId: string) {
  const row = await findProject(db, projectId);
  if (!row) throw notFound('project', projectId);
  return row;
}

/** Every project for the management keys; for a person, the projects they belong to. */
export async function readProjects(db: Executor, personId: string | undefined) {
  const projects = await listProjects(db);
  if (personId === undefined) return projects;
  const mine = new Set((await membershipsOf(db, personId)).map((m) => m.projectId));
  return projects.filter((p) => mine.has(p.id));
}
