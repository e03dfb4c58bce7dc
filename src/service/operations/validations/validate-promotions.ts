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
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { trackingId } from '../../domain/qualification.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { pageProjectTiers } from '../../store/repositories/promotion-tiers.ts';
import { notFound } from '../failures.ts';
import { decideRedemption, loadEvaluation } from '../redemptions/evaluate.ts';
import { presentOrder } from '../redemptions/present.ts';
import { singleOrderOf } from '../redemptions/single.ts';

/** The hosted limitation: only the most recent tiers are checked. */
export const MAX_VALIDATED_TIERS = 150;

const emptyList = { data: [], total: 0 as const, object: 'list' as const, data_ref: 'data' as const };

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
  const { projectId, model, body, stackingRules, at } = input;
  const named = body.customer?.id ?? body.customer?.source_id;
  const customer = named === undefined ? undefined : await findCustomer(db, projectId, named);
  if (body.customer?.id && customer?.id !== body.customer.id) throw notFound('customer', body.customer.id);

  const { rows } = await pageProjectTiers(
    db,
    projectId,
    { is_available: true, limit: MAX_VALIDATED_TIERS, page: 1, order: '-created_at' },
    at,
  );
  const { options: _options, ...context } = body;
  const all = { ...context, redeemables: rows.map((r) => ({ object: 'promotion_tier' as const, id: r.tier.id })) };
  const lostRaces = new Map();
  const loaded = await loadEvaluation(db, {
    projectId,
    model,
    request: all,
    customer,
    sessionKey: undefined,
    stackingRules,
    at,
    lostRaces,
  });
  const sourceId = customer?.sourceId ?? body.customer?.source_id;
  const tracking = body.tracking_id ?? (sourceId === undefined ? undefined : trackingId(sourceId));
  const byHierarchy = [...rows].sort((a, b) => a.tier.hierarchy - b.tier.hierarchy || (a.tier.id < b.tier.id ? -1 : 1));
  const promotions = byHierarchy.flatMap(({ tier }) => {
    const request = { ...context, redeemables: [{ object: 'promotion_tier' as const, id: tier.id }] };
    const evaluation = decideRedemption(loaded, { request, customer, stackingRules, at, lostRaces });
    const applied = evaluation.applied[0];
    if (!applied) return [];
    const order = presentOrder({ request: body.order ?? {}, calculation: evaluation.calculation, customer, at });
    return [
      {
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
        applicable_to: emptyList,
        inapplicable_to: emptyList,
        order: singleOrderOf(order),
        ...(tracking !== undefined && { tracking_id: tracking }),
      },
    ];
  });
  return { valid: promotions.length > 0, promotions, ...(tracking !== undefined && { tracking_id: tracking }) };
}
