/*
 * What an earning rule gives for what its event carries (pure): fixed points, or points per `every` of an amount,
 * a quantity or a metadata value; and when the points it gives become active and expire.
 */
import type { EarningLoyalty } from '../../contract/earning-rule.ts';
import type { MappingPoints } from '../../contract/loyalty-tier.ts';
import type { OrderCalculated } from '../../contract/order.ts';

export type EarningInput = {
  order?: OrderCalculated | undefined;
  customerMetadata?: Record<string, unknown> | undefined;
  eventMetadata?: Record<string, unknown> | undefined;
};
type Line = NonNullable<OrderCalculated['items']>[number];
type Targets = {
  object?: string | undefined;
  id?: string | undefined;
  applicable_to?: { object: string; id: string }[] | undefined;
};

const per = (value: number, ratio: { every: number; points: number }) =>
  Number.isFinite(value) && value > 0 ? Math.floor(value / ratio.every) * ratio.points : 0;

const numberIn = (metadata: Record<string, unknown> | undefined, property: string) => {
  const value = metadata?.[property];
  return typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : 0;
};

/** Lines the rule covers: every line when it names nothing, else those whose product or SKU it names. */
function covered(items: readonly Line[], targets: Targets) {
  const named =
    targets.applicable_to ?? (targets.object && targets.id ? [{ object: targets.object, id: targets.id }] : []);
  if (!named.length) return items;
  return items.filter((item) =>
    named.some((t) =>
      t.object === 'sku'
        ? t.id === item.sku_id || t.id === item.sku?.id
        : t.object === 'product' && (t.id === item.product_id || t.id === item.product?.id),
    ),
  );
}

const sum = (lines: readonly Line[], of: (line: Line) => number | undefined) =>
  lines.reduce((total, line) => total + (of(line) ?? 0), 0);

export function earnedPoints(loyalty: EarningLoyalty, input: EarningInput): number {
  if (loyalty.type === 'FIXED') return loyalty.points;
  const items = input.order?.items ?? [];
  switch (loyalty.calculation_type) {
    case 'ORDER_AMOUNT':
      return per(input.order?.amount ?? 0, loyalty.order.amount);
    case 'ORDER_TOTAL_AMOUNT':
      return per(input.order?.total_amount ?? 0, loyalty.order.total_amount);
    case 'ORDER_METADATA':
      return per(numberIn(input.order?.metadata, loyalty.order.metadata.property), loyalty.order.metadata);
    case 'ORDER_ITEMS_QUANTITY': {
      const ratio = loyalty.order_items.quantity;
      return per(
        sum(covered(items, ratio), (l) => l.quantity ?? 1),
        ratio,
      );
    }
    case 'ORDER_ITEMS_AMOUNT': {
      const ratio = loyalty.order_items.amount;
      return per(
        sum(covered(items, ratio), (l) => l.amount),
        ratio,
      );
    }
    case 'ORDER_ITEMS_SUBTOTAL_AMOUNT': {
      const ratio = loyalty.order_items.subtotal_amount;
      return per(
        sum(covered(items, ratio), (l) => l.subtotal_amount ?? l.amount),
        ratio,
      );
    }
    case 'CUSTOMER_METADATA':
      return per(numberIn(input.customerMetadata, loyalty.customer.metadata.property), loyalty.customer.metadata);
    case 'CUSTOM_EVENT_METADATA':
      return per(numberIn(input.eventMetadata, loyalty.custom_event.metadata.property), loyalty.custom_event.metadata);
  }
}

/** The instant pending points become active: `period_value` days after they were earned. */
export const pendingUntil = (pending: { period_value: number } | undefined, at: Date) =>
  pending ? new Date(at.getTime() + pending.period_value * 86_400_000) : undefined;

type Ratio = { every: number; points: number };
const isRatio = (value: unknown): value is Ratio =>
  typeof value === 'object' && value !== null && 'every' in value && 'points' in value;

/**
 * What a rule gives in a tier that maps it (the official LoyaltyTier `earning_rules`): CUSTOM gives its points
 * fixed; MULTIPLY multiplies the rule's points (a proportional rule's points per `every`), rounded.
 */
export function tierLoyalty(loyalty: EarningLoyalty, mapping: MappingPoints | undefined): EarningLoyalty {
  if (!mapping) return loyalty;
  if (mapping.type === 'CUSTOM') return { type: 'FIXED', points: mapping.points };
  const scale = (points: number) => Math.round(points * mapping.multiplier);
  if (loyalty.type === 'FIXED') return { ...loyalty, points: scale(loyalty.points) };
  const scaled = structuredClone(loyalty);
  for (const group of Object.values(scaled))
    if (typeof group === 'object')
      for (const ratio of Object.values(group)) if (isRatio(ratio)) ratio.points = scale(ratio.points);
  return scaled;
}

/** A reward's points price in a tier that maps its assignment (the official LoyaltyTier `rewards`). */
export const tierPrice = (points: number | null, mapping: MappingPoints | undefined) => {
  if (!mapping) return points;
  if (mapping.type === 'CUSTOM') return mapping.points;
  return points === null ? null : Math.round(points * mapping.multiplier);
};
