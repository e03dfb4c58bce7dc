import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptLinkSchema, accessRoleListSchema, teamSchema } from '../../../contract/access.ts';
import { apiRequest } from '../api-client.ts';
import { queryKeysFactory } from './query-keys.ts';

export const teamKeys = queryKeysFactory('team');
const base = (projectId: string) => `/promodesk/projects/${encodeURIComponent(projectId)}`;

/** Members and invitations nobody has accepted yet. */
export function teamQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: teamKeys.detail(projectId),
    queryFn: ({ signal }) => apiRequest({ path: `${base(projectId)}/team`, schema: teamSchema, signal }),
  });
}

/** The roles a member can hold, predefined then custom, with what each allows. */
export function rolesQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: [...teamKeys.all(), 'roles', projectId] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/management/v1/projects/${encodeURIComponent(projectId)}/roles`,
        schema: accessRoleListSchema,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Every team change refetches the team it changed. */
function useTeamChange<T, R>(projectId: string, change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.detail(projectId) }),
  });
}

export const useChangeRole = (projectId: string) =>
  useTeamChange(projectId, ({ userId, role }: { userId: string; role: string }) =>
    apiRequest({
      method: 'PUT',
      path: `${base(projectId)}/members/${encodeURIComponent(userId)}/role`,
      body: { role },
    }),
  );

export const useRemoveMember = (projectId: string) =>
  useTeamChange(projectId, (userId: string) =>
    apiRequest({ method: 'DELETE', path: `${base(projectId)}/members/${encodeURIComponent(userId)}` }),
  );

/** A new accept link (the earlier one stops working), for the admin to copy and send. */
export const useResendInvitation = (projectId: string) =>
  useTeamChange(projectId, (invitationId: string) =>
    apiRequest({
      method: 'POST',
      path: `${base(projectId)}/invitations/${encodeURIComponent(invitationId)}/resend`,
      schema: acceptLinkSchema,
    }),
  );

export const useRevokeInvitation = (projectId: string) =>
  useTeamChange(projectId, (invitationId: string) =>
    apiRequest({ method: 'POST', path: `${base(projectId)}/invitations/${encodeURIComponent(invitationId)}/revoke` }),
  );
