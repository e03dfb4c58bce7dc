import { z } from 'zod';
import { pointsExpirationRulesSchema } from './points-expiry.ts';
import { metadataSchema, timestampSchema, validityFields } from './common.ts';

/** A program holds at most this many earning rules (the official limit is 100 per project; per program here). */
export const maxEarningRules = 100;

/** The events an earning rule reacts to that are not custom events. */
export const orderPaidEvent = 'order.paid';
export const segmentEnteredEvent = 'customer.segment.entered';
export const tierEvents = [
  'customer.loyalty.tier.joined',
  'customer.loyalty.tier.left',
  'customer.loyalty.tier.upgraded',
  'customer.loyalty.tier.downgraded',
  'customer.loyalty.tier.prolonged',
] as const;
export type TierEvent = (typeof tierEvents)[number];

const pointsSchema = z.number().int().min(1).max(1_000_000_000);
const ratio = z.object({ every: z.number().int().min(1).max(1_000_000_000), points: pointsSchema });
const target = z.enum(['products_collection', 'product', 'sku']);
const itemRatio = ratio.extend({
  object: target.optional(),
  id: z.string().min(1).max(100).optional(),
  applicable_to: z
    .array(z.object({ object: target, id: z.string().min(1).max(100) }))
    .max(50)
    .optional(),
});
const metadataRatio = ratio.extend({ property: z.string().min(1).max(100) });
const proportional = <C extends string, S extends z.ZodRawShape>(calculation: C, shape: S) =>
  z.object({ type: z.literal('PROPORTIONAL'), calculation_type: z.literal(calculation), ...shape });

export const fixedPointsSchema = z.object({ type: z.literal('FIXED'), points: pointsSchema });
/** Every proportional calculation the official EarningRuleProportional lists. */
export const proportionalPointsSchema = z.discriminatedUnion('calculation_type', [
  proportional('ORDER_AMOUNT', { order: z.object({ amount: ratio }) }),
  proportional('ORDER_TOTAL_AMOUNT', { order: z.object({ total_amount: ratio }) }),
  proportional('ORDER_METADATA', { order: z.object({ metadata: metadataRatio }) }),
  proportional('ORDER_ITEMS_QUANTITY', { order_items: z.object({ quantity: itemRatio }) }),
  proportional('ORDER_ITEMS_AMOUNT', { order_items: z.object({ amount: itemRatio }) }),
  proportional('ORDER_ITEMS_SUBTOTAL_AMOUNT', { order_items: z.object({ subtotal_amount: itemRatio }) }),
  proportional('CUSTOMER_METADATA', { customer: z.object({ metadata: metadataRatio }) }),
  proportional('CUSTOM_EVENT_METADATA', { custom_event: z.object({ metadata: metadataRatio }) }),
]);
export const earningLoyaltySchema = z.union([fixedPointsSchema, proportionalPointsSchema]);
export type EarningLoyalty = z.infer<typeof earningLoyaltySchema>;

export const pendingPointsSchema = z.object({
  period_type: z.literal('DAY'),
  period_value: z.number().int().min(1).max(90),
});

const reference = z.object({ id: z.string().min(1).max(100) });

/** What a create and an update share: everything but the event and what it names. */
const settingFields = {
  validation_rule_id: z.string().min(1).max(100).nullable().optional(),
  source: z.object({ banner: z.string().max(300).optional() }).optional(),
  active: z.boolean().optional(),
  ...validityFields,
  pending_points: pendingPointsSchema.nullable().optional(),
  expiration_rules: pointsExpirationRulesSchema.optional(),
  metadata: metadataSchema.optional(),
};

/** Which calculations each kind of event can feed (the official create bodies per event). */
const calculationsFor = (event: string): readonly string[] => {
  if (event === orderPaidEvent)
    return [
      'ORDER_AMOUNT',
      'ORDER_TOTAL_AMOUNT',
      'ORDER_METADATA',
      'ORDER_ITEMS_QUANTITY',
      'ORDER_ITEMS_AMOUNT',
      'ORDER_ITEMS_SUBTOTAL_AMOUNT',
    ];
  if (event === segmentEnteredEvent) return ['CUSTOMER_METADATA'];
  if ((tierEvents as readonly string[]).includes(event)) return [];
  return ['CUSTOM_EVENT_METADATA'];
};

/** Whether a rule's points can be computed from what its event carries; the issue's message when not. */
export function earningRuleIssue(event: string, loyalty: EarningLoyalty | undefined, pending: unknown) {
  if (loyalty?.type === 'PROPORTIONAL' && !calculationsFor(event).includes(loyalty.calculation_type))
    return { path: ['loyalty', 'calculation_type'], message: `${loyalty.calculation_type} cannot apply to ${event}` };
  if (pending && event !== orderPaidEvent)
    return { path: ['pending_points'], message: 'Pending points apply to the order.paid event only' };
  return undefined;
}

/** One earning rule of POST /v1/loyalties/{campaignId}/earning-rules (any of the official per-event bodies). */
export const earningRuleCreateSchema = z
  .object({
    event: z.string().trim().min(1).max(300),
    loyalty: earningLoyaltySchema,
    custom_event: z.object({ schema_id: z.string().min(1).max(100) }).optional(),
    segment: reference.optional(),
    loyalty_tier: reference.optional(),
    ...settingFields,
  })
  .superRefine((rule, ctx) => {
    const issue = earningRuleIssue(rule.event, rule.loyalty, rule.pending_points);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
    if (rule.event === segmentEnteredEvent && !rule.segment)
      ctx.addIssue({ code: 'custom', path: ['segment'], message: 'customer.segment.entered needs segment.id' });
  });
export type EarningRuleCreate = z.infer<typeof earningRuleCreateSchema>;
export const earningRulesCreateSchema = z
  .array(earningRuleCreateSchema)
  .min(1)
  .max(maxEarningRules)
  .meta({ id: 'LoyaltiesEarningRulesCreateRequestBody' });

/** PUT .../earning-rules/{id}: the event stays; what is sent replaces, `null` clears the nullable ones. */
export const earningRuleUpdateSchema = z
  .object({
    // The official SDK v2 sends `loyalty: {points}` without a type: fixed points.
    loyalty: z
      .union([fixedPointsSchema.extend({ type: z.literal('FIXED').default('FIXED') }), proportionalPointsSchema])
      .optional(),
    ...settingFields,
  })
  .meta({ id: 'LoyaltiesEarningRulesUpdateRequestBody' });
export type EarningRuleUpdate = z.infer<typeof earningRuleUpdateSchema>;

export const earningRuleSchema = z
  .object({
    id: z.string(),
    created_at: timestampSchema,
    updated_at: timestampSchema.nullable(),
    validation_rule_id: z.string().nullable(),
    loyalty: earningLoyaltySchema,
    event: z.string(),
    custom_event: z.object({ schema_id: z.string() }).optional(),
    segment: z.object({ id: z.string() }).optional(),
    loyalty_tier: z.object({ id: z.string() }).optional(),
    pending_points: pendingPointsSchema.optional(),
    source: z.object({ banner: z.string().optional(), object_id: z.string(), object_type: z.literal('campaign') }),
    active: z.boolean(),
    ...validityFields,
    expiration_rules: pointsExpirationRulesSchema.optional(),
    object: z.literal('earning_rule'),
    automation_id: z.string(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'EarningRule' });
export type EarningRule = z.infer<typeof earningRuleSchema>;

export const earningRuleListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('data'),
  data: z.array(earningRuleSchema),
  total: z.number().int(),
});

/** GET .../earning-rules: numbered pages, as the official list takes them. */
export const earningRuleListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  order: z.enum(['created_at', '-created_at']).optional(),
});
