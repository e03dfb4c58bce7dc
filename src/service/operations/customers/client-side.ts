import type { Customer, CustomerRequest } from '../../../contract/customer.ts';
import type { Db } from '../../store/db.ts';
import { findOrCreateCustomer, insertAnonymousCustomer } from '../../store/repositories/customers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { iso } from '../present-common.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { presentCustomer, presentSimpleCustomer } from './present.ts';

/**
 * POST /client/v1/customers: creates the customer a shop's page sends. Public keys may not rewrite or read anyone:
 * a customer that already exists (by id or source id) is left as it is and answered as its id and source id only.
 */
export function createCustomerClientSide(db: Db, projectId: string, request: CustomerRequest, acting: Acting) {
  return db.transaction(async (tx): Promise<Customer> => {
    const found =
      request.id || request.source_id ? await findOrCreateCustomer(tx, projectId, request, acting.at) : undefined;
    if (request.id && !found) throw notFound('customer', request.id);
    const { customer, created } = found ?? {
      customer: await insertAnonymousCustomer(tx, projectId, request, acting.at),
      created: true,
    };
    if (!created)
      return {
        id: customer.id,
        source_id: customer.sourceId ?? undefined,
        address: null,
        summary: null,
        loyalty: null,
        referrals: null,
        system_metadata: {},
        created_at: iso(customer.createdAt),
        object: 'customer',
      };
    await recordWebhookEvent(
      tx,
      projectId,
      'customer.created',
      { customer: presentSimpleCustomer(customer) },
      acting.at,
    );
    await auditChange(tx, projectId, acting, {
      action: 'customer.created',
      resourceType: 'customer',
      resourceId: customer.id,
      summary: `Created the customer ${customer.sourceId ?? customer.id}`,
    });
    return presentCustomer({ row: customer });
  });
}
