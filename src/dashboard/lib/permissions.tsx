import { createContext, useContext, type ReactNode } from 'react';
import type { Membership, Permission } from '../../contract/access.ts';

/** A page the person's role does not open: the 403 view names the permission and who can grant it. */
export class PermissionDenied extends Error {
  override readonly name = 'PermissionDenied';
  constructor(
    readonly permission: Permission,
    readonly membership: Membership,
  ) {
    super(`Your role ${membership.role_name} does not allow ${permission}`);
  }
}

/** For a route's beforeLoad: go on only when the role in the current project holds the permission. */
export function requirePermission(membership: Membership, permission: Permission): void {
  if (!membership.permissions.includes(permission)) throw new PermissionDenied(permission, membership);
}

const PermissionsContext = createContext<readonly Permission[]>([]);

export function PermissionsProvider({
  permissions,
  children,
}: {
  permissions: readonly Permission[];
  children: ReactNode;
}) {
  return <PermissionsContext.Provider value={permissions}>{children}</PermissionsContext.Provider>;
}

/** Whether the signed-in person's role in the current project allows this; controls it does not allow are disabled. */
export const useCan = (permission: Permission) => useContext(PermissionsContext).includes(permission);
/** Everything `useCan` answers yes to, for lists built from the matrix (the navigation, the command palette). */
export const useGranted = () => useContext(PermissionsContext);

/** Signed in, but a member of no project yet: there is nothing to show until someone invites them. */
export class NoProjects extends Error {
  override readonly name = 'NoProjects';
  constructor(readonly email: string) {
    super(`${email} is not a member of any project`);
  }
}

/** The project this tab was showing is no longer among the person's memberships: removed while working. */
export class LeftProject extends Error {
  override readonly name = 'LeftProject';
  constructor(
    readonly projectId: string,
    /** The project's name as it was last loaded, when it was. */
    readonly projectName: string | undefined,
    /** Where the person still is a member. */
    readonly memberships: readonly Membership[],
  ) {
    super(`You are no longer a member of ${projectName ?? projectId}`);
  }
}

/** A link names a project (`?project=`) the person is not a member of. */
export class NotProjectMember extends Error {
  override readonly name = 'NotProjectMember';
  constructor(readonly projectId: string) {
    super(`You are not a member of project ${projectId}`);
  }
}
