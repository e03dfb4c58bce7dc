import { z } from 'zod';
import { timestampSchema } from './common.ts';

/** Webhook event kinds, grouped as the interface lists them. */
export const webhookEventGroups = {
  redemption: [
    'redemption.succeeded',
    'redemption.failed',
    'redemption.rollback.succeeded',
    'redemption.rollback.failed',
  ],
  publication: ['publication.succeeded'],
  voucher: [
    'voucher.published',
    'voucher.updated',
    'voucher.deleted',
    'voucher.created',
    'voucher.enabled',
    'voucher.disabled',
    'voucher.loyalty_card.points_added',
    'voucher.loyalty_card.points_expired',
    'voucher.loyalty_card.pending_points.activated',
    'voucher.loyalty_card.pending_points.canceled',
    'voucher.loyalty_card.pending_points.updated',
    'voucher.gift.balance_added',
  ],
  campaign: [
    'campaign.enabled',
    'campaign.deleted',
    'campaign.created',
    'campaign.updated',
    'campaign.disabled',
    'campaign.vouchers.generation.completed',
    'campaign.promotion_tier.created',
    'campaign.promotion_tier.updated',
    'campaign.promotion_tier.deleted',
    'campaign.promotion_tier.enabled',
    'campaign.promotion_tier.disabled',
    'campaign.promotion_stack.created',
    'campaign.promotion_stack.updated',
  ],
  business_validation_rule: [
    'business_validation_rule.assignment.created',
    'business_validation_rule.assignment.deleted',
    'business_validation_rule.created',
    'business_validation_rule.deleted',
    'business_validation_rule.updated',
  ],
  customer: [
    'customer.created',
    'customer.deleted',
    'customer.rewarded',
    'customer.rewarded.loyalty_points',
    'customer.reward_redemptions.completed',
    'customer.loyalty_tier.joined',
    'customer.loyalty_tier.upgraded',
    'customer.loyalty_tier.downgraded',
    'customer.loyalty_tier.left',
  ],
} as const;
export type WebhookEventGroup = keyof typeof webhookEventGroups;
export const webhookEventSchema = z.enum(Object.values(webhookEventGroups).flat() as [string, ...string[]]);
export type WebhookEvent = (typeof webhookEventGroups)[WebhookEventGroup][number];

/**
 * Events the interface names that Promodesk never emits, because no operation of it causes them (a refused rollback
 * is an error answer that records nothing). Configurations may still subscribe to them, for wire compatibility; the
 * dashboard's picker says they never arrive.
 */
export const webhookEventsNeverEmitted: readonly WebhookEvent[] = ['redemption.rollback.failed'];

export const webhookSchema = z
  .object({
    object: z.literal('webhook'),
    id: z.string(),
    created_at: timestampSchema,
    events: z.array(webhookEventSchema),
    target_url: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'ManagementProjectsWebhook' });
export type Webhook = z.infer<typeof webhookSchema>;

/**
 * A configuration with its signing secret: the create answer, and a single read by someone who may manage webhooks
 * (readers get no `secret`). Lists never carry it.
 */
export const webhookWithSecretSchema = webhookSchema
  .extend({ secret: z.string().optional() })
  .meta({ id: 'ManagementProjectsWebhookWithSecret' });
export type WebhookWithSecret = z.infer<typeof webhookWithSecretSchema>;

export const webhookListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(webhookSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ManagementProjectsWebhooksListResponseBody' });

/** POST /management/v1/projects/{projectId}/webhooks: where to deliver which events. */
export const webhookCreateSchema = z
  .object({
    target_url: z.string().trim().min(1).max(2000),
    events: z
      .array(webhookEventSchema)
      .min(1, 'Pick at least one event')
      .max(100)
      .refine((events) => new Set(events).size === events.length, 'Each event once'),
    active: z.boolean().default(true),
  })
  .meta({ id: 'ManagementProjectsWebhooksCreateRequestBody' });
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** PUT …/webhooks/{webhookId}: what is sent replaces; `active` enables or disables the configuration. */
export const webhookUpdateSchema = z
  .object({
    target_url: webhookCreateSchema.shape.target_url.optional(),
    events: webhookCreateSchema.shape.events.optional(),
    active: z.boolean().optional(),
  })
  .meta({ id: 'ManagementProjectsWebhooksUpdateRequestBody' });
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;
