/*
 * The codes a check eligibility answers: the project's generic codes and those the customer holds (its wallet), each
 * judged as a one-code stacked validation by the redemption's own decision (or, for AUDIENCE_ONLY, by its windows
 * and the audience conditions of its rules), answered with the order it alone would leave and what it targets.
 */
import type { OrderRequest } from '../../../contract/order.ts';
import {
  MAX_QUALIFIED_REDEEMABLES,
  type QualificationsRequest,
  type QualifiedRedeemable,
} from '../../../contract/qualifications.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { resultDiscount } from '../../domain/discounts.ts';
import { orderWithShare, type OrderCalculation } from '../../domain/order-totals.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { newestGenericVouchers } from '../../store/repositories/voucher-reads.ts';
import type { VoucherRow } from '../../store/repositories/vouchers.ts';
import { iso, presentCategory } from '../present-common.ts';
import { presentOrder } from '../redemptions/present.ts';
import { judgeCandidates } from '../redemptions/judge-candidates.ts';
import { targetLists, targetsOf } from '../rule-inputs.ts';
import { passesAudience } from './vouchers.ts';

/** A qualifying code with what the filters read of it. */
export interface EligibleVoucher {
  redeemable: QualifiedRedeemable;
  row: VoucherRow;
  campaignType: string | undefined;
}

/**
 * A qualification's order for one redeemable, as the hosted service answers it: not tied to the customer
 * (`customer_id` and `referrer_id` null), and without totals or metadata when the request's order has neither an
 * amount nor items.
 */
export function qualificationOrder(
  request: OrderRequest,
  calculation: Pick<OrderCalculation, 'totals' | 'items'>,
  at: Date,
): NonNullable<QualifiedRedeemable['order']> {
  const unattached = { object: 'order' as const, customer_id: null, referrer_id: request.referrer_id ?? null };
  if (request.amount === undefined && !request.items?.length) return unattached;
  return { ...presentOrder({ request, calculation, customer: undefined, at }), ...unattached };
}

export async function eligibleVouchers(
  db: Executor,
  input: {
    projectId: string;
    model: ModelSnapshot;
    body: QualificationsRequest;
    customer: CustomerRow | undefined;
    stackingRules: StackingRules;
    at: Date;
  },
): Promise<EligibleVoucher[]> {
  const { body, customer, at } = input;
  const audienceOnly = body.scenario === 'AUDIENCE_ONLY';
  const rows = await newestGenericVouchers(db, input.projectId, MAX_QUALIFIED_REDEEMABLES, customer?.id);
  const { options: _options, scenario: _scenario, session: _session, ...context } = body;
  const judgedContext = audienceOnly ? { ...context, order: undefined } : context;
  const candidates = rows.map((row) => ({ object: 'voucher' as const, id: row.code }));
  const { loaded, alone } = await judgeCandidates(db, { ...input, context: judgedContext, candidates });
  const requestOrder = body.order ?? {};
  return rows.flatMap((row): EligibleVoucher[] => {
    const found = loaded.found.get(`voucher:${row.code}`);
    if (found?.object !== 'voucher') return [];
    const campaign = found.campaign;
    const base = {
      id: row.code,
      object: 'voucher' as const,
      created_at: iso(row.createdAt),
      metadata: row.metadata ?? {},
      categories: loaded.categoryRows.filter((c) => c.id === row.categoryId).map(presentCategory),
      ...(campaign && { campaign_id: campaign.id, campaign_name: campaign.name }),
    };
    const rules = [...loaded.rulesOf(row.id), ...(campaign ? loaded.rulesOf(campaign.id) : [])];
    const gift = row.type === 'GIFT_VOUCHER' ? { gift: { balance: row.giftBalance ?? 0 } } : undefined;
    if (audienceOnly) {
      if (!passesAudience(loaded, found, body, customer, at)) return [];
      const discount = found.voucher.discount ?? campaign?.voucher?.discount;
      const result = gift ?? (discount ? { discount: resultDiscount(discount, targetsOf(rules).included) } : {});
      return [{ row, campaignType: campaign?.campaignType, redeemable: { ...base, result, ...targetLists(rules) } }];
    }
    const applied = alone({ object: 'voucher', id: row.code }).applied[0];
    if (!applied) return [];
    const redeemable: QualifiedRedeemable = {
      ...base,
      result: gift ?? { discount: resultDiscount(applied.definition, applied.targetIds) },
      ...(body.order && { order: qualificationOrder(requestOrder, orderWithShare(requestOrder, applied.share), at) }),
      ...targetLists(rules, requestOrder.items, loaded.lineIds, applied.selectedIds),
    };
    return [{ row, campaignType: campaign?.campaignType, redeemable }];
  });
}
