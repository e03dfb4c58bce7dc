import { z } from 'zod';
import { cursorsSearchParam } from '../../lib/paging.ts';
import type { AuditFilters, AuditQuery } from '../../../contract/audit.ts';

/** Action families the filter offers; the service matches a trailing dot as "every action of the family". */
export const actionFamilies = {
  '': 'Every action',
  'sign_in.': 'Sign-ins',
  'invitation.': 'Invitations',
  'member.': 'Members and roles',
  'campaign.': 'Campaigns',
  'promotion_tier.': 'Promotion tiers',
  'redemption.': 'Redemptions',
  'event.': 'Custom events',
  'export.': 'Exports',
  'token.': 'OAuth tokens',
} as const;

/**
 * The audit page's state in the URL: filters and the cursors that led to this page (empty on page one), so a link
 * reopens the same entries. Times are ISO instants; bad values fall back rather than fail.
 */
export const auditSearchSchema = z.object({
  action: z.string().max(100).default('').catch(''),
  actor: z.string().max(200).default('').catch(''),
  from: z.iso.datetime({ offset: true }).optional().catch(undefined),
  to: z.iso.datetime({ offset: true }).optional().catch(undefined),
  cursors: cursorsSearchParam,
});
export type AuditSearch = z.output<typeof auditSearchSchema>;

export const auditSearchDefaults = { action: '', actor: '', cursors: [] } satisfies Partial<AuditSearch>;

export function toAuditFilters(search: AuditSearch): AuditFilters {
  return {
    action: search.action || undefined,
    actor: search.actor || undefined,
    from: search.from,
    to: search.to,
  };
}

export const toAuditQuery = (search: AuditSearch): AuditQuery => ({
  ...toAuditFilters(search),
  limit: 25,
  starting_after: search.cursors.at(-1),
});
