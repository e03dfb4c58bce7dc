import { z } from 'zod';
import {
  logicOf,
  numberedRules,
  validationRuleCreateSchema,
  type ValidationRule,
  type ValidationRuleCondition,
} from '../../../contract/validation-rule.ts';
import { fromMinorUnits, moneyTextSchema, toMinorUnits } from '../../lib/money-text.ts';

/** The conditions the editor offers; rules with others (or nested rules) are shown in words and kept on save. */
type ConditionName =
  | 'order.amount'
  | 'order.items.count'
  | 'product.id'
  | 'customer.segment'
  | 'customer.metadata'
  | 'redemption.count.per_customer'
  | 'redemption.count';
type ValueKind = 'money' | 'count' | 'list' | 'text';

const numeric = {
  $more_than_or_equal: 'at least',
  $more_than: 'more than',
  $is: 'exactly',
  $is_not: 'not',
  $less_than_or_equal: 'at most',
  $less_than: 'less than',
} as const;
const membership = { $in: 'any of', $not_in: 'none of' } as const;

/** What each condition compares, its operators in words, and how its value is typed. */
export const conditionKinds: Record<
  ConditionName,
  { label: string; operators: Record<string, string>; value: ValueKind }
> = {
  'order.amount': { label: 'Order amount', operators: numeric, value: 'money' },
  'order.items.count': { label: 'Number of items in the order', operators: numeric, value: 'count' },
  'product.id': { label: 'Products in the cart (ids)', operators: membership, value: 'list' },
  'customer.segment': { label: 'Customer segment (ids)', operators: membership, value: 'list' },
  'customer.metadata': {
    label: 'Customer metadata',
    operators: { $is: 'is', $is_not: 'is not', $in: 'is one of', $not_in: 'is none of' },
    value: 'text',
  },
  'redemption.count.per_customer': {
    label: "This customer's redemptions, this one included",
    operators: numeric,
    value: 'count',
  },
  'redemption.count': {
    label: 'All redemptions of the campaign, this one included',
    operators: numeric,
    value: 'count',
  },
};

const conditionNames = Object.keys(conditionKinds) as [ConditionName, ...ConditionName[]];
const isList = (operator: string) => operator === '$in' || operator === '$not_in';
const items = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const rowSchema = z
  .object({
    name: z.enum(conditionNames),
    property: z.string().trim(),
    operator: z.string(),
    value: z.string().trim(),
  })
  .superRefine((row, context) => {
    const kind = conditionKinds[row.name];
    const problem = (path: 'value' | 'property' | 'operator', message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!(row.operator in kind.operators)) problem('operator', 'Pick how to compare');
    if (row.name === 'customer.metadata' && !row.property) problem('property', 'Enter the metadata key');
    if (kind.value === 'money' && !moneyTextSchema.safeParse(row.value).success)
      problem('value', 'Enter an amount such as 100.00');
    if (kind.value === 'count' && !/^\d+$/.test(row.value)) problem('value', 'Enter a whole number');
    if ((kind.value === 'list' || isList(row.operator)) && items(row.value).length === 0)
      problem('value', 'Enter at least one value; separate several with commas');
    if (kind.value === 'text' && !row.value) problem('value', 'Enter a value');
  });
type RuleRow = z.output<typeof rowSchema>;

function toCondition(row: RuleRow): ValidationRuleCondition {
  const kind = conditionKinds[row.name];
  const value =
    kind.value === 'money'
      ? [toMinorUnits(row.value)]
      : kind.value === 'count'
        ? [Number(row.value)]
        : isList(row.operator)
          ? items(row.value)
          : [row.value];
  const condition = { name: row.name, conditions: { [row.operator]: value } };
  return (row.name === 'customer.metadata' ? { ...condition, property: row.property } : condition) as never;
}

// Every field the form shows is checked in this one object, the name with the contract's own rule, so the first
// submit marks every wrong field; the contract's pipe below only re-checks what the rows became.
const ruleFormObject = z.object({
  name: validationRuleCreateSchema.shape.name,
  error_message: z.string().trim().max(500),
  /** Rule numbers joined by and / or with parentheses; empty joins every rule with and. */
  logic: z.string().trim().max(1000),
  conditions: z.array(rowSchema).min(1, 'Add at least one condition'),
});
export type RuleFormValues = z.input<typeof ruleFormObject>;

/** What the form edits: the rule's kind stays the service's (set on create, kept on edit). */
const ruleRequestSchema = validationRuleCreateSchema.omit({ type: true, context_type: true });

/** The form's own checks, then the contract's, whose issues name the request's fields. */
export const ruleFormSchema = ruleFormObject
  .transform((form): z.input<typeof ruleRequestSchema> => ({
    name: form.name,
    rules: {
      ...Object.fromEntries(form.conditions.map((row, i) => [String(i + 1), toCondition(row)])),
      ...(form.logic && { logic: form.logic }),
    },
    ...(form.error_message && { error: { message: form.error_message } }),
  }))
  .pipe(ruleRequestSchema);
export type RuleRequest = z.output<typeof ruleFormSchema>;

export const emptyCondition: RuleFormValues['conditions'][number] = {
  name: 'order.amount',
  property: '',
  operator: '$more_than_or_equal',
  value: '',
};

export const emptyRuleForm: RuleFormValues = {
  name: '',
  error_message: '',
  logic: '',
  conditions: [emptyCondition],
};

const editable = (name: string): name is ConditionName => Object.hasOwn(conditionKinds, name);

/** Whether the editor can show `rule` row by row: top-level rules of its conditions, one operator each. */
export const editableInForm = (rule: ValidationRule) =>
  numberedRules(rule.rules).every(
    (condition) =>
      editable(condition.name) &&
      !(condition.rules && numberedRules(condition.rules).length) &&
      Object.values(condition.conditions).filter((v) => v !== undefined).length === 1,
  );

/** A rule as the form edits it: one row per numbered rule (see editableInForm) and its logic. */
export function ruleForm(rule: ValidationRule): RuleFormValues {
  return {
    name: rule.name,
    error_message: rule.error?.message ?? '',
    logic: logicOf(rule.rules),
    conditions: numberedRules(rule.rules).flatMap((condition) =>
      Object.entries(condition.conditions).flatMap(([operator, value]) => {
        if (value === undefined || !editable(condition.name)) return [];
        const values = value as (string | number | boolean)[];
        const text =
          conditionKinds[condition.name].value === 'money' ? fromMinorUnits(Number(values[0])) : values.join(', ');
        const property = condition.name === 'customer.metadata' ? (condition.property ?? '') : '';
        return [{ name: condition.name, property, operator, value: text }];
      }),
    ),
  };
}
