import { describe, expect, it } from 'vitest';
import { invitationStatus } from './invitation-status.ts';

const at = new Date('2026-06-10T12:00:00.000Z');
const later = new Date('2026-06-17T12:00:00.000Z');
const invitation = (change: Partial<Parameters<typeof invitationStatus>[0]>) => ({
  acceptedAt: null,
  revokedAt: null,
  expiresAt: later,
  ...change,
});

describe('invitationStatus', () => {
  it('is pending until it expires, and expired from the expiry instant on', () => {
    expect(invitationStatus(invitation({}), at)).toBe('PENDING');
    expect(invitationStatus(invitation({}), later)).toBe('EXPIRED');
    expect(invitationStatus(invitation({ expiresAt: null }), at)).toBe('EXPIRED');
  });

  it('reads acceptance first, then revocation, then the expiry', () => {
    expect(invitationStatus(invitation({ acceptedAt: at, revokedAt: at, expiresAt: at }), later)).toBe('ACCEPTED');
    expect(invitationStatus(invitation({ revokedAt: at, expiresAt: at }), later)).toBe('REVOKED');
  });
});
