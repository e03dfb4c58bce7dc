import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { AccountSession } from '../../contract/access.ts';
import { sessionKey } from './resources/session.ts';
import { setViewAsRole } from './view-as.ts';

/** Starts or stops viewing as a role, then reads the session and every shown page again under it. */
export function useSwitchViewAs() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (roleId: string | null) => {
    setViewAsRole(roleId);
    await queryClient.invalidateQueries();
    await router.invalidate();
  };
}

/**
 * For the layout's beforeLoad: viewing as a role holds in the project it started in and while the service agrees
 * (the person may still manage the team, the role still exists); otherwise this tab stops viewing.
 */
export function settleViewAs(session: AccountSession, projectId: string, queryClient: QueryClient) {
  if (session.viewing_as?.project_id === projectId) return;
  setViewAsRole(null);
  if (session.viewing_as) void queryClient.invalidateQueries({ queryKey: sessionKey });
}
