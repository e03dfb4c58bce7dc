/*
 * Which order lines a validation rule condition looks at: those an id or product-metadata parent matched (its nested
 * rules judge only these), and those the discount-applicable flags hand to the discount.
 */
import type { ConditionValue, ValidationRuleConditionName } from '../../contract/rule-conditions.ts';
import { numberedRules, type ValidationRule, type ValidationRuleCondition } from '../../contract/validation-rule.ts';
import { metadataHolds, refMatches } from './rule-comparisons.ts';
import type { RuleOrderLine } from './rules.ts';

const lineIds = (name: ValidationRuleConditionName, line: RuleOrderLine) =>
  name === 'sku.id' ? [line.sku_id, line.sku_source_id] : [line.product_id, line.source_id];
export const lineMatchesRef = (name: ValidationRuleConditionName, line: RuleOrderLine) => (ref: ConditionValue) =>
  refMatches(ref, lineIds(name, line), line.collections);

/** The lines an id condition selects for its nested rules: those matching a listed value, else those escaping. */
function matchedLines(rule: ValidationRuleCondition, lines: readonly RuleOrderLine[]) {
  const ops = rule.conditions;
  const positive = [...(ops.$is ?? []), ...(ops.$in ?? [])];
  const negative = [...(ops.$is_not ?? []), ...(ops.$not_in ?? [])];
  return lines.filter((line) => {
    const hit = lineMatchesRef(rule.name, line);
    return (positive.length === 0 || positive.some(hit)) && !negative.some(hit);
  });
}

export const isSkuLine = (line: RuleOrderLine) => line.sku_id !== undefined || line.sku_source_id !== undefined;
/** The lines a rule's nested rules judge: those a `product.id`, `sku.id` or `product.metadata` parent matched. */
export function scopeOf(rule: ValidationRuleCondition, lines: readonly RuleOrderLine[]) {
  if (rule.name === 'product.id' || rule.name === 'sku.id') return matchedLines(rule, lines);
  if (rule.name === 'product.metadata')
    return lines.filter((line) => metadataHolds(rule.conditions, line.product_metadata, rule.property ?? ''));
  return lines;
}

const DISCOUNT_APPLICABLE: ReadonlySet<ValidationRuleConditionName> = new Set([
  'product.discount_applicable',
  'sku.discount_applicable',
  'product.metadata.discount_applicable',
]);

/**
 * The order lines the rules' discount-applicable flags select (the lines in scope where one says `$is: [true]`):
 * the discount applies to these, per item. Read from the rules' shape, whichever branch of their logic held.
 */
export function discountTargetLines(
  rules: readonly Pick<ValidationRule, 'rules'>[],
  lines: readonly RuleOrderLine[],
): Set<RuleOrderLine> {
  const selected = new Set<RuleOrderLine>();
  const visit = (set: object, scope: readonly RuleOrderLine[]) => {
    for (const rule of numberedRules(set)) {
      if (DISCOUNT_APPLICABLE.has(rule.name) && rule.conditions.$is?.[0] === true)
        scope
          .filter((line) => rule.name !== 'sku.discount_applicable' || isSkuLine(line))
          .forEach((l) => selected.add(l));
      if (rule.rules) visit(rule.rules, scopeOf(rule, scope));
    }
  };
  rules.forEach((rule) => visit(rule.rules, lines));
  return selected;
}
