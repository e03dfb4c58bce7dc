/*
 * Whether one requested redeemable may be used now, and the hosted service's failure key when it may not.
 *
 * Checks run in this order and the first failing one decides:
 * 1. validity of the redeemable and then of its campaign (`isValidAt`): a voucher reports `voucher_disabled`,
 *    `voucher_not_active` (before start), `voucher_expired` or `voucher_not_active_now` (outside its days, hours or
 *    timeframe); a promotion tier `promotion_inactive` or `promotion_not_active_now`;
 * 2. a loyalty card pays with a pay-with-points reward assigned to its program: `missing_reward` without one (or
 *    with another kind of reward), `resource_not_found` for a reward not assigned there, and
 *    `loyalty_card_points_exceeded` when the card holds no points or fewer than the request offers;
 * 3. quantity: `quantity_exceeded` once the uses redeemed plus those other sessions reserved reach `quantity` (no
 *    quantity means unlimited);
 * 4. gift cards: `gift_amount_exceeded` when the balance, less the credits other sessions reserved, is empty or
 *    smaller than the credits asked for;
 * 5. the validation rules assigned to the redeemable and its campaign (`customer_rules_violated` /
 *    `order_rules_violated`, with the rule's own message).
 */
import type { ValidationRule } from '../../contract/validation-rule.ts';
import { firstFailingRule, type RuleContext, type RuleFailureCode } from './rules.ts';
import { isValidAt, type InvalidityReason, type ValidityWindow } from './validity.ts';

export type RedeemableFailureCode =
  | 'resource_not_found'
  | 'not_found'
  | 'voucher_disabled'
  | 'voucher_not_active'
  | 'voucher_expired'
  | 'voucher_not_active_now'
  | 'promotion_inactive'
  | 'promotion_not_active_now'
  | 'missing_reward'
  | 'quantity_exceeded'
  | 'gift_amount_exceeded'
  | 'loyalty_card_points_exceeded'
  | RuleFailureCode;

export interface RedeemableFailure {
  code: RedeemableFailureCode;
  message: string;
}

export interface RedeemableState {
  kind: 'voucher' | 'promotion_tier';
  /** The redeemable's own window first, then its campaign's. */
  windows: readonly ValidityWindow[];
  voucherType?: 'DISCOUNT_VOUCHER' | 'GIFT_VOUCHER' | 'LOYALTY_CARD' | undefined;
  quantity?: number | null | undefined;
  redeemed?: number | undefined;
  giftBalance?: number | null | undefined;
  credits?: number | undefined;
  /** A loyalty card's: the reward the request names to pay with, as found for the card's program, and the balance. */
  payWith?: PayWithPoints | undefined;
  /** What live `LOCK` sessions other than the caller's hold of this voucher. */
  reservedByOthers?: { uses: number; credits: number } | undefined;
  rules: readonly Pick<ValidationRule, 'rules' | 'error'>[];
}

export interface PayWithPoints {
  rewardId: string;
  /** Whether the reward is assigned to the card's program, and whether it pays with points (a COIN reward). */
  assigned: boolean;
  coin: boolean;
  /** The points the request offers (undefined: as many as the order needs). */
  points: number | undefined;
  balance: number;
}

const VOUCHER_VALIDITY: Record<InvalidityReason, RedeemableFailure> = {
  inactive: { code: 'voucher_disabled', message: 'Voucher is disabled' },
  not_active_yet: { code: 'voucher_not_active', message: 'Voucher is not active yet' },
  expired: { code: 'voucher_expired', message: 'Voucher has expired' },
  outside_validity_window: { code: 'voucher_not_active_now', message: 'Voucher is not active at this time' },
};
const TIER_VALIDITY: Record<InvalidityReason, RedeemableFailure> = {
  inactive: { code: 'promotion_inactive', message: 'Promotion is inactive' },
  not_active_yet: { code: 'promotion_not_active_now', message: 'Promotion has not started yet' },
  expired: { code: 'promotion_not_active_now', message: 'Promotion has ended' },
  outside_validity_window: { code: 'promotion_not_active_now', message: 'Promotion is not active at this time' },
};

/** A gift card's balance less what other sessions reserved of it. */
export const availableGiftBalance = (balance: number | null | undefined, reserved: { credits: number } | undefined) =>
  (balance ?? 0) - (reserved?.credits ?? 0);

/** The first rule that fails for `ctx`, as a redemption failure. */
export function firstRuleFailure(
  rules: readonly Pick<ValidationRule, 'rules' | 'error'>[],
  ctx: RuleContext,
  options: { audienceOnly?: boolean } = {},
): RedeemableFailure | undefined {
  const failing = firstFailingRule(rules, ctx, options);
  return failing && { code: failing.failure.failure_code, message: failing.failure.message };
}

/** Why a loyalty card cannot pay with the reward the request names, or undefined when it can. */
function payWithPointsFailure(payWith: PayWithPoints | undefined): RedeemableFailure | undefined {
  if (!payWith)
    return {
      code: 'missing_reward',
      message: 'A loyalty card pays for an order with a pay-with-points reward: send reward.id',
    };
  if (!payWith.assigned)
    return { code: 'resource_not_found', message: `Cannot find reward ${payWith.rewardId} in the card's program` };
  if (!payWith.coin)
    return {
      code: 'missing_reward',
      message: `Reward ${payWith.rewardId} does not pay with points: a member redeems it for the reward itself`,
    };
  if (payWith.balance <= 0) return { code: 'loyalty_card_points_exceeded', message: 'The loyalty card has no points' };
  if (payWith.points !== undefined && payWith.points > payWith.balance)
    return {
      code: 'loyalty_card_points_exceeded',
      message: `The loyalty card holds ${payWith.balance} points: offer at most ${payWith.balance}`,
    };
  return undefined;
}

/** Why `state` cannot be redeemed at `at` for `ctx`, or undefined when it can. */
export function checkRedeemable(state: RedeemableState, ctx: RuleContext, at: Date): RedeemableFailure | undefined {
  const validity = state.kind === 'voucher' ? VOUCHER_VALIDITY : TIER_VALIDITY;
  for (const window of state.windows) {
    const result = isValidAt(window, at);
    if (!result.valid) return validity[result.reason];
  }
  if (state.voucherType === 'LOYALTY_CARD') {
    const failure = payWithPointsFailure(state.payWith);
    if (failure) return failure;
  }
  const reserved = state.reservedByOthers ?? { uses: 0, credits: 0 };
  if (state.quantity != null && (state.redeemed ?? 0) + reserved.uses >= state.quantity) {
    const held = reserved.uses ? ` (${reserved.uses} of its uses reserved by other sessions)` : '';
    return { code: 'quantity_exceeded', message: `Voucher has reached its redemption limit${held}` };
  }
  if (state.voucherType === 'GIFT_VOUCHER') {
    const balance = availableGiftBalance(state.giftBalance, reserved);
    if (balance <= 0 || (state.credits !== undefined && state.credits > balance)) {
      // Money in messages reads as an amount (70.00), not as the minor units the API counts in (7000).
      const left = (Math.max(balance, 0) / 100).toFixed(2);
      return {
        code: 'gift_amount_exceeded',
        message:
          balance <= 0
            ? 'The gift card has no balance left'
            : `The gift card has ${left} left: ask for at most ${left} in credits`,
      };
    }
  }
  return firstRuleFailure(state.rules, ctx);
}
