import { z } from 'zod';
import { applicableToSchema } from './applicable-to.ts';
import { timestampSchema } from './common.ts';
import { defaultRuleLogic, MAX_LOGIC_LENGTH, parseRuleLogic, RuleLogicError, ruleNumbersOf } from './rule-logic.ts';

/*
 * Validation rules in the hosted language: numbered rules ("1".."n") joined by a `logic` expression, each rule a
 * condition name, its operators (`order.amount` with `$more_than: [1000]`, all of which must hold) and optionally
 * nested numbered rules with their own logic. Names are the hosted ones; the underscore spelling the official SDK's
 * suite sends (`customer_segment`) is read as the dotted one. A name the hosted service documents but this engine
 * cannot evaluate is refused ("not supported") rather than stored as a rule that would silently pass.
 *
 * | name                                  | compares                                                              |
 * |---------------------------------------|-----------------------------------------------------------------------|
 * | `order.amount`, `order.initial_amount`| order amount (minor units), numeric operators                         |
 * | `order.items.count`                   | sum of item quantities                                                |
 * | `order.items.price_any` / `_each`     | unit price of any / every line                                        |
 * | `order.items.metadata_any` / `_each`  | `property` of the metadata of any / every line                        |
 * | `order.metadata`                      | `property` of the order's metadata                                    |
 * | `product.id`, `sku.id`                | ids (or `{id}`/`{source_id}` objects) of the lines; an object with    |
 * |                                       | `object: "products_collection"` matches lines of that collection      |
 * | `product.price`/`quantity`/`metadata` | a line in scope (all lines, or those a parent `product.id` matched)   |
 * | `sku.price`, `sku.quantity`           | the same for SKU lines                                                |
 * | `customer.metadata`                   | `property` of the customer's metadata                                 |
 * | `customer.segment`                    | segment ids of the customer                                           |
 * | `redemption.count.per_customer`       | this customer's redemptions of the campaign, this one included        |
 * | `redemption.count`, `campaign.redemptions.count` | all redemptions of the campaign, this one included         |
 * | `campaign.orders.amount_discounted`   | discounts given by the campaign's redemptions so far                  |
 */

/** Conditions on segment membership and customer metadata: the only ones `audienceRulesOnly` checks. */
export const AUDIENCE_CONDITION_NAMES = ['customer.metadata', 'customer.segment'] as const;

type Kind = 'numeric' | 'ids' | 'metadata';
export const CONDITION_KINDS = {
  'order.amount': 'numeric',
  'order.initial_amount': 'numeric',
  'order.items.count': 'numeric',
  'order.items.price_any': 'numeric',
  'order.items.price_each': 'numeric',
  'order.items.metadata_any': 'metadata',
  'order.items.metadata_each': 'metadata',
  'order.metadata': 'metadata',
  'product.id': 'ids',
  'product.price': 'numeric',
  'product.quantity': 'numeric',
  'product.metadata': 'metadata',
  'sku.id': 'ids',
  'sku.price': 'numeric',
  'sku.quantity': 'numeric',
  'customer.metadata': 'metadata',
  'customer.segment': 'ids',
  'redemption.count.per_customer': 'numeric',
  'redemption.count': 'numeric',
  'campaign.redemptions.count': 'numeric',
  'campaign.orders.amount_discounted': 'numeric',
} as const satisfies Record<string, Kind>;
export type ValidationRuleConditionName = keyof typeof CONDITION_KINDS;

/** Documented by the hosted service, not evaluated here: refused with a message saying so. */
const UNSUPPORTED_NAMES = new Set([
  'order.total_amount',
  'campaign.orders.amount',
  'campaign.redemptions.count.daily',
  'campaign.redemptions.count.weekly',
  'campaign.redemptions.count.monthly',
  'campaign.redemptions.customers_count',
  'campaign.redemptions.customers_count.daily',
  'campaign.redemptions.customers_count.weekly',
  'campaign.redemptions.customers_count.monthly',
  'redemption.gift.amount',
  'redemption.count.daily',
  'redemption.count.weekly',
  'redemption.count.monthly',
  'redemption.count.per_customer.daily',
  'redemption.count.per_customer.weekly',
  'redemption.count.per_customer.monthly',
  'redemption.api_key',
  'redemption.count.per_api_key',
  'redemption.user.login',
  'redemption.count.per_user',
  'redemption.metadata',
  'redemption.reward.pay_with_points.points_used',
  'product.discount_applicable',
  'product.metadata.aggregated_quantity',
  'product.metadata.aggregated_amount',
  'product.metadata.discount_applicable',
  'product.metadata.match_all',
  'sku.discount_applicable',
  'publication.redeemable_by_linked_customer',
  'custom_event.metadata',
]);
/** The underscore spellings of the hosted names (the `property` docs and the SDK's suite use them). */
const UNDERSCORE_NAMES: Record<string, string> = {
  customer_segment: 'customer.segment',
  customer_metadata: 'customer.metadata',
  order_metadata: 'order.metadata',
  order_items_metadata: 'order.items.metadata_any',
  product_metadata: 'product.metadata',
};

export const conditionNameSchema = z.string().transform((name, ctx) => {
  const dotted = Object.hasOwn(UNDERSCORE_NAMES, name) ? UNDERSCORE_NAMES[name]! : name;
  if (Object.hasOwn(CONDITION_KINDS, dotted)) return dotted as ValidationRuleConditionName;
  ctx.addIssue({
    code: 'custom',
    message: UNSUPPORTED_NAMES.has(dotted)
      ? `The condition "${name}" is not supported by Promodesk yet`
      : `Unknown condition "${name.slice(0, 100)}"`,
  });
  return z.NEVER;
});

// Rules come from callers and are evaluated on every redemption and qualification: their size is bounded.
const text = z.string().max(500);
const idRefSchema = z
  .object({
    id: text.optional(),
    source_id: text.optional(),
    object: z.enum(['product', 'sku', 'products_collection']).optional(),
  })
  .refine((ref) => ref.id !== undefined || ref.source_id !== undefined, 'Give an id or a source_id');
const valueSchema = z.union([text, z.number(), z.boolean(), idRefSchema]);
export type ConditionValue = z.infer<typeof valueSchema>;
const values = z.array(valueSchema).min(1).max(1000).optional();

export const OPERATORS = {
  numeric: ['$is', '$is_not', '$more_than', '$more_than_or_equal', '$less_than', '$less_than_or_equal'],
  ids: ['$is', '$is_not', '$in', '$not_in'],
  metadata: [
    '$is',
    '$is_not',
    '$in',
    '$not_in',
    '$more_than',
    '$more_than_or_equal',
    '$less_than',
    '$less_than_or_equal',
    '$starts_with',
    '$ends_with',
    '$contains',
  ],
} as const satisfies Record<Kind, readonly string[]>;
export type ConditionOperator = (typeof OPERATORS)['metadata'][number];

const operatorsSchema = z
  .object(Object.fromEntries(OPERATORS.metadata.map((op) => [op, values])) as Record<ConditionOperator, typeof values>)
  .strict();
export type ConditionOperators = z.infer<typeof operatorsSchema>;

const SINGLE_VALUED: ReadonlySet<string> = new Set([
  '$is',
  '$is_not',
  '$more_than',
  '$more_than_or_equal',
  '$less_than',
  '$less_than_or_equal',
  '$starts_with',
  '$ends_with',
  '$contains',
]);

function checkOperators(
  rule: { name: ValidationRuleConditionName; property?: string | null | undefined; conditions: ConditionOperators },
  ctx: z.RefinementCtx,
) {
  const kind: Kind = CONDITION_KINDS[rule.name];
  const allowed: readonly string[] = OPERATORS[kind];
  const given = Object.entries(rule.conditions).filter(([, v]) => v !== undefined);
  if (given.length === 0) ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'Give at least one operator' });
  if (kind === 'metadata' && !rule.property) {
    ctx.addIssue({
      code: 'custom',
      path: ['property'],
      message: `"${rule.name}" needs the metadata property to compare`,
    });
  }
  for (const [op, list = []] of given) {
    const path = ['conditions', op];
    if (!allowed.includes(op)) ctx.addIssue({ code: 'custom', path, message: `"${rule.name}" does not take ${op}` });
    else if (SINGLE_VALUED.has(op) && kind !== 'ids' && list.length !== 1) {
      ctx.addIssue({ code: 'custom', path, message: `${op} takes one value` });
    }
    const wrong = list.findIndex((v) =>
      kind === 'numeric'
        ? typeof v !== 'number'
        : kind === 'metadata'
          ? typeof v === 'object'
          : typeof v === 'boolean' ||
            typeof v === 'number' ||
            (typeof v === 'object' && v.object === 'products_collection' && rule.name !== 'product.id'),
    );
    if (wrong >= 0) ctx.addIssue({ code: 'custom', path: [...path, wrong], message: valueMessage[kind] });
  }
}
const valueMessage: Record<Kind, string> = {
  numeric: 'Expected a number',
  ids: 'Expected an id or an {id} object',
  metadata: 'Expected a text, a number or a boolean',
};

export const MAX_RULES_PER_LEVEL = 50;
/** Levels of `rules` under the top one. */
export const MAX_RULE_NESTING = 3;

export const numberedRuleSchema = z
  .object({
    name: conditionNameSchema,
    property: z.string().min(1).max(200).nullable().optional(),
    conditions: operatorsSchema,
    error: z.object({ message: text }).optional(),
    get rules(): z.ZodOptional<z.ZodType<Record<string, unknown>>> {
      return ruleSetSchema.optional();
    },
  })
  .superRefine(checkOperators);
export type ValidationRuleCondition = z.infer<typeof numberedRuleSchema>;

export const RULE_NUMBER = /^[1-9]\d{0,2}$/;

// Zod's recursive inference keeps only `logic` on nested sets, so the rules are read back through this guard.
const isRule = (value: unknown): value is ValidationRuleCondition => typeof value === 'object' && value !== null;

/** The numbered rules of a set (at any level), in number order. */
export function numberedRules(set: object): ValidationRuleCondition[] {
  return Object.entries(set)
    .filter(([key]) => RULE_NUMBER.test(key))
    .sort(([a], [b]) => Number(a) - Number(b))
    .flatMap(([, rule]: [string, unknown]) => (isRule(rule) ? [rule] : []));
}

/** The logic of a set, `and` over every rule when none was sent. */
export function logicOf(set: object): string {
  const logic = 'logic' in set && typeof set.logic === 'string' ? set.logic : '';
  return logic.trim() ? logic : defaultRuleLogic(numberedRules(set).length);
}

function checkRuleSet(set: Record<string, unknown>, ctx: z.RefinementCtx) {
  const keys = Object.keys(set).filter((key) => key !== 'logic');
  const bad = keys.find((key) => !RULE_NUMBER.test(key) || typeof set[key] !== 'object');
  if (bad !== undefined) {
    ctx.addIssue({ code: 'custom', path: [bad], message: 'Rules are keyed by their numbers, "1", "2"…' });
    return;
  }
  if (set.logic !== undefined && typeof set.logic !== 'string') {
    ctx.addIssue({ code: 'custom', path: ['logic'], message: 'Logic is a text such as "1 and 2"' });
    return;
  }
  if (keys.length > MAX_RULES_PER_LEVEL) {
    ctx.addIssue({ code: 'custom', message: `At most ${MAX_RULES_PER_LEVEL} rules on one level` });
    return;
  }
  const gap = keys
    .map(Number)
    .sort((a, b) => a - b)
    .findIndex((n, i) => n !== i + 1);
  if (gap >= 0)
    ctx.addIssue({
      code: 'custom',
      path: [String(gap + 1)],
      message: `Rules are numbered 1 to ${keys.length} without gaps`,
    });
  const logic = typeof set.logic === 'string' && set.logic.trim() ? set.logic : undefined;
  if (logic === undefined) return;
  try {
    const used = new Set(ruleNumbersOf(parseRuleLogic(logic, keys.length)));
    const unused = keys.map(Number).filter((n) => !used.has(n));
    if (unused.length) {
      ctx.addIssue({ code: 'custom', path: ['logic'], message: `Logic does not use rule ${unused.join(', ')}` });
    }
  } catch (error) {
    if (!(error instanceof RuleLogicError)) throw error;
    ctx.addIssue({ code: 'custom', path: ['logic'], message: error.message });
  }
}

/**
 * Numbered rules ("1".."n") and their `logic`, in one object as the hosted API has it. Typed as a plain record:
 * zod cannot infer the recursive catch-all, and readers go through numberedRules / logicOf.
 */
export const ruleSetSchema: z.ZodType<Record<string, unknown>> = z
  .object({ logic: z.string().max(MAX_LOGIC_LENGTH).optional() })
  .catchall(numberedRuleSchema)
  .superRefine(checkRuleSet)
  .meta({ id: 'ValidationRuleRules' });
export type ValidationRuleRules = z.infer<typeof ruleSetSchema>;

/** How deep `value` nests `rules`, stopping early past the bound so a hostile body costs little. */
function nesting(value: unknown, depth = 0): number {
  if (depth > MAX_RULE_NESTING || typeof value !== 'object' || value === null) return depth;
  let deepest = depth;
  for (const [key, rule] of Object.entries(value)) {
    if (key === 'logic' || typeof rule !== 'object' || rule === null || !('rules' in rule)) continue;
    deepest = Math.max(deepest, nesting(rule.rules, depth + 1));
    if (deepest > MAX_RULE_NESTING) break;
  }
  return deepest;
}

/** A top-level rule set: bounded nesting, checked before the recursive parse, and at least one rule. */
export const validationRuleRulesSchema = z
  .preprocess((value, ctx) => {
    if (nesting(value) <= MAX_RULE_NESTING) return value;
    ctx.addIssue({ code: 'custom', message: `Rules nest at most ${MAX_RULE_NESTING} levels deep` });
    return z.NEVER;
  }, ruleSetSchema)
  .refine((set) => numberedRules(set).length > 0, 'Give at least one rule');

/** Body that creates a rule (seed data and the dashboard use it). */
export const validationRuleCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'A rule needs a name').max(200),
    rules: validationRuleRulesSchema,
    error: z.object({ message: z.string().max(500) }).optional(),
    applicable_to: applicableToSchema.optional(),
  })
  .meta({ id: 'ValidationRuleCreate' });
export type ValidationRuleCreate = z.infer<typeof validationRuleCreateSchema>;

export const validationRuleSchema = validationRuleCreateSchema
  .extend({
    id: z.string().startsWith('val_'),
    created_at: timestampSchema,
    /** Left out until the rule is first changed. */
    updated_at: timestampSchema.optional(),
    assignments_count: z.number().int().nonnegative().optional(),
    object: z.literal('validation_rules'),
  })
  .meta({ id: 'ValidationRule' });
export type ValidationRule = z.infer<typeof validationRuleSchema>;

/** PUT /v1/validation-rules/{id}: what is sent replaces the rule's; `error: null` removes its message. */
export const validationRuleUpdateSchema = z
  .object({
    name: validationRuleCreateSchema.shape.name.optional(),
    rules: validationRuleRulesSchema.optional(),
    applicable_to: applicableToSchema.optional(),
    error: z
      .object({ message: z.string().max(500) })
      .nullable()
      .optional(),
  })
  .meta({ id: 'ValidationRuleUpdate' });
export type ValidationRuleUpdate = z.infer<typeof validationRuleUpdateSchema>;

export const validationRuleListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(validationRuleSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ValidationRulesListResponseBody' });
