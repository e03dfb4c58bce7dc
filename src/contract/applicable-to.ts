import { z } from 'zod';

/*
 * A validation rule's `applicable_to`: the products, SKUs and product collections its redeemable's discount applies to
 * (APPLY_TO_ITEMS and the other item effects). A product covers its SKUs; a collection covers what it holds when the
 * order is evaluated. `excluded` wins over `included`; with nothing included every line is included.
 * Promodesk applies a discount to every matching unit (`APPLY_TO_EVERY`); the other effects, fixed prices and
 * quantity limits are refused rather than ignored.
 */
const ref = z.string().trim().min(1).max(200);

export const applicableToEntrySchema = z
  .object({
    object: z.enum(['product', 'sku', 'products_collection']),
    id: ref,
    source_id: ref.optional(),
    product_id: ref.optional(),
    product_source_id: ref.optional(),
    /** Stored and echoed (answered false when not sent), as the hosted service does. */
    strict: z.boolean().optional(),
    /** Answers always name it: the only effect Promodesk applies. */
    effect: z.literal('APPLY_TO_EVERY').optional(),
  })
  .strict();

export const applicableToSchema = z
  .object({
    included: z.array(applicableToEntrySchema).max(100).optional(),
    excluded: z.array(applicableToEntrySchema).max(100).optional(),
    included_all: z.boolean().optional(),
  })
  .strict();
export type ApplicableTo = z.infer<typeof applicableToSchema>;

/** One target as answers list it: what a redeemable's discount applies to (or not), with the order lines it matched. */
export const targetSchema = applicableToEntrySchema.extend({
  strict: z.boolean(),
  effect: z.literal('APPLY_TO_EVERY'),
  order_item_indices: z.array(z.number().int().nonnegative()).optional(),
});

/** A redeemable's `applicable_to` or `inapplicable_to` in validation, qualification and redemption answers. */
export const targetListSchema = z.object({
  data: z.array(targetSchema),
  total: z.number().int().nonnegative(),
  object: z.literal('list'),
  data_ref: z.literal('data'),
});
export type TargetList = z.infer<typeof targetListSchema>;
