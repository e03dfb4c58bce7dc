import type { CustomerRequest } from '../../../contract/customer.ts';
import type { Executor } from '../../store/db.ts';
import { findOrCreateCustomer, insertAnonymousCustomer, upsertCustomer } from '../../store/repositories/customers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { invalidField, notFound } from '../failures.ts';
import { presentSimpleCustomer } from './present.ts';

/**
 * The customer a request names: by id (which must exist) or by source id (created when new, which the webhooks hear
 * of as `customer.created`). With `update`, a stored customer also takes what the request sends; public keys never
 * change one. A customer described without either (`{name}`) is a new one, as the hosted service creates it.
 * `field` is where the request named them, for the error.
 */
export async function customerNamed(
  tx: Executor,
  projectId: string,
  request: CustomerRequest,
  at: Date,
  { field, update }: { field: string; update: boolean },
) {
  const described = !request.id && !request.source_id && Object.keys(request).length > 0;
  const found = described
    ? { customer: await insertAnonymousCustomer(tx, projectId, request, at), created: true }
    : update
      ? await upsertCustomer(tx, projectId, request, at)
      : await findOrCreateCustomer(tx, projectId, request, at);
  if (!found) {
    if (request.id) throw notFound('customer', request.id);
    throw invalidField(field, 'send the customer id or source_id');
  }
  if (found.created)
    await recordWebhookEvent(
      tx,
      projectId,
      'customer.created',
      { customer: presentSimpleCustomer(found.customer) },
      at,
    );
  return found.customer;
}
