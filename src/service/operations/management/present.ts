import type { ProjectRow } from '../../store/repositories/projects.ts';
import type { Project } from '../../../contract/project.ts';
import { iso } from '../present-common.ts';

export const presentProject = (row: ProjectRow): Project => ({
  id: row.id,
  object: 'project',
  name: row.name,
  description: row.description ?? undefined,
  timezone: row.timezone,
  currency: row.currency,
  created_at: iso(row.createdAt),
});
