/*
 * The redemption response in the interface's shapes. `options.expand` decides what is embedded:
 * - `order`: every redemption carries the full calculated order (lines and the `redemptions` map); otherwise a
 *   redemption carries the order's totals without lines. The response's top-level `order` is always full.
 * - `redeemable`: child redemptions embed the `voucher` / `promotion_tier` object; otherwise only
 *   `related_object_type` / `related_object_id` name it.
 * - `category`: embedded redeemables and the inapplicable / skipped entries carry their categories.
 */
import type { OrderCalculated, OrderCalculatedItem, OrderRequest } from '../../../contract/order.ts';
import type {
  ClientRedemptionRequest,
  InapplicableRedeemable,
  Redemption,
  ResolvedRedemptionRequest,
  SkippedRedeemable,
} from '../../../contract/redemption.ts';
import type { ValidationResponse } from '../../../contract/validation.ts';
import type { OrderCalculation } from '../../domain/order-totals.ts';
import type { RedeemableFailure } from '../../domain/redeemable-checks.ts';
import type { StackDecision } from '../../domain/stacking.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { iso, presentCategory } from '../present-common.ts';
import { presentCustomerReference } from '../customers/present.ts';
import type { Candidate, Evaluation } from './evaluate.ts';

export type Expand = Set<NonNullable<NonNullable<ClientRedemptionRequest['options']>['expand']>[number]>;

/** A redemption's order has an id, a status and its redemptions; a validation's only the calculation. */
export interface OrderFacts {
  id?: string;
  request: OrderRequest;
  status?: NonNullable<OrderCalculated['status']> | undefined;
  calculation: Pick<OrderCalculation, 'totals' | 'items'>;
  customer: CustomerRow | undefined;
  at: Date;
  parent?: { id: string; childIds: string[] };
}

export function presentOrder(o: OrderFacts): OrderCalculated {
  const items = (o.request.items ?? []).map((item, i): OrderCalculatedItem => ({
    object: 'order_item',
    sku_id: item.sku_id,
    product_id: item.product_id,
    related_object: item.related_object,
    source_id: item.source_id,
    ...o.calculation.items[i]!,
    product: item.product,
    sku: item.sku,
    metadata: item.metadata,
  }));
  // Without a customer, the order leaves `customer_id` out rather than `null`.
  return {
    id: o.id,
    source_id: o.request.source_id ?? undefined,
    status: o.status,
    ...o.calculation.totals,
    metadata: o.request.metadata ?? {},
    object: 'order',
    created_at: iso(o.at),
    customer_id: o.customer?.id,
    referrer_id: o.request.referrer_id ?? undefined,
    customer: o.customer ? { id: o.customer.id, object: 'customer' } : undefined,
    items,
    redemptions: o.parent && {
      [o.parent.id]: {
        date: iso(o.at),
        related_object_type: 'redemption',
        related_object_id: o.parent.id,
        stacked: o.parent.childIds,
      },
    },
  };
}

/** The order as a redemption embeds it: full with `expand: order`, else its totals without lines. */
export function embeddedOrder(order: OrderCalculated, expand: Expand): OrderCalculated {
  if (expand.has('order')) return order;
  const { items: _items, redemptions: _redemptions, ...totals } = order;
  return totals;
}

export interface RedemptionFacts {
  id: string;
  parentId: string | null;
  at: Date;
  request: ResolvedRedemptionRequest;
  customer: CustomerRow | undefined;
  trackingId: string | null;
  /** Who redeemed: an API key (`API`) or a person in the dashboard (`USER`), as the hosted service reports it. */
  channel: Redemption['channel'];
  sessionKey: string | undefined;
  order: OrderCalculated | null;
  failure?: RedeemableFailure | { code: string; message: string } | undefined;
  related: Pick<
    Redemption,
    'related_object_type' | 'related_object_id' | 'voucher' | 'promotion_tier' | 'gift' | 'loyalty_card' | 'amount'
  >;
}

export function presentRedemption(r: RedemptionFacts): Redemption {
  return {
    id: r.id,
    object: 'redemption',
    date: iso(r.at),
    customer_id: r.customer?.id ?? null,
    tracking_id: r.trackingId,
    metadata: r.request.metadata ?? {},
    redemption: r.parentId,
    result: r.failure ? 'FAILURE' : 'SUCCESS',
    status: r.failure ? 'FAILED' : 'SUCCEEDED',
    ...(r.failure && { failure_code: r.failure.code, failure_message: r.failure.message }),
    ...(r.sessionKey && { session: { key: r.sessionKey } }),
    order: r.order,
    channel: r.channel,
    customer: r.customer ? presentCustomerReference(r.customer) : null,
    ...r.related,
  };
}

export function outcomeFields(c: Candidate, expand: Expand): Omit<InapplicableRedeemable, 'status' | 'result'> {
  const f = c.found;
  return {
    id: c.request.id,
    object: c.request.object,
    metadata: f ? ((f.object === 'voucher' ? f.voucher.metadata : f.tier.metadata) ?? {}) : undefined,
    categories: expand.has('category') && f ? c.categories.map(presentCategory) : undefined,
    campaign_name: f?.campaign?.name,
    campaign_id: f?.campaign?.id,
    name: f?.object === 'promotion_tier' ? f.tier.name : undefined,
  };
}

/** A not-found redeemable reports 404 `not_found` in its error, as a lookup would; any other failure 400. */
export function failureError(c: Candidate, failure: RedeemableFailure) {
  const missing = failure.code === 'resource_not_found' || failure.code === 'not_found';
  return {
    code: missing ? 404 : 400,
    key: failure.code,
    message: failure.message,
    details: `${c.request.object} ${c.request.id}: ${failure.message}`,
    resource_id: c.request.id,
    resource_type: c.request.object,
    redeemable_type: c.request.object,
    redeemable_id: c.request.id,
  };
}

export function presentInapplicable(c: Candidate, expand: Expand): InapplicableRedeemable {
  const failure = c.failure!;
  return {
    status: 'INAPPLICABLE',
    ...outcomeFields(c, expand),
    result: { error: failureError(c, failure), details: { message: failure.message, key: failure.code } },
  };
}

export function presentSkipped(
  d: Extract<StackDecision<Candidate>, { status: 'SKIPPED' }>,
  expand: Expand,
): SkippedRedeemable {
  return { status: 'SKIPPED', ...outcomeFields(d.item, expand), result: { details: d.details } };
}

/** The inapplicable and skipped redeemables of an evaluation, as redemptions and validations both report them. */
export function presentOutcomes(
  evaluation: Evaluation,
  expand: Expand,
): Pick<ValidationResponse, 'inapplicable_redeemables' | 'skipped_redeemables'> {
  return {
    inapplicable_redeemables: evaluation.decisions
      .filter((d) => d.status === 'INAPPLICABLE')
      .map((d) => presentInapplicable(d.item, expand)),
    skipped_redeemables: evaluation.decisions.flatMap((d) =>
      d.status === 'SKIPPED' ? [presentSkipped(d, expand)] : [],
    ),
  };
}
