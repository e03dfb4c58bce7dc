/*
 * A stacked validation: the redemption's evaluation, asked as a question. Nothing is spent and no customer is
 * created or changed. With a `LOCK` session, each applicable voucher is reserved for the session key: one use, and
 * for a gift card the credits it would spend, until the lock expires or the session redeems. When a concurrent
 * request took what a voucher had left, that voucher becomes inapplicable and the evaluation is redone, as the
 * redemption does.
 */
import type { StackingRules } from '../../../contract/stacking-rules.ts';
import {
  sessionTtlLimits,
  type RedemptionChannel,
  type ResolvedRedemptionRequest,
} from '../../../contract/redemption.ts';
import type { ValidationResponse } from '../../../contract/validation.ts';
import { resultDiscount } from '../../domain/discounts.ts';
import { orderWithShare } from '../../domain/order-totals.ts';
import { trackingId } from '../../domain/qualification.ts';
import type { RedeemableFailure } from '../../domain/redeemable-checks.ts';
import { sessionExpiresAt } from '../../domain/session-lock.ts';
import { newId } from '../../ids.ts';
import type { Db, Tx } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findCustomer } from '../../store/repositories/customers.ts';
import { lockVoucher, reservedByOthers, reserve } from '../../store/repositories/session-locks.ts';
import { notFound } from '../failures.ts';
import type { Applied, Evaluation } from '../redemptions/evaluate.ts';
import { evaluateRedemption } from '../redemptions/load-evaluation.ts';
import { LostRace } from '../redemptions/persist.ts';
import { outcomeFields, presentOrder, presentOutcomes, type Expand } from '../redemptions/present.ts';
import { targetLists } from '../rule-inputs.ts';

export interface ValidateInput {
  projectId: string;
  model: ModelSnapshot;
  request: ResolvedRedemptionRequest;
  stackingRules: StackingRules;
  at: Date;
  /** Who validates, which rules on keys and people judge. */
  channel?: RedemptionChannel | undefined;
}

type Session = {
  key: string;
  ttl: number;
  ttl_unit: NonNullable<NonNullable<ResolvedRedemptionRequest['session']>['ttl_unit']>;
  expiresAt: Date;
};

/** Validates (and reserves for a session) in one transaction of its own. */
export const validateStacked = (db: Db, input: ValidateInput) => db.transaction((tx) => validateIn(tx, input));

async function validateIn(tx: Tx, input: ValidateInput): Promise<ValidationResponse> {
  const { projectId, request, at } = input;
  const named = request.customer?.id ?? request.customer?.source_id;
  const customer = named === undefined ? undefined : await findCustomer(tx, projectId, named);
  if (request.customer?.id && !customer) throw notFound('customer', request.customer.id);
  const session: Session | undefined = request.session && {
    key: request.session.key ?? newId('ssn_'),
    ttl: request.session.ttl ?? sessionTtlLimits.defaultDays,
    ttl_unit: request.session.ttl === undefined ? 'DAYS' : (request.session.ttl_unit ?? 'DAYS'),
    expiresAt: sessionExpiresAt(request.session, at),
  };
  const lostRaces = new Map<string, RedeemableFailure>();
  for (;;) {
    const evaluation = await evaluateRedemption(tx, {
      projectId,
      model: input.model,
      request,
      customer,
      sessionKey: session?.key,
      stackingRules: input.stackingRules,
      at,
      lostRaces,
      channel: input.channel,
    });
    const valid = evaluation.applied.length > 0;
    const lost = valid && session ? await reserveApplied(tx, projectId, evaluation.applied, session, at) : undefined;
    if (!lost) return present(input, evaluation, valid, valid ? session : undefined, customer);
    lostRaces.set(lost.key, lost.failure);
  }
}

/**
 * Reserves every applied voucher for the session, all or none (a savepoint a lost race rolls back), in id order so
 * concurrent requests lock rows in the same order. Each voucher's row is locked before the other sessions'
 * reservations are counted, so reservations and redemptions of one voucher take turns.
 */
async function reserveApplied(
  tx: Tx,
  projectId: string,
  applied: Applied[],
  session: Session,
  at: Date,
): Promise<LostRace | undefined> {
  const vouchers = applied.flatMap((a) =>
    a.candidate.found.object === 'voucher' ? [{ a, voucher: a.candidate.found.voucher }] : [],
  );
  vouchers.sort((x, y) => (x.voucher.id < y.voucher.id ? -1 : 1));
  try {
    await tx.transaction(async (sp) => {
      for (const { a, voucher } of vouchers) {
        const credits = voucher.type === 'GIFT_VOUCHER' ? a.discount : 0;
        const row = (await lockVoucher(sp, voucher.id))!;
        const held = (await reservedByOthers(sp, projectId, [row.id], session.key, at)).get(row.id) ?? {
          uses: 0,
          credits: 0,
        };
        if (row.redemptionQuantity !== null && row.redeemedQuantity + held.uses >= row.redemptionQuantity) {
          throw new LostRace(a.candidate.key, {
            code: 'quantity_exceeded',
            message: 'Voucher has reached its redemption limit (the remaining uses are redeemed or reserved)',
          });
        }
        if (credits > 0 && (row.giftBalance ?? 0) - held.credits < credits) {
          throw new LostRace(a.candidate.key, {
            code: 'gift_amount_exceeded',
            message: 'Gift card balance was spent or reserved concurrently',
          });
        }
        await reserve(sp, {
          projectId,
          voucherId: row.id,
          sessionKey: session.key,
          credits,
          expiresAt: session.expiresAt,
          at,
        });
      }
    });
  } catch (error) {
    if (error instanceof LostRace) return error;
    throw error;
  }
  return undefined;
}

function present(
  input: ValidateInput,
  evaluation: Evaluation,
  valid: boolean,
  session: Session | undefined,
  customer: Awaited<ReturnType<typeof findCustomer>>,
): ValidationResponse {
  const { request, at } = input;
  const expand: Expand = new Set(request.options?.expand ?? []);
  const requestOrder = request.order ?? {};
  // Each redeemable answers the order as its own share of the stack leaves it, and what its discount targets.
  const redeemables = evaluation.applied.map((a) => {
    const found = a.candidate.found;
    const gift = found.object === 'voucher' && found.voucher.type === 'GIFT_VOUCHER';
    return {
      status: 'APPLICABLE' as const,
      ...outcomeFields(a.candidate, expand),
      order: presentOrder({
        request: requestOrder,
        status: request.order?.status,
        calculation: orderWithShare(requestOrder, a.share),
        customer,
        at,
      }),
      ...targetLists(a.rules, requestOrder.items, evaluation.lineIds, a.selectedIds),
      result: gift
        ? { gift: { credits: a.discount, balance: found.voucher.giftBalance ?? 0 } }
        : a.points !== undefined
          ? { loyalty_card: { points: a.points } }
          : { discount: resultDiscount(a.definition, a.targetIds) },
    };
  });
  const order = presentOrder({
    request: requestOrder,
    status: request.order?.status,
    calculation: evaluation.calculation,
    customer,
    at,
  });
  const sourceId = customer?.sourceId ?? request.customer?.source_id;
  return {
    valid,
    redeemables,
    ...presentOutcomes(evaluation, expand),
    order,
    tracking_id: request.tracking_id ?? (sourceId ? trackingId(sourceId) : undefined),
    ...(session && {
      session: { key: session.key, type: 'LOCK' as const, ttl: session.ttl, ttl_unit: session.ttl_unit },
    }),
    stacking_rules: input.stackingRules,
  };
}
