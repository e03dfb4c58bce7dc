/*
 * Which campaigns a customer and order qualify for.
 *
 * Candidates are the project's active campaigns of the types the hosted endpoint examines: DISCOUNT_COUPONS,
 * GIFT_VOUCHERS and REFERRAL_PROGRAM, the only values the official response schema allows for `campaign_type`.
 * Promotions apply to a cart on their own (their tiers are redeemed by id) and loyalty programs are memberships, so
 * neither is listed.
 *
 * A campaign qualifies when it is valid now (`isValidAt`: active, dates, week days, hours, timeframe) and every rule
 * assigned to it passes. Rule counters (redemptions per customer and in total) are the campaign's successful
 * redemptions. With `audienceOnly` only segment and customer-metadata conditions are evaluated.
 */
import type { CustomerRequest } from '../../../contract/customer.ts';
import type { OrderRequest } from '../../../contract/order.ts';
import { firstRuleFailure } from '../../domain/redeemable-checks.ts';
import { isValidAt } from '../../domain/validity.ts';
import type { Executor } from '../../store/db.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { activeCampaignsOfTypes, type QualifiableCampaignRow } from '../../store/repositories/qualifications.ts';
import { redemptionCounts } from '../../store/repositories/redemptions.ts';
import { loadAssignedRules, ruleCustomer, ruleOrder } from '../rule-inputs.ts';

export const QUALIFYING_CAMPAIGN_TYPES = ['DISCOUNT_COUPONS', 'GIFT_VOUCHERS', 'REFERRAL_PROGRAM'] as const;

export interface QualificationInput {
  projectId: string;
  customer: CustomerRow | undefined;
  requestCustomer: CustomerRequest | undefined;
  order: OrderRequest | undefined;
  audienceOnly: boolean;
  at: Date;
}

/** Every qualifying campaign, unordered and unlimited: the caller orders and limits before presenting. */
export async function qualifyingCampaigns(db: Executor, input: QualificationInput): Promise<QualifiableCampaignRow[]> {
  const valid = (await activeCampaignsOfTypes(db, input.projectId, QUALIFYING_CAMPAIGN_TYPES)).filter(
    (c) => isValidAt({ ...c.validity, active: c.active }, input.at).valid,
  );
  const ids = valid.map((c) => c.id);
  const rulesOf = await loadAssignedRules(db, ids);
  const counts = await redemptionCounts(db, ids, input.customer?.id);
  const customer = ruleCustomer(input.customer, input.requestCustomer);
  const order = ruleOrder(input.order);
  return valid.filter((c) => {
    const ctx = { customer, order, redemptions: counts.get(c.id) ?? { perCustomer: 0, campaignTotal: 0 } };
    return firstRuleFailure(rulesOf(c.id), ctx, { audienceOnly: input.audienceOnly }) === undefined;
  });
}
