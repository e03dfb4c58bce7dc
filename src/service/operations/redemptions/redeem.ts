/*
 * A stacked client redemption, start to finish, in the caller's transaction.
 *
 * The customer is upserted first: its row lock makes concurrent redemptions of one customer take turns, so
 * per-customer rule counts stay exact. Then evaluate → take counters → record. When a counter update finds the last
 * use or the balance gone (a concurrent request won it), that redeemable becomes inapplicable for the reason it lost
 * and the whole calculation is redone, as a till operator would rescan the basket: under the default `ALL` mode the
 * request then fails cleanly with `quantity_exceeded`; under `PARTIAL` the others still apply. Each redo marks one
 * more redeemable, so the loop ends.
 *
 * When nothing applies, the failure is recorded (a FAILED parent with one FAILED child per inapplicable redeemable,
 * and `redemption.failed`) and the caller answers 400 after committing it.
 */
import type { ClientRedemptionRequest, ClientRedemptionResponse, Redemption } from '../../../contract/redemption.ts';
import { trackingId } from '../../domain/qualification.ts';
import type { RedeemableFailure } from '../../domain/redeemable-checks.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { newId } from '../../ids.ts';
import type { Tx } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findOrCreateCustomer } from '../../store/repositories/customers.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { ApiFailure, notFound } from '../failures.ts';
import { presentCustomerReference, presentSimpleCustomer } from '../customers/present.ts';
import { presentTiers } from '../promotions/present.ts';
import { loadTiers } from '../promotions/tiers.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { loadVouchers } from '../vouchers/read.ts';
import { evaluateRedemption, type Applied, type Candidate, type Evaluation } from './evaluate.ts';
import { LostRace, recordRedemption, takeCounters, type Taken } from './persist.ts';
import {
  embeddedOrder,
  failureError,
  presentOrder,
  presentOutcomes,
  presentRedemption,
  type Expand,
  type RedemptionFacts,
} from './present.ts';

export interface RedeemInput {
  projectId: string;
  model: ModelSnapshot;
  request: ClientRedemptionRequest;
  stackingRules: StackingRules;
  channel: Redemption['channel'];
  /** Who redeems (audited with the redemption) and when. */
  acting: Acting;
}

export type RedeemOutcome = { ok: true; body: ClientRedemptionResponse } | { ok: false; failure: ApiFailure };

type Common = Omit<RedemptionFacts, 'id' | 'parentId' | 'order' | 'failure' | 'related'>;

/** The redeemables as taken (balances and counters after this redemption), presented, for `expand: redeemable`. */
async function loadTakenRedeemables(tx: Tx, applied: Applied[], taken: Taken) {
  const tierRows = applied.flatMap(({ candidate: { found } }) =>
    found.object === 'promotion_tier' ? [{ tier: taken.tiers.get(found.tier.id)!, campaign: found.campaign }] : [],
  );
  const voucherRows = applied.flatMap(({ candidate: { found } }) =>
    found.object === 'voucher' ? [taken.vouchers.get(found.voucher.id)!] : [],
  );
  const tiers = presentTiers(await loadTiers(tx, tierRows));
  const vouchers = presentVouchers(await loadVouchers(tx, voucherRows));
  return { tiers: new Map(tiers.map((t) => [t.id, t])), vouchers: new Map(vouchers.map((v) => [v.id, v])) };
}

type TakenRedeemables = Awaited<ReturnType<typeof loadTakenRedeemables>>;

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
    // Every child reports what it took off the order, so a till can show each redeemable's share.
    amount: a.discount,
  };
}

async function succeed(
  tx: Tx,
  input: RedeemInput,
  common: Common,
  evaluation: Evaluation,
  taken: Taken,
  expand: Expand,
): Promise<RedeemOutcome> {
  const parentId = newId('r_');
  const childIds = evaluation.applied.map(() => newId('r_'));
  const status = input.request.order?.status ?? 'PAID';
  const order = presentOrder({
    id: newId('ord_'),
    request: input.request.order ?? {},
    status,
    calculation: evaluation.calculation,
    customer: common.customer,
    at: input.acting.at,
    parent: { id: parentId, childIds },
  });
  const embedded = embeddedOrder(order, expand);
  const redeemables = expand.has('redeemable') ? await loadTakenRedeemables(tx, evaluation.applied, taken) : undefined;
  const children = evaluation.applied.map((a, i) => ({
    candidate: a.candidate,
    redemption: presentRedemption({
      ...common,
      id: childIds[i]!,
      parentId,
      order: embedded,
      related: relatedOf(a, redeemables, expand),
    }),
  }));
  const parent = presentRedemption({
    ...common,
    id: parentId,
    parentId: null,
    order: embedded,
    related: { related_object_type: 'redemption', related_object_id: parentId },
  });
  const body: ClientRedemptionResponse = {
    redemptions: children.map((c) => c.redemption),
    parent_redemption: parent,
    order,
    ...presentOutcomes(evaluation, expand),
  };
  await recordRedemption(
    tx,
    {
      projectId: input.projectId,
      parent,
      children,
      order: { row: order, status, customer: common.customer },
      at: input.acting.at,
    },
    body,
  );
  await auditChange(tx, input.projectId, input.acting, {
    action: 'redemption.succeeded',
    resourceType: 'redemption',
    resourceId: parentId,
    summary: `Redeemed ${children.length} of ${input.request.redeemables.length} redeemables, ${order.total_discount_amount ?? 0} off`,
  });
  return { ok: true, body };
}

async function fail(tx: Tx, input: RedeemInput, common: Common, evaluation: Evaluation): Promise<RedeemOutcome> {
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
  const parentId = newId('r_');
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
        id: newId('r_'),
        parentId,
        order: null,
        failure: candidate.failure,
        related,
      }),
    };
  });
  await recordRedemption(
    tx,
    { projectId: input.projectId, parent, children, order: undefined, at: input.acting.at },
    undefined,
  );
  await auditChange(tx, input.projectId, input.acting, {
    action: 'redemption.failed',
    resourceType: 'redemption',
    resourceId: parentId,
    summary: `Redemption refused: ${error.key}`,
  });
  const details =
    failing.map((c) => `${c.request.object} ${c.request.id}: ${c.failure.message}`).join('; ') || error.details;
  return {
    ok: false,
    failure: new ApiFailure({
      status: 400,
      key: error.key,
      message: error.message,
      details,
      ...(error.resource_id && { resource_id: error.resource_id, resource_type: error.resource_type }),
    }),
  };
}

export async function redeem(tx: Tx, input: RedeemInput): Promise<RedeemOutcome> {
  const { request, projectId } = input;
  const { at } = input.acting;
  // Client-side keys are public: they may create a customer, never change a stored one (its metadata in the request
  // still counts for this evaluation's rules).
  const upserted = request.customer ? await findOrCreateCustomer(tx, projectId, request.customer, at) : undefined;
  if (request.customer?.id && !upserted) throw notFound('customer', request.customer.id);
  if (upserted?.created)
    await recordWebhookEvent(tx, projectId, 'customer.created', presentSimpleCustomer(upserted.customer), at);
  const customer = upserted?.customer;

  // The session's reservations (taken by validations) are used up by this redemption; it reserves nothing itself.
  // A session without a key gets one, reported in `session.key`.
  const sessionKey = request.session && (request.session.key ?? newId('ssn_'));
  const expand: Expand = new Set(request.options?.expand ?? []);
  const common: Common = {
    at,
    request,
    customer,
    trackingId: request.tracking_id ?? (customer?.sourceId ? trackingId(customer.sourceId) : null),
    channel: input.channel,
    sessionKey,
  };

  const lostRaces = new Map<string, RedeemableFailure>();
  for (;;) {
    const evaluation = await evaluateRedemption(tx, {
      projectId,
      model: input.model,
      request,
      customer,
      sessionKey,
      stackingRules: input.stackingRules,
      at,
      lostRaces,
    });
    if (evaluation.applied.length === 0) return fail(tx, input, common, evaluation);
    const orderAmount = evaluation.calculation.totals.amount;
    const taken = await takeCounters(tx, { projectId, applied: evaluation.applied, sessionKey, orderAmount, at });
    if (!(taken instanceof LostRace)) return succeed(tx, input, common, evaluation, taken, expand);
    lostRaces.set(taken.key, taken.failure);
  }
}
