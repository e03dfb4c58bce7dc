import { z } from 'zod';
import { customerRequestSchema } from './customer.ts';
import { orderRequestSchema } from './order.ts';

/**
 * POST /v1/validation-rules/{id}/validation, which the official SDK v2 sends (`validationRules.validate`) and the
 * official reference does not document: one rule judged against a customer and an order.
 */
export const ruleValidationRequestSchema = z
  .object({ customer: customerRequestSchema.optional(), order: orderRequestSchema.optional() })
  .meta({ id: 'ValidationRulesValidateRequestBody' });
export type RuleValidationRequest = z.infer<typeof ruleValidationRequestSchema>;

/** The SDK's `ValidationRulesValidateResponse`, plus why the rule failed (Promodesk's own `error`). */
export const ruleValidationResponseSchema = z
  .object({
    valid: z.boolean(),
    rule_id: z.string(),
    applicable_to: z.object({
      object: z.literal('list'),
      data_ref: z.literal('data'),
      data: z.array(z.object({})).max(0),
      total: z.literal(0),
    }),
    error: z.object({ code: z.string(), message: z.string() }).optional(),
  })
  .meta({ id: 'ValidationRulesValidateResponseBody' });
