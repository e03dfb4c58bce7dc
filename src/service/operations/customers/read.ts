import type { CustomerListQuery } from '../../../contract/customer.ts';
import type { CustomerEventListQuery } from '../../../contract/customer-activity.ts';
import type { Executor } from '../../store/db.ts';
import { customerSummary } from '../../store/repositories/customer-summary.ts';
import { findCustomer, pageCustomers, type CustomerRow } from '../../store/repositories/customers.ts';
import { pageEvents } from '../../store/repositories/events.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { referredCustomers } from '../../store/repositories/loyalty.ts';
import { notFound } from '../failures.ts';

export type CustomerFigures = Awaited<ReturnType<typeof customerSummary>> & { referredCustomers: number };

/** A customer's redemption, order, loyalty and referral figures. */
export const figuresOf = async (db: Executor, row: CustomerRow): Promise<CustomerFigures> => ({
  ...(await customerSummary(db, row.id)),
  referredCustomers: await referredCustomers(db, row.id),
});

/** A customer by id or source id, with its redemption, order, loyalty and referral figures. */
export async function readCustomer(db: Executor, projectId: string, ref: string) {
  const row = await findCustomer(db, projectId, ref);
  if (!row) throw notFound('customer', ref);
  return { row, figures: await figuresOf(db, row) };
}

/** A page of the project's customers (newest first, `q` searching source id, name and email), with the total. */
export const readCustomerPage = (db: Executor, projectId: string, query: CustomerListQuery) =>
  pageCustomers(db, projectId, query);

/**
 * A customer of a project named in the path (Promodesk's own routes, reachable with management keys): 404 `project`
 * for an unknown project, 404 `customer` for a customer (by id or source id) it does not have.
 */
export async function projectCustomer(db: Executor, projectId: string, ref: string) {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
  const row = await findCustomer(db, projectId, ref);
  if (!row) throw notFound('customer', ref);
  return row;
}

/** A page of a customer's custom events, newest first. */
export async function readCustomerEvents(db: Executor, projectId: string, ref: string, query: CustomerEventListQuery) {
  const customer = await projectCustomer(db, projectId, ref);
  return pageEvents(db, projectId, { ...query, customerId: customer.id });
}
