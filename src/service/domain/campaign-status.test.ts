import { describe, expect, it } from 'vitest';
import { campaignStatus } from './campaign-status.ts';

const now = new Date('2026-06-10T12:00:00.000Z');
const campaign = (change: Partial<Parameters<typeof campaignStatus>[0]>) => ({
  active: true,
  deletedAt: null,
  validity: {},
  ...change,
});

describe('campaignStatus', () => {
  it('reads deletion first, then the switch, then the dates', () => {
    expect(campaignStatus(campaign({}), now)).toBe('ACTIVE');
    expect(campaignStatus(campaign({ validity: { start_date: '2026-06-11T00:00:00.000Z' } }), now)).toBe('SCHEDULED');
    expect(campaignStatus(campaign({ validity: { expiration_date: '2026-06-10T12:00:00.000Z' } }), now)).toBe('ACTIVE');
    expect(campaignStatus(campaign({ validity: { expiration_date: '2026-06-10T11:59:59.999Z' } }), now)).toBe(
      'EXPIRED',
    );
    expect(
      campaignStatus(campaign({ active: false, validity: { expiration_date: '2026-01-01T00:00:00.000Z' } }), now),
    ).toBe('DISABLED');
    expect(campaignStatus(campaign({ active: false, deletedAt: now }), now)).toBe('DELETED');
  });
});
