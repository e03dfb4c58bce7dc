/*
 * POST /v1/loyalties/{campaignId}/qualifications: the points a customer's card would earn in a loyalty program for an
 * order, by the program's live order-paid earning rules judged as an award judges them (`earning-eligibility.ts`),
 * each in the member's tier. It only reads: nothing is awarded and no customer or card is made. An order already
 * paid is estimated the same way, its awards not subtracted, as the hosted endpoint estimates paid orders too.
 */
import type { CustomerRequest } from '../../../contract/customer.ts';
import { orderPaidEvent } from '../../../contract/earning-rule.ts';
import type { OrderCalculated, OrderRequest } from '../../../contract/order.ts';
import type { PointsEstimation, PointsEstimationRequest } from '../../../contract/points-estimation.ts';
import { calculateOrder } from '../../domain/order-totals.ts';
import type { Executor } from '../../store/db.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { heldCardsIn } from '../../store/repositories/earning-rules.ts';
import { findOrder } from '../../store/repositories/orders.ts';
import { DomainFailure, invalidField, notFound } from '../failures.ts';
import { presentOrder } from '../redemptions/present.ts';
import { cardPoints, earningRulesFor } from './earning-eligibility.ts';
import { loyaltyProgram } from './earning-rules.ts';

/** The hosted service's refusals of an estimation, each a 400 with its own key. */
const refuse = (key: string, message: string, details: string) =>
  new DomainFailure({ kind: 'invalid', key, message, details });

/** The stored customer the request names; none for a source id not seen yet (a customer who would join). */
async function customerOf(db: Executor, projectId: string, request: CustomerRequest) {
  const named = request.id ?? request.source_id;
  if (!named) throw invalidField('customer', 'send the customer id or source_id');
  const customer = await findCustomer(db, projectId, named);
  if (!customer && request.id) throw notFound('customer', request.id);
  return customer;
}

/** The stored order the request names by id or source id, else the order sent, calculated as an order write does. */
async function orderOf(db: Executor, projectId: string, request: OrderRequest, at: Date): Promise<OrderCalculated> {
  const named = request.id ?? request.source_id;
  const stored = named ? await findOrder(db, projectId, named) : undefined;
  if (stored) return stored.data;
  if (request.id) throw notFound('order', request.id);
  const items = request.items ?? [];
  const calculation = calculateOrder({ amount: request.amount, discount_amount: request.discount_amount, items }, []);
  return presentOrder({ request, status: request.status, calculation, customer: undefined, at });
}

export async function estimatePoints(
  db: Executor,
  input: { projectId: string; campaignId: string; request: PointsEstimationRequest; at: Date },
): Promise<PointsEstimation> {
  const { projectId, request, at } = input;
  const program = await loyaltyProgram(db, projectId, input.campaignId);
  if (!program.active)
    throw refuse(
      'campaign_not_active',
      `Loyalty campaign '${program.id}' is not active`,
      'Given campaign is not active',
    );
  const customer = await customerOf(db, projectId, request.customer);
  const order = await orderOf(db, projectId, request.order, at);
  const cards = customer ? await heldCardsIn(db, program.id, customer.id) : [];
  const card = cards.find((held) => held.active);
  if (!card && cards[0])
    throw refuse(
      'loyalty_card_not_active',
      `Customer's loyalty card '${cards[0].code}' is not active`,
      "Given customer's loyalty card is not active",
    );
  if (!card && !program.autoJoin)
    throw refuse(
      'campaign_not_allow_auto_join',
      `Loyalty campaign '${program.id}' does not allow auto-join for non-members`,
      'Given campaign does not allow auto-join',
    );
  const event = {
    projectId,
    event: orderPaidEvent,
    customerId: customer?.id,
    requestedCustomer: request.customer,
    customerMetadata: { ...customer?.metadata, ...request.customer.metadata },
    order,
    programId: program.id,
    at,
  };
  let points = 0;
  for (const { rule } of await earningRulesFor(db, event)) points += await cardPoints(db, rule, card?.id, event);
  return { campaign: { id: program.id, name: program.name, object: 'campaign' }, points_estimation: points };
}
