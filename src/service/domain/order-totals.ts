/*
 * An order's totals after a sequence of discounts, in the field names of the interface's calculated order.
 *
 * - A line's amount is its `amount` when sent, otherwise `price × quantity` (quantity 1 when absent). The order's
 *   amount is its `amount` when sent, otherwise the sum of its lines.
 * - A `discount_amount` the client sent is a discount given before this request: it counts in `discount_amount`
 *   and lowers what later discounts can take, but not in the `applied_*` fields, which hold this request's work.
 * - Discounts apply in the given order, each on what the previous ones left (see discounts.ts).
 * - `total_amount = amount - total_discount_amount` and never goes below zero.
 */
import type { Discount } from '../../contract/discount.ts';
import type { OrderCalculated, OrderCalculatedItem, OrderItemRequest } from '../../contract/order.ts';
import { computeDiscount, type DiscountLine, type DiscountShare } from './discounts.ts';

export type OrderLineInput = Pick<OrderItemRequest, 'product_id' | 'source_id' | 'price' | 'amount' | 'quantity'>;

/** Other ids each line is known by (aligned with the order's items), for matching discount targets. */
export type LineIds = readonly (readonly string[])[];

export interface OrderInput {
  amount?: number | undefined;
  discount_amount?: number | undefined;
  items?: readonly OrderLineInput[] | undefined;
}

export interface DiscountToApply {
  discount: Discount;
  /** Products, SKUs and collections the redeemable targets; absent means every line. */
  productIds?: readonly string[] | undefined;
  /** Ones it may never discount. */
  excludedIds?: readonly string[] | undefined;
}

type TotalField =
  | 'amount'
  | 'initial_amount'
  | 'discount_amount'
  | 'items_discount_amount'
  | 'total_discount_amount'
  | 'total_amount'
  | 'applied_discount_amount'
  | 'items_applied_discount_amount'
  | 'total_applied_discount_amount';
export type OrderTotals = Required<Pick<OrderCalculated, TotalField>>;

type ItemField =
  | 'quantity'
  | 'discount_quantity'
  | 'initial_quantity'
  | 'price'
  | 'amount'
  | 'initial_amount'
  | 'discount_amount'
  | 'applied_discount_amount'
  | 'subtotal_amount';
export type ItemTotals = Pick<OrderCalculatedItem, 'discount_quantity'> &
  Required<Pick<OrderCalculatedItem, Exclude<ItemField, 'discount_quantity'>>>;

export interface OrderCalculation {
  totals: OrderTotals;
  items: ItemTotals[];
  /** What each discount took, aligned with the discounts given. */
  shares: DiscountShare[];
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

interface OrderBase {
  lines: DiscountLine[];
  lineAmounts: number[];
  amount: number;
  priorDiscount: number;
}

function baseOf(order: OrderInput, lineIds: LineIds): OrderBase {
  const lines: DiscountLine[] = (order.items ?? []).map((item, i) => {
    const quantity = item.quantity ?? 1;
    const price = item.price ?? 0;
    const amount = item.amount ?? price * quantity;
    return {
      product_id: item.product_id,
      source_id: item.source_id,
      ids: lineIds[i],
      quantity,
      price,
      remaining: amount,
    };
  });
  const lineAmounts = lines.map((l) => l.remaining);
  const amount = order.amount ?? sum(lineAmounts);
  return { lines, lineAmounts, amount, priorDiscount: Math.min(order.discount_amount ?? 0, amount) };
}

/** The order's and its lines' totals once `orderApplied` and `itemApplied` (aligned with the lines) are taken off. */
function totalsOf(
  base: OrderBase,
  orderApplied: number,
  itemApplied: readonly number[],
): Omit<OrderCalculation, 'shares'> {
  const itemsApplied = sum(itemApplied);
  const discountAmount = base.priorDiscount + orderApplied;
  return {
    totals: {
      amount: base.amount,
      initial_amount: base.amount,
      discount_amount: discountAmount,
      items_discount_amount: itemsApplied,
      total_discount_amount: discountAmount + itemsApplied,
      total_amount: base.amount - discountAmount - itemsApplied,
      applied_discount_amount: orderApplied,
      items_applied_discount_amount: itemsApplied,
      total_applied_discount_amount: orderApplied + itemsApplied,
    },
    items: base.lines.map((line, i) => {
      const lineAmount = base.lineAmounts[i] ?? 0;
      const discount = itemApplied[i] ?? 0;
      return {
        quantity: line.quantity,
        // A discounted line's units are all discounted (no effect here takes part of a line's units).
        ...(discount > 0 && { discount_quantity: line.quantity }),
        initial_quantity: line.quantity,
        price: line.price,
        amount: lineAmount,
        initial_amount: lineAmount,
        discount_amount: discount,
        applied_discount_amount: discount,
        subtotal_amount: lineAmount - discount,
      };
    }),
  };
}

/** Applies `discounts` in order to `order` and returns the order-level, per-line and per-discount amounts. */
export function calculateOrder(
  order: OrderInput,
  discounts: readonly DiscountToApply[],
  lineIds: LineIds = [],
): OrderCalculation {
  const base = baseOf(order, lineIds);
  let remaining = base.amount - base.priorDiscount;
  let orderApplied = 0;
  const itemApplied = base.lines.map(() => 0);
  const shares = discounts.map(({ discount, productIds, excludedIds }) => {
    const share = computeDiscount(discount, { lines: base.lines, remaining }, productIds, excludedIds);
    orderApplied += share.order;
    share.items.forEach((d, i) => {
      itemApplied[i] = (itemApplied[i] ?? 0) + d;
      const line = base.lines[i];
      if (line) line.remaining -= d;
    });
    remaining -= share.order + sum(share.items);
    return share;
  });
  return { ...totalsOf(base, orderApplied, itemApplied), shares };
}

/** The order as one redeemable's share of a calculation leaves it: only what that redeemable took is off. */
export function orderWithShare(order: OrderInput, share: DiscountShare): Omit<OrderCalculation, 'shares'> {
  return totalsOf(baseOf(order, []), share.order, share.items);
}
