/*
 * What a redemption writes and answers, built without I/O from its evaluation: ids, and the redeemables as taken
 * (for `expand: redeemable`), come from the caller. The redeem use case persists these records; the demo seed's
 * history builds its past redemptions with them too.
 */
import type { PromotionTier } from '../../../contract/promotion-tier.ts';
import type { ClientRedemptionResponse } from '../../../contract/redemption.ts';
import type { Voucher } from '../../../contract/voucher.ts';
import type { RedeemableFailure } from '../../domain/redeemable-checks.ts';
import { presentCustomerReference } from '../customers/present.ts';
import type { Applied, Candidate, Evaluation } from './evaluate.ts';
import {
  embeddedOrder,
  failureError,
  presentOrder,
  presentOutcomes,
  presentRedemption,
  type Expand,
  type RedemptionFacts,
} from './present.ts';

/** What every redemption record of one request shares. */
export type Common = Omit<RedemptionFacts, 'id' | 'parentId' | 'order' | 'failure' | 'related'>;

/** The redeemables as taken (balances and counters after this redemption), presented, for `expand: redeemable`. */
export type TakenRedeemables = { tiers: Map<string, PromotionTier>; vouchers: Map<string, Voucher> };

function relatedOf(a: Applied, redeemables: TakenRedeemables | undefined, expand: Expand): RedemptionFacts['related'] {
  const found = a.candidate.found;
  const withoutCategories = <T extends { categories: unknown[] }>(o: T): T =>
    expand.has('category') ? o : { ...o, categories: [] };
  if (found.object === 'promotion_tier') {
    const tier = redeemables?.tiers.get(found.tier.id);
    return {
      related_object_type: 'promotion_tier',
      related_object_id: found.tier.id,
      promotion_tier: tier && withoutCategories(tier),
      amount: a.discount,
    };
  }
  const presented = redeemables?.vouchers.get(found.voucher.id);
  // The client-side answer names a card's holder without their personal fields.
  const voucher = presented && {
    ...presented,
    holder:
      presented.holder &&
      presentCustomerReference({ id: presented.holder.id!, sourceId: presented.holder.source_id ?? null }),
  };
  const gift = found.voucher.type === 'GIFT_VOUCHER';
  return {
    related_object_type: 'voucher',
    related_object_id: found.voucher.id,
    voucher: voucher && withoutCategories(voucher),
    gift: gift ? { amount: a.discount } : undefined,
    loyalty_card: a.points !== undefined ? { points: a.points } : undefined,
    // Every child reports what it took off the order, so a till can show each redeemable's share.
    amount: a.discount,
  };
}

/** A successful redemption: its order, the parent and one child per applied redeemable, and the answer. */
export function successRecords(
  common: Common,
  evaluation: Evaluation,
  expand: Expand,
  ids: { parent: string; children: string[]; order: string },
  redeemables: TakenRedeemables | undefined,
) {
  const status = common.request.order?.status ?? 'PAID';
  const order = presentOrder({
    id: ids.order,
    request: common.request.order ?? {},
    status,
    calculation: evaluation.calculation,
    customer: common.customer,
    at: common.at,
    parent: { id: ids.parent, childIds: ids.children },
  });
  const embedded = embeddedOrder(order, expand);
  const children = evaluation.applied.map((a, i) => ({
    candidate: a.candidate,
    redemption: presentRedemption({
      ...common,
      id: ids.children[i]!,
      parentId: ids.parent,
      order: embedded,
      related: relatedOf(a, redeemables, expand),
    }),
  }));
  const parent = presentRedemption({
    ...common,
    id: ids.parent,
    parentId: null,
    order: embedded,
    related: { related_object_type: 'redemption', related_object_id: ids.parent },
  });
  const body: ClientRedemptionResponse = {
    redemptions: children.map((c) => c.redemption),
    parent_redemption: parent,
    order,
    ...presentOutcomes(evaluation, expand),
  };
  return { status, order, parent, children, body };
}

/**
 * A refused redemption: a FAILED parent naming the first inapplicable redeemable's failure (or that every one was
 * skipped) and a FAILED child per inapplicable redeemable. Ids are drawn parent first, then each child.
 */
export function failureRecords(common: Common, evaluation: Evaluation, newRedemptionId: () => string) {
  const failing = evaluation.decisions.flatMap((d) =>
    d.status === 'INAPPLICABLE' ? [d.item as Candidate & { failure: RedeemableFailure }] : [],
  );
  const first = failing[0];
  const error = first
    ? failureError(first, first.failure)
    : {
        key: 'no_applicable_redeemables',
        message: 'No redeemable could be applied',
        details: 'Every redeemable was skipped',
        resource_id: undefined,
        resource_type: undefined,
      };
  const parentId = newRedemptionId();
  const parent = presentRedemption({
    ...common,
    id: parentId,
    parentId: null,
    order: null,
    failure: { code: error.key, message: error.message },
    related: { related_object_type: 'redemption', related_object_id: parentId },
  });
  const children = failing.map((candidate) => {
    const found = candidate.found;
    const related: RedemptionFacts['related'] = !found
      ? { related_object_type: candidate.request.object, related_object_id: candidate.request.id }
      : found.object === 'voucher'
        ? { related_object_type: 'voucher', related_object_id: found.voucher.id }
        : { related_object_type: 'promotion_tier', related_object_id: found.tier.id };
    return {
      candidate,
      redemption: presentRedemption({
        ...common,
        id: newRedemptionId(),
        parentId,
        order: null,
        failure: candidate.failure,
        related,
      }),
    };
  });
  return { failing, error, parent, children };
}
