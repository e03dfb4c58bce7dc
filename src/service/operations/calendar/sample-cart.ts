/*
 * "What does this cart get at that instant": the redemption's own evaluation, asked at `at` instead of now.
 *
 * Candidates are the project's promotion tiers (of promotions not in the bin, the newest 150 as the promotion
 * validation takes them) and the vouchers named. Each is first judged alone (switch, dates, week days, hours,
 * timeframe, rules), as the promotion validation does; those that pass are then stacked together, vouchers first
 * then tiers by hierarchy, by the project's stacking rules, which decide what applies and compute the totals.
 * Those that fail alone are answered INAPPLICABLE with the engine's reason, not stacked: a cashier would not send a
 * code the till refuses. A question only: nothing is reserved, recorded or counted, and an unknown customer is
 * judged as a new one.
 */
import type { SampleCart, SampleCartRequest } from '../../../contract/calendar.ts';
import type { RedeemableRequest } from '../../../contract/redemption.ts';
import type { Db } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { pageProjectTiers } from '../../store/repositories/promotion-tiers.ts';
import { notFound } from '../failures.ts';
import { keyOf, prepareStackedRequest, type Found } from '../redemptions/evaluate.ts';
import { judgeCandidates } from '../redemptions/judge-candidates.ts';
import { withMembership } from '../segments/membership.ts';
import { askingCustomer, MAX_VALIDATED_TIERS } from '../validations/validate-promotions.ts';

const refOf = (request: RedeemableRequest, found: Found | undefined) => ({
  object: request.object === 'voucher' ? ('voucher' as const) : ('promotion_tier' as const),
  id: request.id,
  name: found?.object === 'promotion_tier' ? found.tier.name : request.id,
  campaign_id: found?.campaign?.id ?? null,
});

export async function sampleCart(
  db: Db,
  model: ModelSnapshot,
  projectId: string,
  request: SampleCartRequest,
): Promise<SampleCart> {
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
  const at = new Date(request.at);
  const context = { order: request.order, customer: request.customer };
  const vouchers = [...new Set(request.vouchers ?? [])].map((id) => ({ object: 'voucher' as const, id }));
  const stackingRules = await prepareStackedRequest(db, model, projectId, { ...context, redeemables: vouchers });
  const customer = await withMembership(db, await askingCustomer(db, projectId, request.customer), at, model);
  const { rows } = await pageProjectTiers(
    db,
    projectId,
    { is_available: false, limit: MAX_VALIDATED_TIERS, page: 1, order: '-created_at' },
    at,
  );
  const tiers = rows
    .sort((a, b) => a.tier.hierarchy - b.tier.hierarchy || (a.tier.id < b.tier.id ? -1 : 1))
    .map((r) => ({ object: 'promotion_tier' as const, id: r.tier.id }));
  const candidates = [...vouchers, ...tiers];
  const asked = { projectId, model, context, customer, stackingRules, at, candidates };
  const { loaded, alone, together } = await judgeCandidates(db, asked);

  const skipped: SampleCart['skipped'] = [];
  const passing: RedeemableRequest[] = [];
  for (const redeemable of candidates) {
    const failure = alone(redeemable).decisions[0]?.item.failure;
    if (!failure) passing.push(redeemable);
    else
      skipped.push({
        ...refOf(redeemable, loaded.found.get(keyOf(redeemable))),
        status: 'INAPPLICABLE',
        reason: failure.message,
      });
  }

  const stacked = passing.slice(0, stackingRules.redeemables_limit);
  for (const beyond of passing.slice(stackingRules.redeemables_limit))
    skipped.push({
      ...refOf(beyond, loaded.found.get(keyOf(beyond))),
      status: 'SKIPPED',
      reason: `More than ${stackingRules.redeemables_limit} redeemables apply alone; a request takes at most that many`,
    });
  const evaluation = together(stacked);
  const discounts = new Map(evaluation.applied.map((a) => [a.candidate.key, a.discount]));
  const applied: SampleCart['applied'] = [];
  for (const decision of evaluation.decisions) {
    const ref = refOf(decision.item.request, decision.item.found);
    if (decision.status === 'APPLICABLE')
      applied.push({ ...ref, discount_amount: discounts.get(decision.item.key) ?? 0 });
    else if (decision.status === 'SKIPPED')
      skipped.push({ ...ref, status: 'SKIPPED', reason: decision.details.message });
    else skipped.push({ ...ref, status: 'INAPPLICABLE', reason: decision.item.failure?.message ?? 'Not applicable' });
  }
  const { totals } = evaluation.calculation;
  return {
    at: at.toISOString(),
    applied,
    skipped,
    order: { amount: totals.amount, discount_amount: totals.total_discount_amount, total_amount: totals.total_amount },
  };
}
