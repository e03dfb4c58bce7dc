/*
 * The hosted API's oldest qualification (POST /v1/vouchers/qualification, deprecated there for POST /v1/qualifications):
 * which generic codes a customer and order qualify for, in the old list shape.
 *
 * Candidates are the project's 50 newest generic codes that are on: standalone vouchers and those of generic-code
 * (STANDALONE) campaigns, as the hosted limitation says (codes of bulk unique-code campaigns are not checked). They
 * are loaded once and each is judged as a one-code stacked validation by the redemption's own decision (windows,
 * uses left, gift balance, rules), as the newer qualification judges promotion tiers, so this answer and a redemption
 * of the code agree. With `audienceRulesOnly` only the code's and its campaign's windows and the audience conditions
 * of their rules (segments, customer metadata) are judged. A question only: nothing is written, and an unknown
 * `source_id` is judged as a new customer.
 */
import {
  MAX_QUALIFIED_VOUCHERS,
  type QualifiedVoucher,
  type VoucherQualification,
  type VoucherQualificationQuery,
} from '../../../contract/voucher-qualification.ts';
import type { QualificationRequest } from '../../../contract/qualification.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { trackingId } from '../../domain/qualification.ts';
import { firstFailingRule } from '../../domain/rules.ts';
import { isValidAt } from '../../domain/validity.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import type { CustomerRow } from '../../store/repositories/customers.ts';
import { newestGenericVouchers } from '../../store/repositories/voucher-reads.ts';
import { iso } from '../present-common.ts';
import type { Found } from '../redemptions/evaluate.ts';
import type { Loaded } from '../redemptions/load-evaluation.ts';
import { judgeCandidates } from '../redemptions/judge-candidates.ts';
import { ruleCustomer, ruleOrder, withCollections, targetLists } from '../rule-inputs.ts';
import { withMembership } from '../segments/membership.ts';
import { askingCustomer } from '../validations/validate-promotions.ts';
import { loadVouchers } from '../vouchers/read.ts';
import { presentVouchers } from '../vouchers/present.ts';

/** Whether a loaded code passes its and its campaign's windows and the audience conditions of their rules. */
export function passesAudience(
  loaded: Loaded,
  found: Extract<Found, { object: 'voucher' }>,
  body: QualificationRequest,
  customer: CustomerRow | undefined,
  at: Date,
) {
  const { voucher, campaign } = found;
  const windows = [
    { ...voucher.validity, active: voucher.active },
    ...(campaign ? [{ ...campaign.validity, active: campaign.active }] : []),
  ];
  if (!windows.every((window) => isValidAt(window, at).valid)) return false;
  const rules = [...loaded.rulesOf(voucher.id), ...(campaign ? loaded.rulesOf(campaign.id) : [])];
  const ctx = {
    customer: ruleCustomer(customer, body.customer),
    order: withCollections(ruleOrder(body.order), loaded.lineIds),
    redemptions: (campaign && loaded.counts.get(campaign.id)) || { perCustomer: 0, campaignTotal: 0 },
  };
  return !firstFailingRule(rules, ctx, { audienceOnly: true });
}

/** The qualified codes in the order asked for (newest first by default; ties by id). */
function ordered(vouchers: QualifiedVoucher[], order: VoucherQualificationQuery['order'] = '-created_at') {
  const key = (v: QualifiedVoucher) =>
    order.endsWith('code') ? v.code : order.endsWith('updated_at') ? (v.updated_at ?? v.created_at) : v.created_at;
  const sign = order.startsWith('-') ? -1 : 1;
  return [...vouchers].sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id < b.id ? -1 : 1));
}

export async function qualifyVouchers(
  db: Executor,
  input: {
    projectId: string;
    model: ModelSnapshot;
    body: QualificationRequest;
    query: VoucherQualificationQuery;
    stackingRules: StackingRules;
    at: Date;
  },
): Promise<VoucherQualification> {
  const { projectId, body, query, at } = input;
  // As in redemption: rules on `customer.segment` see static and filtered membership.
  const customer = await withMembership(db, await askingCustomer(db, projectId, body.customer), at);
  const rows = await newestGenericVouchers(db, projectId, MAX_QUALIFIED_VOUCHERS);
  const redeemables = rows.map((row) => ({ object: 'voucher' as const, id: row.code }));
  const { loaded, alone } = await judgeCandidates(db, { ...input, context: body, customer, candidates: redeemables });
  const qualifies = (redeemable: (typeof redeemables)[number]) => {
    const found = loaded.found.get(`voucher:${redeemable.id}`);
    if (found?.object !== 'voucher') return false;
    if (query.audienceRulesOnly) return passesAudience(loaded, found, body, customer, at);
    return alone(redeemable).applied.length > 0;
  };
  const qualified = rows.filter((_, i) => qualifies(redeemables[i]!));
  const vouchers = presentVouchers(await loadVouchers(db, qualified)).map((voucher) => ({
    ...voucher,
    ...targetLists([]),
  }));
  const id = newId('qfl_');
  // Without a customer there is nothing stable to hash: the qualification's own id stands in.
  const tracking = trackingId(customer?.sourceId ?? body.customer?.source_id ?? id);
  return {
    object: 'list',
    data_ref: 'data',
    data: ordered(vouchers, query.order).slice(0, query.limit ?? MAX_QUALIFIED_VOUCHERS),
    total: vouchers.length,
    id,
    created_at: iso(at),
    tracking_id: tracking,
  };
}
