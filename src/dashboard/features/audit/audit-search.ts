import { z } from 'zod';
import { cursorsSearchParam } from '../../lib/paging.ts';
import { searchTextRefusal } from '../../lib/search-refusal.ts';
import {
  auditQuerySchema,
  type AuditActionFamily,
  type AuditFilters,
  type AuditQuery,
} from '../../../contract/audit.ts';

/** Each family of audit actions in words. */
const familyWords: Record<AuditActionFamily, string> = {
  sign_in: 'Sign-ins',
  sign_out: 'Sign-outs',
  setup: 'Setup',
  password: 'Passwords',
  password_reset: 'Password resets',
  profile: 'Profiles',
  invitation: 'Invitations',
  member: 'Members and roles',
  api_key: 'API keys',
  token: 'OAuth tokens',
  client_origins: 'Allowed origins',
  webhook: 'Webhooks',
  campaign: 'Campaigns',
  template: 'Templates',
  category: 'Categories',
  product: 'Products',
  sku: 'SKUs',
  products_collection: 'Product collections',
  segment: 'Segments',
  location: 'Locations',
  metadata_schema: 'Metadata schemas',
  custom_event_schema: 'Custom event schemas',
  branding: 'Brand details',
  project: 'Projects',
  stacking_rules: 'Stacking rules',
  publication: 'Publications',
  order: 'Orders',
  customer: 'Customers',
  validation_rule: 'Validation rules',
  promotion_tier: 'Promotion tiers',
  promotion_stack: 'Promotion stacks',
  voucher: 'Vouchers',
  redemption: 'Redemptions',
  event: 'Custom events',
  export: 'Exports',
  async_action: 'Bulk jobs',
  reward: 'Rewards',
  loyalty_tier: 'Loyalty tiers',
  referral_holder: 'Referral code holders',
  earning_rule: 'Earning rules',
  approval: 'Approvals',
  view: 'Saved views',
};

/**
 * The filter's choices: one per family of the contract's audit actions (the compiler holds the words above to exactly
 * those families). A value ends with a dot, which the service matches as every action of the family.
 */
export const actionFamilies = [
  { value: '', label: 'Every action' },
  ...Object.entries(familyWords).map(([family, label]) => ({ value: `${family}.`, label })),
];

/**
 * The audit page's state in the URL: filters and the cursors that led to this page (empty on page one), so a link
 * reopens the same entries. Times are ISO instants; bad values fall back rather than fail.
 */
export const auditSearchSchema = z.object({
  action: z.string().max(100).default('').catch(''),
  /** Kept whole, so a text past the limit is refused. */
  actor: z.string().default('').catch(''),
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

/** Why the service would refuse the actor text; the page then asks for nothing and the field says why. */
export const auditSearchRefusal = (query: AuditQuery) => searchTextRefusal(auditQuerySchema, query, 'actor');
