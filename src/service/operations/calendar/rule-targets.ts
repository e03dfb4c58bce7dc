/*
 * Whom and what an item's rules aim at, for the calendar's conflicts: the segments `customer.segment` requires and
 * the products, SKUs and collections `product.id` / `sku.id` name (at any depth), with what `applicable_to`
 * includes. Only positive conditions (`$is`, `$in`) count: "anyone but segment X" aims at no segment.
 */
import type { ConditionValue } from '../../../contract/rule-conditions.ts';
import { numberedRules } from '../../../contract/validation-rule.ts';
import type { AssignedRule } from '../rule-inputs.ts';

const refOf = (value: ConditionValue): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'object' && value ? (value.id ?? value.source_id) : undefined;

export function ruleTargets(rules: readonly AssignedRule[]): { segments: string[]; products: string[] } {
  const segments = new Set<string>();
  const products = new Set<string>();
  const visit = (set: object) => {
    for (const rule of numberedRules(set)) {
      const into =
        rule.name === 'customer.segment'
          ? segments
          : rule.name === 'product.id' || rule.name === 'sku.id'
            ? products
            : undefined;
      for (const value of [...(rule.conditions.$is ?? []), ...(rule.conditions.$in ?? [])]) {
        const ref = refOf(value);
        if (into && ref !== undefined) into.add(ref);
      }
      if (rule.rules) visit(rule.rules);
    }
  };
  for (const rule of rules) {
    visit(rule.rules);
    for (const entry of rule.applicable_to?.included ?? []) products.add(entry.id);
  }
  return { segments: [...segments], products: [...products] };
}
