import { z } from 'zod';
import { campaignTypeSchema } from './campaign.ts';
import { timestampSchema } from './common.ts';
import { numberedRuleSchema, ruleSetSchema } from './validation-rule.ts';

/*
 * Promodesk's own "why not" per campaign for a customer. Apart from the activity contract, whose event list the
 * events page reads when its URL is checked: only this part needs the rule language.
 */

/** GET /promodesk/projects/{projectId}/customers/{customerId}/eligibility: the candidates in qualification's order. */
export const customerEligibilityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).max(100).default(1),
});
export type CustomerEligibilityQuery = z.infer<typeof customerEligibilityQuerySchema>;

/** Why a campaign is not usable at the instant asked: switched off, not started, ended, outside its days or hours. */
export const validityFailureReasonSchema = z.enum(['inactive', 'not_active_yet', 'expired', 'outside_validity_window']);

export const eligibilityFailureSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('validity'), reason: validityFailureReasonSchema }),
  z.object({
    kind: z.literal('rule'),
    /** The first assigned rule that fails, with all its conditions. */
    rule: z.object({ id: z.string(), name: z.string(), rules: ruleSetSchema }),
    /** The rule's first failing condition. */
    condition: numberedRuleSchema,
    failure_code: z.enum(['customer_rules_violated', 'order_rules_violated']),
    /** The rule's own error message, else a generated one. */
    message: z.string(),
  }),
]);
export type EligibilityFailure = z.infer<typeof eligibilityFailureSchema>;

export const campaignEligibilitySchema = z.object({
  object: z.literal('campaign_eligibility'),
  campaign: z.object({ id: z.string(), name: z.string(), campaign_type: campaignTypeSchema }),
  qualifies: z.boolean(),
  /** Null when the customer qualifies. */
  failure: eligibilityFailureSchema.nullable(),
});
export type CampaignEligibility = z.infer<typeof campaignEligibilitySchema>;

export const customerEligibilitySchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    customer_id: z.string(),
    /** The instant the campaigns were judged at. */
    evaluated_at: timestampSchema,
    /** Always true: without an order only audience rules (segments, customer metadata) are checked. */
    audience_rules_only: z.literal(true),
    data: z.array(campaignEligibilitySchema),
    /** Every candidate campaign, qualifying or not. */
    total: z.number().int(),
  })
  .meta({ id: 'CustomerEligibility' });
export type CustomerEligibility = z.infer<typeof customerEligibilitySchema>;
