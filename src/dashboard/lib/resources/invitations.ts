import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationRequest } from '../../../contract/invitation.ts';
import { apiRequest } from '../api-client.ts';
import { teamKeys } from './team.ts';

/** Sends an invitation (204, no body); every team list refetches to show it. */
export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
    mutationFn: (request: InvitationRequest) =>
      apiRequest({ method: 'POST', path: '/management/v1/projects/users/invite', body: request }),
  });
}
