import type { Customer, SimpleCustomer } from '../../../contract/customer.ts';
import type { CustomerEvent } from '../../../contract/customer-activity.ts';
import type { EventRow } from '../../store/repositories/events.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { iso } from '../present-common.ts';
import type { CustomerFigures } from './read.ts';

/** A customer as the client-side API may show it to anyone holding the public keys: no personal fields. */
export const presentCustomerReference = (row: Pick<CustomerRow, 'id' | 'sourceId'>): SimpleCustomer => ({
  id: row.id,
  source_id: row.sourceId ?? undefined,
  object: 'customer',
});

export const presentSimpleCustomer = (row: CustomerRow): SimpleCustomer => ({
  id: row.id,
  name: row.name ?? undefined,
  email: row.email ?? undefined,
  source_id: row.sourceId ?? undefined,
  metadata: row.metadata,
  object: 'customer',
});

/**
 * The full customer; with the figures the database computed for it, its `summary` and `loyalty` too (a list leaves
 * them null: they cost several statements per customer, and the official schema lets them be null).
 */
export const presentCustomer = ({ row, figures }: { row: CustomerRow; figures?: CustomerFigures }): Customer => ({
  id: row.id,
  source_id: row.sourceId ?? undefined,
  name: row.name ?? undefined,
  description: row.description ?? undefined,
  email: row.email ?? undefined,
  phone: row.phone ?? undefined,
  birthdate: row.birthdate ?? undefined,
  // The official schema lets the address be null.
  address: row.address,
  ...(Object.keys(row.metadata).length > 0 && { metadata: row.metadata }),
  summary: figures ? { redemptions: figures.redemptions, orders: figures.orders } : null,
  loyalty: figures
    ? {
        points: figures.loyaltyPoints,
        referred_customers: figures.referredCustomers,
        campaigns: Object.fromEntries(
          Object.entries(figures.loyaltyCampaigns).map(([campaignId, points]) => [campaignId, { points }]),
        ),
      }
    : null,
  referrals: figures
    ? {
        total: figures.referrals.length,
        campaigns: figures.referrals.map((referral) => ({
          campaign_id: referral.campaignId,
          referrer_id: referral.referrerId,
          related_object_id: referral.redemptionId,
          related_object_type: 'redemption' as const,
          date: iso(referral.at),
        })),
      }
    : null,
  system_metadata: {},
  created_at: iso(row.createdAt),
  updated_at: row.updatedAt ? iso(row.updatedAt) : undefined,
  object: 'customer',
});

/** A recorded custom event as the customer's page lists it. */
export const presentCustomerEvent = (row: EventRow): CustomerEvent => ({
  id: row.id,
  object: 'event',
  type: row.type,
  customer: row.data.customer,
  metadata: row.data.metadata,
  referral: row.data.referral,
  loyalty: row.data.loyalty,
  created_at: iso(row.createdAt),
});
