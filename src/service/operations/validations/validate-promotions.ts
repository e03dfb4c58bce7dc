/*
 * The hosted API's promotion validation (deprecated there, still sent by the SDKs): every promotion tier that applies
 * to a customer and order now, each with its discount and the order as that tier alone would leave it.
 *
 * Candidates are the project's tiers that are on, of promotions that are on and not in the bin, within their dates,
 * the 150 most recent, as the hosted limitation says. They are loaded once and each is judged as a one-tier stacked
 * validation by the redemption's own decision (days, hours and rules included), so this answer and a redemption of
 * the tier always agree. A question only: nothing is written, and an unknown `source_id` is judged as a new
 * customer.
 */
import type { PromotionValidation, PromotionValidationRequest } from '../../../contract/promotion-validation.ts';
import type { CustomerRequest } from '../../../contract/customer.ts';
import type { ClientRedemptionRequest } from '../../../contract/redemption.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { trackingId } from '../../domain/qualification.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findCustomer, type CustomerRow } from '../../store/repositories/customers.ts';
import { pageProjectTiers } from '../../store/repositories/promotion-tiers.ts';
import { notFound } from '../failures.ts';
import { judgeCandidates } from '../redemptions/judge-candidates.ts';
import { presentOrder } from '../redemptions/present.ts';
import { withMembership } from '../segments/membership.ts';
import { singleOrderOf } from '../redemptions/single.ts';
import { targetLists } from '../rule-inputs.ts';

/** The hosted limitation: only the most recent tiers are checked. */
export const MAX_VALIDATED_TIERS = 150;

/** The customer a question names: one named by id must exist; an unknown `source_id` is judged as a new customer. */
export async function askingCustomer(db: Executor, projectId: string, named: CustomerRequest | undefined) {
  const ref = named?.id ?? named?.source_id;
  const customer = ref === undefined ? undefined : await findCustomer(db, projectId, ref);
  if (named?.id && customer?.id !== named.id) throw notFound('customer', named.id);
  return customer;
}

/** The available tiers (newest 150) that apply to the context now, each judged alone, with what it takes off. */
export async function applicableTiers(
  db: Executor,
  input: {
    projectId: string;
    model: ModelSnapshot;
    context: Omit<ClientRedemptionRequest, 'redeemables'>;
    customer: CustomerRow | undefined;
    stackingRules: StackingRules;
    at: Date;
  },
) {
  const { projectId, context, at } = input;
  // As in redemption: rules on `customer.segment` see static and filtered membership.
  const customer = await withMembership(db, input.customer, at);
  const { rows } = await pageProjectTiers(
    db,
    projectId,
    { is_available: true, limit: MAX_VALIDATED_TIERS, page: 1, order: '-created_at' },
    at,
  );
  const candidates = rows.map((r) => ({ object: 'promotion_tier' as const, id: r.tier.id }));
  const { alone } = await judgeCandidates(db, { ...input, customer, candidates });
  return rows.flatMap((row) => {
    const evaluation = alone({ object: 'promotion_tier', id: row.tier.id });
    const applied = evaluation.applied[0];
    if (!applied) return [];
    const order = presentOrder({ request: context.order ?? {}, calculation: evaluation.calculation, customer, at });
    return [{ ...row, applied, order }];
  });
}

export async function validatePromotions(
  db: Executor,
  input: {
    projectId: string;
    model: ModelSnapshot;
    body: PromotionValidationRequest;
    stackingRules: StackingRules;
    at: Date;
  },
): Promise<PromotionValidation> {
  const { projectId, body } = input;
  const customer = await askingCustomer(db, projectId, body.customer);
  const { options: _options, ...context } = body;
  const tiers = await applicableTiers(db, { ...input, context, customer });
  const sourceId = customer?.sourceId ?? body.customer?.source_id;
  const tracking = body.tracking_id ?? (sourceId === undefined ? undefined : trackingId(sourceId));
  const byHierarchy = tiers.sort((a, b) => a.tier.hierarchy - b.tier.hierarchy || (a.tier.id < b.tier.id ? -1 : 1));
  const promotions = byHierarchy.map(({ tier, applied, order }) => ({
    valid: true as const,
    id: tier.id,
    object: 'promotion_tier' as const,
    name: tier.name,
    banner: tier.banner ?? undefined,
    discount: applied.definition,
    discount_amount: applied.discount,
    hierarchy: tier.hierarchy,
    start_date: tier.validity.start_date ?? undefined,
    expiration_date: tier.validity.expiration_date ?? undefined,
    metadata: tier.metadata,
    ...targetLists([]),
    order: singleOrderOf(order),
    ...(tracking !== undefined && { tracking_id: tracking }),
  }));
  return { valid: promotions.length > 0, promotions, ...(tracking !== undefined && { tracking_id: tracking }) };
}
