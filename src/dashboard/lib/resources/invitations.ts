import { useMutation } from '@tanstack/react-query';
import type { InvitationRequest } from '../../../contract/invitation.ts';
import { apiRequest } from '../api-client.ts';

/** Sends an invitation (204, no body). Nothing the dashboard caches lists invitations, so there is nothing to invalidate. */
export function useInviteUser() {
  return useMutation({
    mutationFn: (request: InvitationRequest) =>
      apiRequest({ family: 'management', method: 'POST', path: '/management/v1/projects/users/invite', body: request }),
  });
}
