import type { AccountSession } from '../../../contract/access.ts';
import { permissionsOf } from '../../domain/permissions.ts';
import type { Executor } from '../../store/db.ts';
import { membershipsOf, type UserRow } from '../../store/repositories/people.ts';
import { iso } from '../present-common.ts';

/** Who is signed in, the projects they belong to with what each role allows, and the session's CSRF token. */
export async function describeSession(
  db: Executor,
  user: UserRow,
  session: { csrfToken: string; expiresAt: Date },
): Promise<AccountSession> {
  const memberships = await membershipsOf(db, user.id);
  return {
    user: { id: user.id, email: user.email, name: user.name },
    memberships: memberships.map((m) => ({
      project: { id: m.projectId, name: m.projectName },
      role: m.role,
      role_name: m.customRoleName ?? m.role,
      permissions: permissionsOf(m.role, m.customRolePermissions),
    })),
    csrf_token: session.csrfToken,
    expires_at: iso(session.expiresAt),
  };
}
