import type { ManagementUser } from '../../../contract/management-user.ts';
import type { Executor } from '../../store/db.ts';
import { type findUser, membersOf, membershipsOf } from '../../store/repositories/people.ts';
import { notFound } from '../failures.ts';
import { readProject } from './projects.ts';

/*
 * The management API's users of a project: its members, read here; role changes and unassigning are the team page's
 * operations (`operations/team/team.ts`), so both refuse the same things.
 */

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** The official user: the name split at its first space (Promodesk keeps one name), every project's role. */
async function presentUser(db: Executor, user: UserRow): Promise<ManagementUser> {
  const [first = '', ...rest] = user.name.split(' ');
  const memberships = await membershipsOf(db, user.id);
  return {
    id: user.id,
    login: user.email,
    email: user.email,
    first_name: first,
    last_name: rest.join(' '),
    projects: Object.fromEntries(memberships.map((m) => [m.projectId, m.role])),
    is_owner: false,
  };
}

export async function readProjectUsers(db: Executor, projectId: string) {
  await readProject(db, projectId);
  const members = await membersOf(db, projectId);
  return Promise.all(members.map((member) => presentUser(db, member.user)));
}

export async function readProjectUser(db: Executor, projectId: string, userId: string) {
  await readProject(db, projectId);
  const member = (await membersOf(db, projectId)).find((m) => m.user.id === userId);
  if (!member) throw notFound('user', userId);
  return presentUser(db, member.user);
}
