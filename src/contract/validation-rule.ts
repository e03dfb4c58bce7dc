import { z } from 'zod';
import { applicableToSchema } from './applicable-to.ts';
import { timestampSchema } from './common.ts';
import { checkOperators, conditionNameSchema, operatorsSchema, text } from './rule-conditions.ts';
import { defaultRuleLogic, MAX_LOGIC_LENGTH, parseRuleLogic, RuleLogicError, ruleNumbersOf } from './rule-logic.ts';

/*
 * A validation rule: numbered rules ("1".."n") joined by a `logic` expression (`rule-logic.ts`), each a condition of
 * the vocabulary in `rule-conditions.ts`, optionally with nested numbered rules of their own; the rule set's bounds,
 * and the rule resources' request and answer shapes.
 */

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

/**
 * A top-level rule set, its nesting bounded before the recursive parse. It may be empty, as the hosted service's
 * may: a rule that only names the items it applies to (`applicable_to`) checks nothing else, and holds.
 */
export const validationRuleRulesSchema = z.preprocess((value, ctx) => {
  if (nesting(value) <= MAX_RULE_NESTING) return value;
  ctx.addIssue({ code: 'custom', message: `Rules nest at most ${MAX_RULE_NESTING} levels deep` });
  return z.NEVER;
}, ruleSetSchema);

/** The hosted editor's kinds of rule; stored and echoed, they do not change how a rule is evaluated. */
export const validationRuleTypeSchema = z.enum(['expression', 'basic', 'advanced', 'complex']);

/** Where the hosted service lets a rule be used; Promodesk stores and echoes it, and evaluates a rule anywhere. */
export const validationRuleContextSchema = z.enum([
  'earning_rule.order.paid',
  'earning_rule.custom_event',
  'earning_rule.customer.segment.entered',
  'earning_rule.customer.tier.joined',
  'earning_rule.customer.tier.left',
  'earning_rule.customer.tier.upgraded',
  'earning_rule.customer.tier.downgraded',
  'earning_rule.customer.tier.prolonged',
  'campaign.discount_coupons',
  'campaign.discount_coupons.discount.apply_to_order',
  'campaign.discount_coupons.discount.apply_to_items',
  'campaign.discount_coupons.discount.apply_to_items_proportionally',
  'campaign.discount_coupons.discount.apply_to_items_proportionally_by_quantity',
  'campaign.discount_coupons.discount.apply_to_items_by_quantity',
  'campaign.discount_coupons.discount.fixed.apply_to_items',
  'campaign.discount_coupons.discount.percent.apply_to_items',
  'campaign.gift_vouchers',
  'campaign.gift_vouchers.gift.apply_to_order',
  'campaign.gift_vouchers.gift.apply_to_items',
  'campaign.referral_program',
  'campaign.referral_program.discount.apply_to_order',
  'campaign.referral_program.discount.apply_to_items',
  'campaign.referral_program.discount.apply_to_items_proportionally',
  'campaign.referral_program.discount.apply_to_items_proportionally_by_quantity',
  'campaign.referral_program.discount.apply_to_items_by_quantity',
  'campaign.referral_program.discount.fixed.apply_to_items',
  'campaign.referral_program.discount.percent.apply_to_items',
  'campaign.promotion',
  'campaign.promotion.discount.apply_to_order',
  'campaign.promotion.discount.apply_to_items',
  'campaign.promotion.discount.apply_to_items_proportionally',
  'campaign.promotion.discount.apply_to_items_proportionally_by_quantity',
  'campaign.promotion.discount.apply_to_items_by_quantity',
  'campaign.promotion.discount.fixed.apply_to_items',
  'campaign.promotion.discount.percent.apply_to_items',
  'campaign.loyalty_program',
  'voucher.discount_voucher',
  'voucher.discount_voucher.discount.apply_to_order',
  'voucher.discount_voucher.discount.apply_to_items',
  'voucher.discount_voucher.discount.apply_to_items_proportionally',
  'voucher.discount_voucher.discount.apply_to_items_proportionally_by_quantity',
  'voucher.discount_voucher.discount.apply_to_items_by_quantity',
  'voucher.discount_voucher.discount.fixed.apply_to_items',
  'voucher.discount_voucher.discount.percent.apply_to_items',
  'voucher.gift_voucher',
  'voucher.gift_voucher.gift.apply_to_order',
  'voucher.gift_voucher.gift.apply_to_items',
  'voucher.loyalty_card',
  'distribution.custom_event',
  'distribution.order.paid',
  'distribution.order.created',
  'distribution.order.canceled',
  'distribution.order.updated',
  'reward_assignment.pay_with_points',
  'global',
]);
export type ValidationRuleType = z.infer<typeof validationRuleTypeSchema>;
export type ValidationRuleContext = z.infer<typeof validationRuleContextSchema>;

/** Body that creates a rule (seed data and the dashboard use it). */
export const validationRuleCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'A rule needs a name').max(200),
    /** Left out, the rule checks nothing but its `applicable_to` (the hosted service stores `{}`). */
    rules: validationRuleRulesSchema.default({}),
    error: z.object({ message: z.string().max(500) }).optional(),
    applicable_to: applicableToSchema.optional(),
    type: validationRuleTypeSchema.default('expression'),
    context_type: validationRuleContextSchema.default('global'),
  })
  .meta({ id: 'ValidationRuleCreate' });
export type ValidationRuleCreate = z.infer<typeof validationRuleCreateSchema>;
/** What a client sends: `type` and `context_type` may be left to their defaults. */
export type ValidationRuleCreateRequest = z.input<typeof validationRuleCreateSchema>;

export const validationRuleSchema = validationRuleCreateSchema
  .extend({
    /** Null when the rule names no items, as the hosted service answers (its schema says otherwise). */
    applicable_to: applicableToSchema.nullable(),
    type: validationRuleTypeSchema,
    context_type: validationRuleContextSchema,
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
    type: validationRuleTypeSchema.optional(),
    context_type: validationRuleContextSchema.optional(),
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
