/*
 * A stacked client redemption, start to finish: one transaction per attempt.
 *
 * An attempt finds or creates the customer, evaluates, writes the records, and takes the counters last: the counter
 * rows (a popular code's, a tier's) are what concurrent redemptions queue on, so their locks are held for one
 * statement, sent with the COMMIT (`takeCounters`). The customer's row is locked only when a rule reads per-customer
 * redemption counts (then concurrent redemptions of one customer take turns, so those counts stay exact). When a
 * counter update finds the last use or the balance gone (a concurrent request won it), the attempt rolls back and
 * the redemption is evaluated again with that redeemable inapplicable for the reason it lost, as a till operator
 * would rescan the basket: under the default `ALL` mode the request then fails cleanly with `quantity_exceeded`;
 * under `PARTIAL` the others still apply. Each attempt marks one more redeemable, so the loop ends.
 *
 * When nothing applies, the failure is recorded (a FAILED parent with one FAILED child per inapplicable redeemable,
 * and `redemption.failed`) and the caller answers 400 after it is committed.
 */
import type { ClientRedemptionResponse, Redemption, ResolvedRedemptionRequest } from '../../../contract/redemption.ts';
import { trackingId } from '../../domain/qualification.ts';
import type { RedeemableFailure } from '../../domain/redeemable-checks.ts';
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import { newId } from '../../ids.ts';
import type { Db, Tx } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findOrCreateCustomer } from '../../store/repositories/customers.ts';
import type { OrderRow } from '../../store/repositories/orders.ts';
import { recordWebhookEvent } from '../../store/repositories/webhook-events.ts';
import { auditChange, type Acting } from '../acting.ts';
import { DomainFailure, notFound } from '../failures.ts';
import { presentSimpleCustomer } from '../customers/present.ts';
import { presentTiers } from '../promotions/present.ts';
import { loadTiers } from '../promotions/tiers.ts';
import { presentVouchers } from '../vouchers/present.ts';
import { loadVouchers } from '../vouchers/read.ts';
import type { Applied, Evaluation } from './evaluate.ts';
import { evaluateRedemption } from './load-evaluation.ts';
import { LostRace, readTaken, recordRedemption, takeCounters, type CounterInput, type Taken } from './persist.ts';
import type { Expand } from './present.ts';
import { failureRecords, successRecords, type Common, type TakenRedeemables } from './records.ts';
import { orderToRedeem } from './redeemed-order.ts';
import { spendCardPoints, type CardSpend } from './pay-with-points.ts';

export interface RedeemInput {
  projectId: string;
  model: ModelSnapshot;
  request: ResolvedRedemptionRequest;
  stackingRules: StackingRules;
  channel: Redemption['channel'];
  /** Who redeems (audited with the redemption) and when. */
  acting: Acting;
}

/** What one attempt committed: the redemption, or the refused redemption's record and the failure to throw after. */
type Attempt = { ok: true; body: ClientRedemptionResponse } | { ok: false; failure: DomainFailure };

/** The redeemables as taken (balances and counters after this redemption), presented, for `expand: redeemable`. */
async function loadTakenRedeemables(tx: Tx, applied: Applied[], taken: Taken): Promise<TakenRedeemables> {
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

/** The loyalty cards that pay with points, and the points each one's share of the order costs. */
const cardSpends = (applied: Applied[]): CardSpend[] =>
  applied.flatMap(({ candidate: { key, found }, points }) =>
    found.object === 'voucher' && found.payWith && points
      ? [{ key, card: found.voucher, reward: found.payWith.reward, points }]
      : [],
  );

async function succeed(
  tx: Tx,
  input: RedeemInput,
  common: Common,
  evaluation: Evaluation,
  expand: Expand,
  storedOrder: OrderRow | undefined,
): Promise<Attempt> {
  // Ids in the order a QA project's seeded source has always drawn them: parent, children, order.
  const ids = {
    parent: newId('r_'),
    children: evaluation.applied.map(() => newId('r_')),
    order: storedOrder?.id ?? newId('ord_'),
  };
  const counters: CounterInput = {
    projectId: input.projectId,
    redemptionId: ids.parent,
    applied: evaluation.applied,
    sessionKey: common.sessionKey,
    orderAmount: evaluation.calculation.totals.amount,
    at: input.acting.at,
  };
  await spendCardPoints(tx, cardSpends(evaluation.applied), {
    projectId: input.projectId,
    redemptionId: ids.parent,
    orderId: ids.order,
    at: input.acting.at,
  });
  // Redeemables embedded in the answer show their counters after this redemption: only then are counters taken
  // before the records are written (and read back); otherwise they are the last statement, sent with the COMMIT.
  const embed = expand.has('redeemable');
  if (embed) await takeCounters(tx, counters, { last: false });
  const redeemables = embed
    ? await loadTakenRedeemables(tx, evaluation.applied, await readTaken(tx, counters))
    : undefined;
  const { status, order, parent, children, body } = successRecords(common, evaluation, expand, ids, redeemables);
  await recordRedemption(
    tx,
    {
      projectId: input.projectId,
      parent,
      children,
      order: { row: order, status, customer: common.customer, stored: storedOrder },
      at: input.acting.at,
      model: input.model,
    },
    body,
  );
  await auditChange(tx, input.projectId, input.acting, {
    action: 'redemption.succeeded',
    resourceType: 'redemption',
    resourceId: parent.id,
    summary: `Redeemed ${children.length} of ${input.request.redeemables.length} redeemables, ${order.total_discount_amount ?? 0} off`,
  });
  if (!embed) await takeCounters(tx, counters, { last: true });
  return { ok: true, body };
}

async function fail(tx: Tx, input: RedeemInput, common: Common, evaluation: Evaluation): Promise<Attempt> {
  const { failing, error, parent, children } = failureRecords(common, evaluation, () => newId('r_'));
  await recordRedemption(
    tx,
    { projectId: input.projectId, parent, children, order: undefined, at: input.acting.at, model: input.model },
    undefined,
  );
  await auditChange(tx, input.projectId, input.acting, {
    action: 'redemption.failed',
    resourceType: 'redemption',
    resourceId: parent.id,
    summary: `Redemption refused: ${error.key}`,
  });
  const details =
    failing.map((c) => `${c.request.object} ${c.request.id}: ${c.failure.message}`).join('; ') || error.details;
  return {
    ok: false,
    failure: new DomainFailure({
      kind: 'invalid',
      key: error.key,
      message: error.message,
      details,
      ...(error.resource_id && { resource_id: error.resource_id, resource_type: error.resource_type }),
    }),
  };
}

/** Redeems, or throws the refusal once the failed redemption's record is committed. */
export async function redeem(db: Db, input: RedeemInput): Promise<ClientRedemptionResponse> {
  const outcome = await attemptUntilNoLostRace(db, input);
  if (!outcome.ok) throw outcome.failure;
  return outcome.body;
}

async function attemptUntilNoLostRace(db: Db, input: RedeemInput): Promise<Attempt> {
  const lostRaces = new Map<string, RedeemableFailure>();
  for (;;) {
    try {
      return await db.transaction((tx) => attempt(tx, input, lostRaces));
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      lostRaces.set(error.key, error.failure);
    }
  }
}

async function attempt(
  tx: Tx,
  input: RedeemInput,
  lostRaces: ReadonlyMap<string, RedeemableFailure>,
): Promise<Attempt> {
  const { projectId } = input;
  const { at } = input.acting;
  // The order the request names is redeemed (its stored lines fill what the request leaves out), else a new one.
  const order = await orderToRedeem(tx, projectId, input.request.order);
  const request = order.request === input.request.order ? input.request : { ...input.request, order: order.request };
  // Client-side keys are public: they may create a customer, never change a stored one (its metadata in the request
  // still counts for this evaluation's rules).
  const upserted = request.customer ? await findOrCreateCustomer(tx, projectId, request.customer, at) : undefined;
  if (request.customer?.id && !upserted) throw notFound('customer', request.customer.id);
  if (upserted?.created)
    await recordWebhookEvent(
      tx,
      projectId,
      'customer.created',
      { customer: presentSimpleCustomer(upserted.customer) },
      at,
    );
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
  const evaluation = await evaluateRedemption(tx, {
    projectId,
    model: input.model,
    request,
    customer,
    sessionKey,
    stackingRules: input.stackingRules,
    at,
    lostRaces,
    lockForCounts: true,
    channel: input.channel,
  });
  if (evaluation.applied.length === 0) return fail(tx, input, common, evaluation);
  return succeed(tx, input, common, evaluation, expand, order.stored);
}
