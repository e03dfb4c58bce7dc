import type { EventRequest } from '../../../contract/event.ts';
import type { Db } from '../../store/db.ts';
import { upsertCustomer } from '../../store/repositories/customers.ts';
import { insertEvent } from '../../store/repositories/events.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { presentSimpleCustomer } from '../customers/present.ts';
import { auditChange, type Acting } from '../acting.ts';
import { invalidField, notFound } from '../failures.ts';
import { earnPoints } from './earning.ts';
import { convertReferral } from './referral.ts';

/**
 * Records a custom event with what it caused: a referral conversion and loyalty points. One transaction, so a
 * failing referral or card leaves no customer, event or points behind.
 */
export function trackEvent(db: Db, projectId: string, request: EventRequest, acting: Acting) {
  const { at } = acting;
  return db.transaction(async (tx) => {
    const upserted = await upsertCustomer(tx, projectId, request.customer, at);
    if (!upserted) {
      if (request.customer.id) throw notFound('customer', request.customer.id);
      throw invalidField('customer', 'send the customer id or source_id');
    }
    const { customer, created } = upserted;
    if (created)
      await recordWebhookEvent(tx, projectId, 'customer.created', { customer: presentSimpleCustomer(customer) }, at);
    const referral = request.referral
      ? await convertReferral(tx, projectId, request.event, request.referral, customer, at)
      : null;
    const loyalty = await earnPoints(
      tx,
      projectId,
      request.event,
      request.loyalty?.code,
      customer.id,
      at,
      request.metadata ?? undefined,
    );
    const event = {
      object: 'event' as const,
      type: request.event,
      customer: presentSimpleCustomer(customer),
      referral,
      loyalty,
      metadata: request.metadata ?? {},
    };
    await insertEvent(tx, { projectId, type: request.event, customerId: customer.id, data: event, createdAt: at });
    await auditChange(tx, projectId, acting, {
      action: 'event.tracked',
      resourceType: 'customer',
      resourceId: customer.id,
      summary: `Custom event ${request.event} for ${customer.sourceId ?? customer.id}`,
    });
    return event;
  });
}
