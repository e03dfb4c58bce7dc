import type { Context } from 'hono';
import { permissionWords, type Permission } from '../../../contract/access.ts';
import { permissionsOf } from '../../domain/permissions.ts';
import { dbOf } from '../context.ts';
import { accountNow } from '../clock.ts';
import type { AppEnv, Principal } from '../env.ts';
import { DomainFailure } from '../../operations/failures.ts';
import { findLiveSession, membershipsOf, revokeSession, touchSession } from '../../store/repositories/people.ts';
import { sameSecret } from '../../secrets/secrets.ts';
import { sessionIdleSeconds } from '../../operations/account/session.ts';
import { viewAsHeader, viewedRole, viewingIsReadOnly } from '../../operations/account/view-as.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Activity is written at most once a minute per session, not on every request. */
const touchEverySeconds = 60;

const signInAgain = (details: string) =>
  new DomainFailure({ kind: 'unauthorized', key: 'unauthorized', message: 'Unauthorized', details });
const refuse = (details: string) =>
  new DomainFailure({ kind: 'forbidden', key: 'forbidden', message: 'Forbidden', details });

/** The header a dashboard request names its project with; a session alone does not say which project. */
export const projectHeader = 'x-promodesk-project';

/** The live session a cookie names, with its person; refused when unknown, revoked, idle too long or expired. */
export async function liveSession(c: Context<AppEnv>, sessionHash: string) {
  const at = accountNow(c);
  const found = await findLiveSession(dbOf(c), sessionHash, at);
  if (!found) throw signInAgain('Your session has ended: sign in again');
  const idleSince = found.session.lastSeenAt.getTime();
  if (at.getTime() - idleSince > sessionIdleSeconds * 1000) {
    await revokeSession(dbOf(c), sessionHash, at);
    throw signInAgain('Your session ended after two idle hours: sign in again');
  }
  if (!safeMethods.has(c.req.method) && !sameSecret(c.req.header('x-csrf-token') ?? '', found.session.csrfToken))
    throw refuse('Send the session’s CSRF token in X-CSRF-Token with every change');
  if (at.getTime() - idleSince > touchEverySeconds * 1000) await touchSession(dbOf(c), sessionHash, at);
  return found;
}

/**
 * A signed-in person as the principal of a request. With a requirement, the person must belong to the project (the
 * path's, else the `X-Promodesk-Project` header's) and hold the permission there.
 */
export async function personPrincipal(
  c: Context<AppEnv>,
  sessionHash: string,
  requirement: { permission: Permission; projectId?: string | undefined } | undefined,
): Promise<{ principal: Principal; credential: string }> {
  const { user } = await liveSession(c, sessionHash);
  const credential = `user:${user.id}`;
  if (!requirement) {
    if (c.req.header(viewAsHeader) !== undefined && !safeMethods.has(c.req.method))
      throw refuse('Viewing as a role is read-only: stop viewing as a role to make changes');
    return { principal: { kind: 'person', userId: user.id, projectId: undefined, permissions: [] }, credential };
  }
  const projectId = requirement.projectId ?? c.req.header(projectHeader);
  if (!projectId) throw refuse(`Choose a project: send its id in X-Promodesk-Project`);
  const membership = (await membershipsOf(dbOf(c), user.id)).find((m) => m.projectId === projectId);
  if (!membership) throw refuse(`You are not a member of the project ${projectId}`);
  const ownPermissions = permissionsOf(membership.role, membership.customRolePermissions);
  const viewAs = c.req.header(viewAsHeader);
  const viewed = viewAs === undefined ? undefined : await viewedRole(dbOf(c), viewAs, ownPermissions);
  if (viewed && !safeMethods.has(c.req.method)) throw viewingIsReadOnly(viewed);
  const permissions = viewed?.permissions ?? ownPermissions;
  if (!permissions.includes(requirement.permission)) {
    throw new DomainFailure({
      kind: 'forbidden',
      key: 'missing_permission',
      message: 'Forbidden',
      details: `${viewed ? `The role you are viewing as, ${viewed.name},` : `Your role ${membership.customRoleName ?? membership.role}`} in ${membership.projectName} does not allow you to ${permissionWords[requirement.permission]} (${requirement.permission}); a project ADMIN can grant it`,
      resource_id: requirement.permission,
      resource_type: 'permission',
    });
  }
  return { principal: { kind: 'person', userId: user.id, projectId, permissions }, credential };
}
