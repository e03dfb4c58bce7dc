/*
 * Which redeemables of one stacked request apply, per the project's stacking rules (OpenAPI `StackingRules`).
 *
 * Implemented:
 * - `redeemables_sorting_rule`: REQUESTED_ORDER keeps the request's order; CATEGORY_HIERARCHY orders by the lowest
 *   `hierarchy` among a redeemable's categories (uncategorised last), keeping the request's order on ties.
 * - `redeemables_application_mode`: PARTIAL applies the valid ones; ALL applies none when any is inapplicable, the
 *   valid ones being SKIPPED with `preceding_validation_failed`.
 * - Exclusive redeemables (a category listed in `exclusive_categories` or typed EXCLUSIVE) are decided first,
 *   wherever they stand in the request: at most `applicable_exclusive_redeemables_limit` of them, and at most
 *   `applicable_exclusive_redeemables_per_category_limit` per exclusive category. Once one applies, only redeemables
 *   of joint categories (`joint_categories` or typed JOINT) may join it; the others are SKIPPED with
 *   `exclusion_rules_not_met`.
 * - `applicable_redeemables_limit` caps all applied redeemables; `applicable_redeemables_category_limits[id]`, else
 *   `applicable_redeemables_per_category_limit`, caps each category. Uncategorised redeemables have no category cap.
 * - `redeemables_no_effect_rule` with `no_effect_skip_categories` / `no_effect_redeem_anyway_categories`: see
 *   `skipsWithoutEffect`, which the caller asks once a redeemable's discount turned out to be zero.
 * Not implemented: `redeemables_products_application_mode` ONCE (products may be discounted by several redeemables,
 * as in STACK) and `redeemables_rollback_order_mode` (rollbacks are outside this service). `redeemables_limit` is a
 * request-size check the caller makes before asking.
 */
import type { SkipReasonKey } from '../../contract/redemption.ts';
import type { StackingRules } from '../../contract/stacking-rules.ts';

/** The official schema's defaults. */
export const DEFAULT_STACKING_RULES: StackingRules = {
  redeemables_limit: 30,
  applicable_redeemables_limit: 5,
  applicable_redeemables_per_category_limit: 1,
  applicable_redeemables_category_limits: {},
  applicable_exclusive_redeemables_limit: 1,
  applicable_exclusive_redeemables_per_category_limit: 1,
  exclusive_categories: [],
  joint_categories: [],
  redeemables_application_mode: 'ALL',
  redeemables_sorting_rule: 'REQUESTED_ORDER',
  redeemables_no_effect_rule: 'REDEEM_ANYWAY',
  no_effect_skip_categories: [],
  no_effect_redeem_anyway_categories: [],
  redeemables_products_application_mode: 'STACK',
  redeemables_rollback_order_mode: 'WITH_ORDER',
};

export interface StackCategory {
  id: string;
  hierarchy: number;
  stacking_rules_type?: 'JOINT' | 'EXCLUSIVE' | undefined;
}

export interface StackCandidate<T> {
  item: T;
  categories: readonly StackCategory[];
  /** Set when validation already found the redeemable unusable. */
  inapplicable?: boolean;
}

export type StackDecision<T> =
  | { item: T; status: 'APPLICABLE' | 'INAPPLICABLE' }
  | { item: T; status: 'SKIPPED'; details: { key: SkipReasonKey; message: string } };

const MESSAGES: Record<SkipReasonKey, string> = {
  applicable_redeemables_limit_exceeded: 'Applicable redeemables limit exceeded',
  applicable_redeemables_per_category_limit_exceeded: 'Applicable redeemables limit per category exceeded',
  applicable_exclusive_redeemables_limit_exceeded: 'Applicable exclusive redeemables limit exceeded',
  applicable_exclusive_redeemables_per_category_limit_exceeded:
    'Applicable exclusive redeemables limit per category exceeded',
  exclusion_rules_not_met: 'Redeemable cannot be applied due to exclusion rules',
  preceding_validation_failed: 'Redeemable cannot be applied due to preceding validation failure',
  no_effect: 'Redeemable cannot be applied due to lack of effect',
};

/** A SKIPPED decision with the official message for `key`. */
export const skip = <T>(item: T, key: SkipReasonKey): StackDecision<T> => ({
  item,
  status: 'SKIPPED',
  details: { key, message: MESSAGES[key] },
});

const minHierarchy = (c: StackCandidate<unknown>) => Math.min(...c.categories.map((cat) => cat.hierarchy));

/** Decisions for every candidate, in the order they apply. */
export function decideStacking<T>(candidates: readonly StackCandidate<T>[], rules: StackingRules): StackDecision<T>[] {
  const sorted =
    rules.redeemables_sorting_rule === 'CATEGORY_HIERARCHY'
      ? candidates
          .map((c, i) => ({ c, i, h: minHierarchy(c) }))
          .sort((a, b) => a.h - b.h || a.i - b.i)
          .map(({ c }) => c)
      : [...candidates];

  if (rules.redeemables_application_mode === 'ALL' && sorted.some((c) => c.inapplicable)) {
    return sorted.map((c) =>
      c.inapplicable ? { item: c.item, status: 'INAPPLICABLE' } : skip(c.item, 'preceding_validation_failed'),
    );
  }

  const exclusiveIds = (c: StackCandidate<T>) =>
    c.categories
      .filter((cat) => cat.stacking_rules_type === 'EXCLUSIVE' || rules.exclusive_categories.includes(cat.id))
      .map((cat) => cat.id);
  const isJoint = (c: StackCandidate<T>) =>
    c.categories.some((cat) => cat.stacking_rules_type === 'JOINT' || rules.joint_categories.includes(cat.id));

  const decisions = new Map<StackCandidate<T>, StackDecision<T>>();
  const perCategory = new Map<string, number>();
  const exclusivePerCategory = new Map<string, number>();
  let applied = 0;
  let exclusivesApplied = 0;
  const accept = (c: StackCandidate<T>): StackDecision<T> => {
    applied += 1;
    for (const cat of c.categories) perCategory.set(cat.id, (perCategory.get(cat.id) ?? 0) + 1);
    return { item: c.item, status: 'APPLICABLE' };
  };

  for (const c of sorted) {
    if (c.inapplicable) decisions.set(c, { item: c.item, status: 'INAPPLICABLE' });
  }

  for (const c of sorted) {
    const exclusive = exclusiveIds(c);
    if (c.inapplicable || exclusive.length === 0) continue;
    if (applied >= rules.applicable_redeemables_limit)
      decisions.set(c, skip(c.item, 'applicable_redeemables_limit_exceeded'));
    else if (exclusivesApplied >= rules.applicable_exclusive_redeemables_limit) {
      decisions.set(c, skip(c.item, 'applicable_exclusive_redeemables_limit_exceeded'));
    } else if (
      exclusive.some(
        (id) => (exclusivePerCategory.get(id) ?? 0) >= rules.applicable_exclusive_redeemables_per_category_limit,
      )
    ) {
      decisions.set(c, skip(c.item, 'applicable_exclusive_redeemables_per_category_limit_exceeded'));
    } else {
      exclusivesApplied += 1;
      for (const id of exclusive) exclusivePerCategory.set(id, (exclusivePerCategory.get(id) ?? 0) + 1);
      decisions.set(c, accept(c));
    }
  }

  // Everything not decided above is regular or joint, decided in application order after the exclusives.
  const categoryLimit = (id: string) =>
    rules.applicable_redeemables_category_limits[id] ?? rules.applicable_redeemables_per_category_limit;
  const decideRegular = (c: StackCandidate<T>): StackDecision<T> => {
    if (exclusivesApplied > 0 && !isJoint(c)) return skip(c.item, 'exclusion_rules_not_met');
    if (applied >= rules.applicable_redeemables_limit) return skip(c.item, 'applicable_redeemables_limit_exceeded');
    if (c.categories.some((cat) => (perCategory.get(cat.id) ?? 0) >= categoryLimit(cat.id))) {
      return skip(c.item, 'applicable_redeemables_per_category_limit_exceeded');
    }
    return accept(c);
  };
  return sorted.map((c) => decisions.get(c) ?? decideRegular(c));
}

/** Whether a redeemable whose discount came to zero is SKIPPED (`no_effect`) rather than redeemed anyway. */
export function skipsWithoutEffect(categories: readonly StackCategory[], rules: StackingRules): boolean {
  const inAny = (ids: readonly string[]) => categories.some((cat) => ids.includes(cat.id));
  return rules.redeemables_no_effect_rule === 'SKIP'
    ? !inAny(rules.no_effect_redeem_anyway_categories)
    : inAny(rules.no_effect_skip_categories);
}

/** The stacking-rule lists of category ids; `applicable_redeemables_category_limits` names them by its keys. */
const categoryListFields = [
  'exclusive_categories',
  'joint_categories',
  'no_effect_skip_categories',
  'no_effect_redeem_anyway_categories',
] as const;

/** The stacking-rule fields that name the category, so deleting it would leave them pointing at nothing. */
export function fieldsNamingCategory(rules: Partial<StackingRules>, categoryId: string): string[] {
  const fields: string[] = categoryListFields.filter((field) => rules[field]?.includes(categoryId));
  const limits = rules.applicable_redeemables_category_limits;
  if (limits && Object.hasOwn(limits, categoryId)) fields.push('applicable_redeemables_category_limits');
  return fields;
}

/** The rules with the category taken off every list and its own limit; everything else as it was. */
export function rulesWithoutCategory(rules: Partial<StackingRules>, categoryId: string): Partial<StackingRules> {
  const kept: Partial<StackingRules> = { ...rules };
  for (const field of categoryListFields) {
    const ids = rules[field];
    if (ids) kept[field] = ids.filter((id) => id !== categoryId);
  }
  if (rules.applicable_redeemables_category_limits) {
    const { [categoryId]: _dropped, ...limits } = rules.applicable_redeemables_category_limits;
    kept.applicable_redeemables_category_limits = limits;
  }
  return kept;
}
