import { z } from 'zod';
import { customerListQuerySchema } from '../../../contract/customer.ts';
import type { CustomerListQuery } from '../../lib/resources/customers.ts';
import { searchTextRefusal } from '../../lib/search-refusal.ts';

/** The customers list: the search text and the page, in the URL so a link shows the same list. */
export const customersSearchSchema = z.object({
  page: z.number().int().min(1).max(100).default(1).catch(1),
  /** Text the source id, name or email contains, ignoring case; kept whole, so a text past the limit is refused. */
  q: z.string().optional().catch(undefined),
});
export type CustomersSearch = z.output<typeof customersSearchSchema>;

export const customersSearchDefaults = { page: 1 } satisfies Partial<CustomersSearch>;

/** Customers a page. */
export const customersPageSize = 20;

export function toCustomerListQuery(search: CustomersSearch): CustomerListQuery {
  return { q: search.q?.trim() || undefined, page: search.page, limit: customersPageSize };
}

/** Why the service would refuse the search text; the list then asks for nothing and the field says why. */
export const customersSearchRefusal = (query: CustomerListQuery) =>
  searchTextRefusal(customerListQuerySchema, query, 'q');

const pageParam = z.number().int().min(1).max(100).default(1).catch(1);

/** A customer's page: which page of their events and of the campaigns is shown. */
export const customerSearchSchema = z.object({ events: pageParam, campaigns: pageParam });
export type CustomerSearch = z.output<typeof customerSearchSchema>;

export const customerSearchDefaults = { events: 1, campaigns: 1 } satisfies Partial<CustomerSearch>;

/** Events and campaigns a page on a customer's page. */
export const customerEventsPageSize = 10;
export const customerCampaignsPageSize = 20;

/** The reads a customer's page makes for its search: the loader fetches exactly these, the sections show them. */
export function customerPageQueries(customerId: string, search: CustomerSearch) {
  return {
    cards: { customer: customerId, limit: 20, page: 1, order: '-created_at' as const },
    redemptions: { customer: customerId, limit: 5, page: 1 },
    events: { limit: customerEventsPageSize, page: search.events },
    eligibility: { limit: customerCampaignsPageSize, page: search.campaigns },
  };
}
