import { z } from 'zod';
import { metadataSchema, queryBooleanSchema, timestampSchema } from './common.ts';
import { campaignSchema, campaignVoucherSchema } from './campaign.ts';
import { customerRequestSchema } from './customer.ts';
import { orderRequestSchema } from './order.ts';

/** Every `order` value of the interface; a leading dash means descending. */
export const qualificationOrderSchema = z.enum([
  'created_at',
  '-created_at',
  'updated_at',
  '-updated_at',
  'type',
  '-type',
  'code',
  '-code',
  'category',
  '-category',
  'campaign',
  '-campaign',
]);
export type QualificationOrder = z.infer<typeof qualificationOrderSchema>;

/** The interface caps a qualification at 50 campaigns; a limit outside 1..50 is a 400, not a silent clamp. */
export const MAX_QUALIFICATION_LIMIT = 50;

/** Query of POST /v1/campaigns/qualification (camelCase, as the official SDK sends it). */
export const qualificationQuerySchema = z.object({
  audienceRulesOnly: queryBooleanSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_QUALIFICATION_LIMIT).optional(),
  order: qualificationOrderSchema.optional(),
});
export type QualificationQuery = z.infer<typeof qualificationQuerySchema>;

/** Body of POST /v1/campaigns/qualification: nothing is required. */
export const qualificationRequestSchema = z
  .object({
    customer: customerRequestSchema.optional(),
    order: orderRequestSchema.optional(),
    metadata: metadataSchema.optional(),
  })
  .meta({ id: 'CampaignQualificationRequest' });
export type QualificationRequest = z.infer<typeof qualificationRequestSchema>;

/**
 * A campaign as the qualification answers it. This operation's official schema, unlike the campaign's own, types
 * `category_id` and the voucher's `redemption.quantity` as non-nullable, so a campaign without them leaves them out.
 */
export const qualifiedCampaignSchema = campaignSchema.extend({
  category_id: z.string().optional(),
  voucher: campaignVoucherSchema
    .extend({
      redemption: campaignVoucherSchema.shape.redemption.extend({ quantity: z.number().int().positive().optional() }),
    })
    .optional(),
});
export type QualifiedCampaign = z.infer<typeof qualifiedCampaignSchema>;

export const qualificationResponseSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(qualifiedCampaignSchema),
    total: z.number().int(),
    id: z.string().startsWith('qfl_'),
    created_at: timestampSchema,
    tracking_id: z.string().startsWith('track_'),
  })
  .meta({ id: 'CampaignQualificationResponse' });
export type QualificationResponse = z.infer<typeof qualificationResponseSchema>;
