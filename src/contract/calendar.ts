import { z } from 'zod';
import { daySchema as day, timestampSchema, validityHoursSchema, validityTimeframeSchema } from './common.ts';
import { campaignStatusSchema, campaignTypeSchema } from './campaign.ts';
import { customerRequestSchema } from './customer.ts';
import { orderRequestSchema, orderItemRequestSchema } from './order.ts';

/** How much one calendar answers: the longest range, the items it lists, the intervals per item, the conflicts. */
export const calendarLimits = { maxDays: 366, items: 300, intervalsPerItem: 400, conflicts: 200 } as const;

/** A range of UTC days, both ends included, at most `calendarLimits.maxDays` days. */
export const calendarQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < calendarLimits.maxDays * 86_400_000, {
    message: `the range is at most ${calendarLimits.maxDays} days`,
    path: ['to'],
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** A stretch of time when an item is usable: `start` included, `end` excluded. */
export const calendarIntervalSchema = z.object({ start: timestampSchema, end: timestampSchema });
export type CalendarInterval = z.infer<typeof calendarIntervalSchema>;

export const calendarItemObjectSchema = z.enum(['campaign', 'promotion_tier']);

/** A campaign, or a tier of a promotion, as the calendar places it. */
export const calendarItemSchema = z.object({
  object: calendarItemObjectSchema,
  id: z.string(),
  name: z.string(),
  campaign_id: z.string(),
  campaign_name: z.string(),
  campaign_type: campaignTypeSchema,
  /** As the service decides it now (a tier: its promotion's status, then its own switch and dates). */
  status: campaignStatusSchema,
  start_date: timestampSchema.nullable(),
  expiration_date: timestampSchema.nullable(),
  validity_day_of_week: z.array(z.number().int()).nullable(),
  validity_hours: validityHoursSchema.nullable(),
  validity_timeframe: validityTimeframeSchema.nullable(),
  /** When it is usable inside the range (its dates, week days, hours and timeframe, its promotion's too). */
  intervals: z.array(calendarIntervalSchema),
  /** More intervals than `calendarLimits.intervalsPerItem`: the list stops there. */
  intervals_truncated: z.boolean(),
  categories: z.array(
    z.object({ id: z.string(), name: z.string(), stacking_rules_type: z.enum(['JOINT', 'EXCLUSIVE']).nullable() }),
  ),
  /** Segments its rules require (`customer.segment`). */
  segments: z.array(z.string()),
  /** Products, SKUs and collections its rules name (`product.id`, `sku.id`) or its discount applies to. */
  products: z.array(z.string()),
  /** In an exclusive category (listed in the stacking rules or typed EXCLUSIVE). */
  exclusive: z.boolean(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** What two items share: a category, a segment, products, or one is exclusive; `budget` is a budget's run-out. */
export const calendarConflictKindSchema = z.enum(['category', 'segment', 'products', 'exclusive', 'budget']);
export type CalendarConflictKind = z.infer<typeof calendarConflictKindSchema>;

const itemRefSchema = z.object({ object: calendarItemObjectSchema, id: z.string(), name: z.string() });

export const calendarConflictSchema = z.object({
  kind: calendarConflictKindSchema,
  reason: z.string(),
  items: z.array(itemRefSchema).min(1).max(2),
  /** When the two are usable together first (for a budget: from its run-out to the item's end). */
  overlap: calendarIntervalSchema,
});
export type CalendarConflict = z.infer<typeof calendarConflictSchema>;

export const calendarSchema = z.object({
  from: day,
  to: day,
  items: z.array(calendarItemSchema),
  conflicts: z.array(calendarConflictSchema),
  /** More items or conflicts than the limits: the lists stop there (oldest campaigns first). */
  truncated: z.boolean(),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** Lines a sample cart holds at most. */
export const maxSampleCartLines = 50;

/** "What does a cart get at `at`": every promotion tier and the vouchers named, judged at that instant. */
export const sampleCartRequestSchema = z.object({
  at: timestampSchema,
  customer: customerRequestSchema.optional(),
  order: orderRequestSchema.extend({ items: z.array(orderItemRequestSchema).max(maxSampleCartLines).optional() }),
  vouchers: z.array(z.string().trim().min(1).max(100)).max(5).optional(),
});
export type SampleCartRequest = z.infer<typeof sampleCartRequestSchema>;

const redeemableRefSchema = z.object({
  object: z.enum(['promotion_tier', 'voucher']),
  id: z.string(),
  name: z.string(),
  campaign_id: z.string().nullable(),
});

export const sampleCartSchema = z.object({
  at: timestampSchema,
  applied: z.array(redeemableRefSchema.extend({ discount_amount: z.number().int() })),
  /** Not applied, with the engine's reason: not usable at that instant, a failing rule, or the stacking rules. */
  skipped: z.array(redeemableRefSchema.extend({ status: z.enum(['SKIPPED', 'INAPPLICABLE']), reason: z.string() })),
  order: z.object({ amount: z.number().int(), discount_amount: z.number().int(), total_amount: z.number().int() }),
});
export type SampleCart = z.infer<typeof sampleCartSchema>;
