import { z } from 'zod';
import { targetListSchema } from './applicable-to.ts';
import { categorySchema } from './common.ts';
import { discountSchema } from './discount.ts';
import { orderCalculatedSchema } from './order.ts';
import {
  clientRedemptionRequestSchema,
  inapplicableRedeemableSchema,
  redeemableOutcomeFields,
  skippedRedeemableSchema,
  ttlUnitSchema,
} from './redemption.ts';
import { stackingRulesSchema } from './stacking-rules.ts';

/** POST /client/v1/validations and /v1/validations: the body of a stacked redemption, asked as a question. */
export const validationRequestSchema = clientRedemptionRequestSchema.meta({ id: 'ValidationsValidateRequestBody' });
export type ValidationRequest = z.infer<typeof validationRequestSchema>;

export const applicableRedeemableSchema = z
  .object({
    status: z.literal('APPLICABLE'),
    ...redeemableOutcomeFields,
    categories: z.array(categorySchema).optional(),
    /** The order as this redeemable's share of the stack leaves it. */
    order: orderCalculatedSchema,
    applicable_to: targetListSchema,
    inapplicable_to: targetListSchema,
    result: z.object({
      discount: discountSchema.optional(),
      /** What a gift card would pay, and its balance now. */
      gift: z.object({ credits: z.number().int(), balance: z.number().int() }).optional(),
      /** What a loyalty card would pay with, in points. */
      loyalty_card: z.object({ points: z.number().int() }).optional(),
    }),
  })
  .meta({ id: 'ValidationsRedeemableApplicable' });
export type ApplicableRedeemable = z.infer<typeof applicableRedeemableSchema>;

export const validationResponseSchema = z
  .object({
    valid: z.boolean(),
    redeemables: z.array(applicableRedeemableSchema),
    inapplicable_redeemables: z.array(inapplicableRedeemableSchema),
    skipped_redeemables: z.array(skippedRedeemableSchema),
    order: orderCalculatedSchema,
    tracking_id: z.string().optional(),
    /** The LOCK session that now holds a use (and gift credits) of every applicable voucher until it expires. */
    session: z
      .object({ key: z.string(), type: z.literal('LOCK'), ttl: z.number(), ttl_unit: ttlUnitSchema })
      .optional(),
    stacking_rules: stackingRulesSchema,
  })
  .meta({ id: 'ValidationsValidateResponseBody' });
export type ValidationResponse = z.infer<typeof validationResponseSchema>;
