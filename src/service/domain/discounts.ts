/*
 * The money a single discount takes off an order, given what earlier discounts left of it. All amounts are integers
 * in minor units.
 *
 * - AMOUNT: `amount_off` off the order (APPLY_TO_ORDER, the default), off each matching line (APPLY_TO_ITEMS), off
 *   each matching unit (APPLY_TO_ITEMS_BY_QUANTITY), or split over the matching lines by their remaining amount
 *   (APPLY_TO_ITEMS_PROPORTIONALLY) or their quantity (APPLY_TO_ITEMS_PROPORTIONALLY_BY_QUANTITY).
 * - PERCENT: `percent_off` of the remaining order or of each matching line; `amount_limit` caps the whole discount
 *   (over lines it is shared in proportion to each line's uncapped discount).
 * - FIXED: the order (or each matching unit) costs `fixed_amount`; nothing is taken when it already costs less.
 * - UNIT: `unit_off` units of the `unit_type` product are free, taken from matching lines in order. Units are only
 *   discounted when they are in the cart: the ADD_* effects are read as "discount the units present". With
 *   ADD_SAME_ITEMS, `unit_type` names a collection (or product) and each line it holds gets `unit_off` of its own
 *   units free ("the same items as ordered").
 * Lines match when one of their ids (`product_id`, `source_id`, and the `ids` the caller resolved: the line's SKU,
 * product, and the collections holding it) is among the redeemable's targets and none is among its exclusions; with
 * no targets every line not excluded matches. A rule's targets turn an order-level AMOUNT or PERCENT into one off each
 * targeted item (`APPLY_TO_ITEMS`), as the hosted service does.
 *
 * Rounding: `percent_off` counts to two decimals (basis points), and a percentage of an amount rounds half up
 * (1005 at 10% is 101). Amounts shared out over lines use the largest-remainder method, ties going to the earlier
 * line, so shares always add up exactly. No discount takes a line or the order below zero.
 */
import type { Discount } from '../../contract/discount.ts';

export interface DiscountLine {
  product_id?: string | undefined;
  source_id?: string | undefined;
  /** Other ids the line is known by (its SKU, its product, collections holding it), resolved by the caller. */
  ids?: readonly string[] | undefined;
  quantity: number;
  price: number;
  /** What earlier discounts left of the line. */
  remaining: number;
}

export interface DiscountTarget {
  lines: readonly DiscountLine[];
  /** What earlier discounts left of the order as a whole. */
  remaining: number;
}

/** An order-level amount, or per-line amounts aligned with `DiscountTarget.lines`. */
export interface DiscountShare {
  order: number;
  items: number[];
}

/** `percent` of `amount`, rounded half up; the percent counts to two decimals. */
export function percentOf(amount: number, percent: number): number {
  const basisPoints = BigInt(Math.round(percent * 100));
  return Number((BigInt(amount) * basisPoints + 5000n) / 10000n);
}

/** Shares of `total` in proportion to `weights` (largest remainder, earlier index wins ties); all zero weights give zeros. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const T = BigInt(total);
  const W = BigInt(sum);
  const shares = weights.map((w) => (T * BigInt(w)) / W);
  const remainders = weights.map((w, i) => ({ i, r: (T * BigInt(w)) % W }));
  let left = Number(T - shares.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}

const idsOf = (line: DiscountLine) =>
  [line.product_id, line.source_id, ...(line.ids ?? [])].filter((id) => id !== undefined);

function matcher(
  productIds: readonly string[] | undefined,
  excludedIds: readonly string[] | undefined,
): (line: DiscountLine) => boolean {
  const included = new Set(productIds ?? []);
  const excluded = new Set(excludedIds ?? []);
  return (line) => {
    const ids = idsOf(line);
    return (included.size === 0 || ids.some((id) => included.has(id))) && !ids.some((id) => excluded.has(id));
  };
}

function perLine(
  lines: readonly DiscountLine[],
  matches: (l: DiscountLine) => boolean,
  amount: (l: DiscountLine) => number,
): number[] {
  return lines.map((line) => (matches(line) ? Math.max(0, Math.min(amount(line), line.remaining)) : 0));
}

function capTotal(items: number[], limit: number): number[] {
  const sum = items.reduce((a, b) => a + b, 0);
  return sum > limit ? allocate(limit, items) : items;
}

function itemShares(
  discount: Discount,
  lines: readonly DiscountLine[],
  matches: (l: DiscountLine) => boolean,
): number[] {
  switch (discount.type) {
    case 'AMOUNT': {
      const off = discount.amount_off;
      if (discount.effect === 'APPLY_TO_ITEMS_BY_QUANTITY') return perLine(lines, matches, (l) => off * l.quantity);
      if (
        discount.effect === 'APPLY_TO_ITEMS_PROPORTIONALLY' ||
        discount.effect === 'APPLY_TO_ITEMS_PROPORTIONALLY_BY_QUANTITY'
      ) {
        const byQuantity = discount.effect === 'APPLY_TO_ITEMS_PROPORTIONALLY_BY_QUANTITY';
        const weights = lines.map((l) => (matches(l) && l.remaining > 0 ? (byQuantity ? l.quantity : l.remaining) : 0));
        const room = weights.reduce((sum, w, i) => (w > 0 ? sum + (lines[i]?.remaining ?? 0) : sum), 0);
        const shares = allocate(Math.min(off, room), weights);
        return shares.map((s, i) => Math.min(s, lines[i]?.remaining ?? 0));
      }
      return perLine(lines, matches, () => off);
    }
    case 'PERCENT': {
      const shares = perLine(lines, matches, (l) => percentOf(l.remaining, discount.percent_off));
      return discount.amount_limit === undefined ? shares : capTotal(shares, discount.amount_limit);
    }
    case 'FIXED':
      return perLine(lines, matches, (l) => l.remaining - discount.fixed_amount * l.quantity);
    case 'UNIT': {
      const isUnit = matcher([discount.unit_type], undefined);
      if (discount.effect === 'ADD_SAME_ITEMS')
        return perLine(lines, isUnit, (l) => Math.min(discount.unit_off, l.quantity) * l.price);
      let unitsLeft = discount.unit_off;
      return lines.map((line) => {
        if (!isUnit(line) || unitsLeft === 0) return 0;
        const units = Math.min(unitsLeft, line.quantity);
        unitsLeft -= units;
        return Math.max(0, Math.min(units * line.price, line.remaining));
      });
    }
  }
}

function orderShare(discount: Discount, remaining: number): number {
  switch (discount.type) {
    case 'AMOUNT':
      return discount.amount_off;
    case 'PERCENT': {
      const off = percentOf(remaining, discount.percent_off);
      return discount.amount_limit === undefined ? off : Math.min(off, discount.amount_limit);
    }
    case 'FIXED':
      return remaining - discount.fixed_amount;
    case 'UNIT':
      return 0;
  }
}

/** What `discount` takes off `target`; `productIds` are what the redeemable targets, `excludedIds` what it may not. */
export function computeDiscount(
  discount: Discount,
  target: DiscountTarget,
  productIds?: readonly string[],
  excludedIds?: readonly string[],
): DiscountShare {
  const remaining = Math.max(0, target.remaining);
  const applied = onTargetedItems(discount, productIds);
  if (applied.type !== 'UNIT' && (applied.effect === undefined || applied.effect === 'APPLY_TO_ORDER')) {
    return {
      order: Math.max(0, Math.min(orderShare(applied, remaining), remaining)),
      items: target.lines.map(() => 0),
    };
  }
  return { order: 0, items: capTotal(itemShares(applied, target.lines, matcher(productIds, excludedIds)), remaining) };
}

/**
 * The discount as it applies: a rule's `applicable_to` narrows an order-level amount or percentage to each item it
 * names (`APPLY_TO_ITEMS`), as the hosted service applies and answers it.
 */
export function onTargetedItems(discount: Discount, productIds?: readonly string[]): Discount {
  const onOrder = discount.effect === undefined || discount.effect === 'APPLY_TO_ORDER';
  if (!onOrder || (productIds?.length ?? 0) === 0) return discount;
  return discount.type === 'AMOUNT' || discount.type === 'PERCENT'
    ? { ...discount, effect: 'APPLY_TO_ITEMS' }
    : discount;
}

/** A discount as a validation or qualification result states it: its effect named (the order's by default), not dynamic. */
export function resultDiscount(discount: Discount, productIds?: readonly string[]): Discount {
  const applied = onTargetedItems(discount, productIds);
  return applied.type === 'UNIT'
    ? { ...applied, is_dynamic: false }
    : { ...applied, effect: applied.effect ?? 'APPLY_TO_ORDER', is_dynamic: false };
}

/**
 * A gift card's spend as an AMOUNT discount: the credits asked for (all of the balance by default), never more than
 * the balance. A card spent on items is shared over them by their remaining amount rather than taken per line.
 */
export function giftCreditsDiscount(
  gift: { balance: number; effect?: 'APPLY_TO_ORDER' | 'APPLY_TO_ITEMS' | undefined },
  credits?: number,
): Discount {
  return {
    type: 'AMOUNT',
    amount_off: Math.max(0, Math.min(gift.balance, credits ?? gift.balance)),
    effect: gift.effect === 'APPLY_TO_ITEMS' ? 'APPLY_TO_ITEMS_PROPORTIONALLY' : 'APPLY_TO_ORDER',
  };
}

/** A pay-with-points reward's rate: `points_ratio` points buy `exchange_ratio` of the currency, in minor units. */
export const centsPerPoint = (coin: { exchange_ratio: number; points_ratio: number }) =>
  (coin.exchange_ratio * 100) / coin.points_ratio;

/** What `points` pay for at `rate` (whole minor units), off the order as an amount, as a gift card's credits are. */
export const pointsDiscount = (points: number, rate: number): Discount => ({
  type: 'AMOUNT',
  amount_off: Math.floor(points * rate),
  effect: 'APPLY_TO_ORDER',
});

/** The whole points an amount taken off the order costs at `rate`, at most those offered. */
export const pointsFor = (amount: number, rate: number, offered: number) => Math.min(offered, Math.ceil(amount / rate));
