/*
 * What qualification and redemption both need to evaluate validation rules: the rules assigned to a set of objects,
 * and the customer and order of a request in the shape the rule engine reads.
 */
import type { CustomerRequest } from '../../contract/customer.ts';
import type { ApplicableTo, TargetList } from '../../contract/applicable-to.ts';
import type { OrderItemRequest, OrderRequest } from '../../contract/order.ts';
import { numberedRules, type ValidationRule } from '../../contract/validation-rule.ts';
import { calculateOrder, type LineIds } from '../domain/order-totals.ts';
import type { RuleContext, RuleOrderLine } from '../domain/rules.ts';
import type { Executor } from '../store/db.ts';
import { assignmentsFor } from '../store/repositories/campaigns.ts';
import type { CustomerRow } from '../store/repositories/customers.ts';
import { findRules } from '../store/repositories/validation-rules.ts';

/** A rule as evaluation reads it, with its id and name so a failure can say which rule it was. */
export type AssignedRule = Pick<ValidationRule, 'id' | 'name' | 'rules' | 'error'> &
  Partial<Pick<ValidationRule, 'applicable_to'>>;

/** The rules assigned to each of `relatedIds`, in assignment order. */
export async function loadAssignedRules(db: Executor, relatedIds: string[]): Promise<(id: string) => AssignedRule[]> {
  const assignments = await assignmentsFor(db, relatedIds);
  const ruleIds = [...new Set([...assignments.values()].flat().map((a) => a.ruleId))];
  const rules = new Map((await findRules(db, ruleIds)).map((r) => [r.id, r]));
  return (id) =>
    (assignments.get(id) ?? []).flatMap((a) => {
      const rule = rules.get(a.ruleId);
      return rule
        ? [
            {
              id: rule.id,
              name: rule.name,
              rules: rule.rules,
              ...(rule.error?.message && { error: { message: rule.error.message } }),
              ...(rule.applicableTo && { applicable_to: rule.applicableTo }),
            },
          ]
        : [];
    });
}

/** The stored customer with the request's metadata merged over it (an unknown customer is just the request's). */
export function ruleCustomer(
  stored: CustomerRow | undefined,
  requested: CustomerRequest | undefined,
): RuleContext['customer'] {
  if (!stored && !requested) return null;
  return {
    id: stored?.id,
    source_id: stored?.sourceId ?? requested?.source_id,
    metadata: { ...stored?.metadata, ...requested?.metadata },
    segments: stored?.segments ?? [],
  };
}

/**
 * The order's amount (sent, else the sum of its lines), its metadata and its lines, a line without quantity counting
 * one. A line's `source_id` names its SKU when `related_object` says so, else its product.
 */
export function ruleOrder(order: OrderRequest | undefined): RuleContext['order'] {
  if (!order) return null;
  const items = (order.items ?? []).map((item): RuleOrderLine => ({
    product_id: item.product_id ?? item.product?.id,
    source_id: item.related_object === 'sku' ? item.product?.source_id : (item.source_id ?? item.product?.source_id),
    sku_id: item.sku_id ?? item.sku?.id,
    sku_source_id: item.related_object === 'sku' ? item.source_id : item.sku?.source_id,
    quantity: item.quantity ?? 1,
    price: item.price ?? item.sku?.price ?? item.product?.price,
    metadata: item.metadata,
    product_metadata: item.product?.metadata,
  }));
  const { totals } = calculateOrder(order, []);
  return {
    amount: totals.amount,
    initial_amount: order.initial_amount,
    total_amount: totals.total_amount,
    metadata: order.metadata,
    items,
  };
}

/**
 * What the rules' `applicable_to` target, as ids a line may be known by (an entry's id and source id), and the
 * collections among them, which the caller resolves per line.
 */
export function targetsOf(rules: readonly AssignedRule[]) {
  const idsOf = (entries: NonNullable<AssignedRule['applicable_to']>['included']) =>
    (entries ?? []).flatMap((e) => [e.id, ...(e.source_id ? [e.source_id] : [])]);
  const entries = rules.flatMap((r) => [...(r.applicable_to?.included ?? []), ...(r.applicable_to?.excluded ?? [])]);
  return {
    included: rules.flatMap((r) => idsOf(r.applicable_to?.included)),
    excluded: rules.flatMap((r) => idsOf(r.applicable_to?.excluded)),
    collectionIds: [...new Set(entries.filter((e) => e.object === 'products_collection').map((e) => e.id))],
  };
}

/** The product collections rules name in `product.id`/`sku.id` values (`{id, object: "products_collection"}`). */
export function ruleCollectionIds(rules: readonly AssignedRule[]): string[] {
  const found = new Set<string>();
  const visit = (set: object) => {
    for (const rule of numberedRules(set)) {
      for (const values of Object.values(rule.conditions))
        for (const value of Array.isArray(values) ? values : [])
          if (typeof value === 'object' && value?.object === 'products_collection' && value.id) found.add(value.id);
      if (rule.rules) visit(rule.rules);
    }
  };
  rules.forEach((rule) => visit(rule.rules));
  return [...found];
}

/**
 * The order's lines with every id each was resolved to (`lineIdsOf`): a rule's collection value then matches a line
 * the collection holds; product and SKU ids there never equal a collection's id.
 */
export function withCollections(order: RuleContext['order'], lineIds: LineIds | undefined): RuleContext['order'] {
  if (!order || !lineIds) return order;
  return { ...order, items: order.items.map((item, i) => ({ ...item, collections: lineIds[i] ?? [] })) };
}

/**
 * The rules' targets as answers list them (`applicable_to` and `inapplicable_to`), each with the indices of the order
 * lines it matches by the line's product, SKU or source id, or by what the line was resolved to (`lineIds`).
 */
export function targetLists(
  rules: readonly AssignedRule[],
  items: readonly OrderItemRequest[] = [],
  lineIds: LineIds = [],
  selectedIds: readonly string[] = [],
): { applicable_to: TargetList; inapplicable_to: TargetList } {
  const idsAt = (item: OrderItemRequest, i: number) => [
    item.product_id,
    item.product?.id,
    item.sku_id,
    item.sku?.id,
    item.source_id,
    ...(lineIds[i] ?? []),
  ];
  const list = (entries: NonNullable<ApplicableTo['included']>): TargetList => {
    const data = entries.map((entry) => ({
      ...entry,
      strict: entry.strict ?? false,
      effect: 'APPLY_TO_EVERY' as const,
      order_item_indices: items.flatMap((item, i) =>
        idsAt(item, i).some((id) => id !== undefined && (id === entry.id || id === entry.source_id)) ? [i] : [],
      ),
    }));
    return { data, total: data.length, object: 'list', data_ref: 'data' };
  };
  const included = rules.flatMap((r) => r.applicable_to?.included ?? []);
  // Lines a discount-applicable condition selects are targets too, as products, unless a rule names them already.
  const named = new Set(included.flatMap((entry) => [entry.id, entry.source_id]));
  const selected = [...new Set(selectedIds)]
    .filter((id) => !named.has(id))
    .map((id) => ({ object: 'product' as const, id }));
  return {
    applicable_to: list([...included, ...selected]),
    inapplicable_to: list(rules.flatMap((r) => r.applicable_to?.excluded ?? [])),
  };
}
