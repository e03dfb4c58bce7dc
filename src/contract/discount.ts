import { z } from 'zod';

/** How a discount is applied: to the order total or to its matching items. */
export const discountEffectSchema = z.enum([
  'APPLY_TO_ORDER',
  'APPLY_TO_ITEMS',
  'APPLY_TO_ITEMS_PROPORTIONALLY',
  'APPLY_TO_ITEMS_PROPORTIONALLY_BY_QUANTITY',
  'APPLY_TO_ITEMS_BY_QUANTITY',
  'ADD_MISSING_ITEMS',
  'ADD_NEW_ITEMS',
  'ADD_MANY_ITEMS',
  'ADD_SAME_ITEMS',
]);

const common = {
  effect: discountEffectSchema.optional(),
  is_dynamic: z.boolean().optional(),
};

/** Money amounts are integers in minor units; percent_off is a number such as 12.5. */
export const amountDiscountSchema = z.object({
  type: z.literal('AMOUNT'),
  amount_off: z.number().int().nonnegative(),
  amount_off_formula: z.string().optional(),
  aggregated_amount_limit: z.number().int().nonnegative().optional(),
  ...common,
});

export const percentDiscountSchema = z.object({
  type: z.literal('PERCENT'),
  percent_off: z.number().min(0).max(100),
  percent_off_formula: z.string().optional(),
  amount_limit: z.number().int().nonnegative().optional(),
  aggregated_amount_limit: z.number().int().nonnegative().optional(),
  ...common,
});

export const fixedDiscountSchema = z.object({
  type: z.literal('FIXED'),
  fixed_amount: z.number().int().nonnegative(),
  fixed_amount_formula: z.string().optional(),
  ...common,
});

export const unitDiscountSchema = z.object({
  type: z.literal('UNIT'),
  unit_off: z.number().int().nonnegative(),
  unit_off_formula: z.string().optional(),
  /** The product id the free units are of. */
  unit_type: z.string(),
  ...common,
});

export const discountSchema = z.discriminatedUnion('type', [
  amountDiscountSchema,
  percentDiscountSchema,
  fixedDiscountSchema,
  unitDiscountSchema,
]);
export type Discount = z.infer<typeof discountSchema>;
