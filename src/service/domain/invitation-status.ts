import type { InvitationStatus } from '../../contract/access.ts';

/** What decides an invitation's status: accepted, then revoked, then expired (seven days from the last send). */
export interface InvitationState {
  acceptedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date | null;
}

/** An invitation's status at an instant; only a PENDING one can be accepted. */
export const invitationStatus = (invitation: InvitationState, at: Date): InvitationStatus =>
  invitation.acceptedAt
    ? 'ACCEPTED'
    : invitation.revokedAt
      ? 'REVOKED'
      : !invitation.expiresAt || invitation.expiresAt <= at
        ? 'EXPIRED'
        : 'PENDING';
