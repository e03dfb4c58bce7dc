import type {
  CustomerActivitiesList,
  CustomerActivitiesQuery,
  CustomerActivity,
  CustomerActivityList,
  CustomerActivityQuery,
} from '../../../contract/customer-activity.ts';
import type { Customer } from '../../../contract/customer.ts';
import type { Executor } from '../../store/db.ts';
import { pageActivity, type ActivityFilter, type ActivityRow } from '../../store/repositories/customer-activity.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { notFound } from '../failures.ts';
import { presentCustomer } from './present.ts';
import { figuresOf } from './read.ts';

const presentActivity = (customer: Customer, row: ActivityRow): CustomerActivity => ({
  id: row.id,
  type: row.type,
  data: { data: { customer, ...row.detail }, event_source: { channel: 'API' } },
  created_at: new Date(row.created_at).toISOString(),
  ...(row.group_id && { group_id: row.group_id }),
});

async function customerActivity(
  db: Executor,
  projectId: string,
  ref: string,
  filter: Omit<ActivityFilter, 'customerId' | 'projectId'>,
) {
  const customer = await findCustomer(db, projectId, ref);
  if (!customer) throw notFound('customer', ref);
  const page = await pageActivity(db, { ...filter, customerId: customer.id, projectId });
  const presented = presentCustomer({ row: customer, figures: await figuresOf(db, customer) });
  return { ...page, data: page.rows.map((row) => presentActivity(presented, row)) };
}

const dateOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

const commonFilter = (query: CustomerActivitiesQuery | CustomerActivityQuery) => ({
  order: query.order,
  limit: query.limit,
  startingAfterId: query.starting_after_id,
  startDate: dateOf(query.start_date),
  endDate: dateOf(query.end_date),
  campaignId: query.campaign_id,
  campaignType: query.campaign_type,
});

export async function readCustomerActivities(
  db: Executor,
  projectId: string,
  ref: string,
  query: CustomerActivitiesQuery,
): Promise<CustomerActivitiesList> {
  const page = await customerActivity(db, projectId, ref, {
    ...commonFilter(query),
    startingAfter: dateOf(query.starting_after),
  });
  return { object: 'list', data_ref: 'data', data: page.data, total: page.total };
}

/** The deprecated list: the same activities, paged by `starting_after_id` with `has_more`. */
export async function readCustomerActivityLegacy(
  db: Executor,
  projectId: string,
  ref: string,
  query: CustomerActivityQuery,
): Promise<CustomerActivityList> {
  const page = await customerActivity(db, projectId, ref, { ...commonFilter(query), type: query.type });
  // Every recorded activity is the customer's action (or its direct outcome): EFFECT selects nothing.
  if (query.category === 'EFFECT') return { object: 'list', data_ref: 'data', data: [], has_more: false };
  const last = page.data.at(-1);
  return {
    object: 'list',
    data_ref: 'data',
    data: page.data,
    has_more: page.hasMore,
    ...(page.hasMore && last && { more_starting_after: last.id }),
  };
}
