import type { Executor } from '../../store/db.ts';
import { customerSummary } from '../../store/repositories/customer-summary.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { referredCustomers } from '../../store/repositories/loyalty.ts';
import { notFound } from '../failures.ts';

export type CustomerFigures = Awaited<ReturnType<typeof customerSummary>> & { referredCustomers: number };

/** A customer by id or source id, with its redemption, order, loyalty and referral figures. */
export async function readCustomer(db: Executor, projectId: string, ref: string) {
  const row = await findCustomer(db, projectId, ref);
  if (!row) throw notFound('customer', ref);
  const figures = { ...(await customerSummary(db, row.id)), referredCustomers: await referredCustomers(db, row.id) };
  return { row, figures };
}
