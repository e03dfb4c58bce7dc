import { z } from 'zod';
import { campaignTypeSchema } from './campaign.ts';
import { metadataSchema, timestampSchema } from './common.ts';
import { simpleCustomerSchema } from './customer.ts';
import { eventLoyaltyChangeSchema, eventReferralChangeSchema } from './event.ts';

/*
 * Promodesk's own reads for a customer's page: the custom events recorded for a customer, and, per campaign, whether
 * the customer qualifies and which rule stops them when not.
 */

/** GET /promodesk/projects/{projectId}/customers/{customerId}/events: newest first, a page at a time. */
export const customerEventListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
});
export type CustomerEventListQuery = z.infer<typeof customerEventListQuerySchema>;

/** GET /promodesk/projects/{projectId}/events: the project's events, newest first, of one event name if asked. */
export const projectEventListQuerySchema = customerEventListQuerySchema.extend({
  type: z.string().min(1).max(300).optional(),
});
export type ProjectEventListQuery = z.infer<typeof projectEventListQuerySchema>;

/** A recorded custom event: its name, customer, metadata and what it changed (points, a referral), as answered when sent. */
export const customerEventSchema = z.object({
  id: z.string(),
  object: z.literal('event'),
  type: z.string(),
  customer: simpleCustomerSchema,
  metadata: metadataSchema,
  referral: eventReferralChangeSchema.nullable(),
  loyalty: eventLoyaltyChangeSchema.nullable(),
  created_at: timestampSchema,
});
export type CustomerEvent = z.infer<typeof customerEventSchema>;

export const customerEventListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(customerEventSchema),
    has_more: z.boolean(),
  })
  .meta({ id: 'CustomerEventList' });

/*
 * GET /v1/customers/{customerId}/activities (and the deprecated /activity): what Promodesk records about a customer,
 * as activities: created, updated (each audited change), custom events, redemptions and publications.
 */
export const customerActivityTypes = [
  'customer.created',
  'customer.updated',
  'customer.custom_event',
  'customer.redemption.succeeded',
  'customer.redemption.failed',
  'customer.publication.succeeded',
] as const;
export type CustomerActivityType = (typeof customerActivityTypes)[number];

const activityFilters = {
  limit: z.coerce.number().int().min(1).max(100).default(10),
  starting_after_id: z.string().min(1).max(200).optional(),
  start_date: timestampSchema.optional(),
  end_date: timestampSchema.optional(),
  campaign_id: z.string().min(1).max(200).optional(),
  campaign_type: campaignTypeSchema.optional(),
};

export const customerActivitiesQuerySchema = z.strictObject({
  ...activityFilters,
  order: z.enum(['created_at', '-created_at']).default('-created_at'),
  /** An instant: activities after it (or before, newest first). */
  starting_after: timestampSchema.optional(),
});
export type CustomerActivitiesQuery = z.infer<typeof customerActivitiesQuerySchema>;

export const customerActivityQuerySchema = z.strictObject({
  ...activityFilters,
  order: z.enum(['created_at', '-created_at']).default('-created_at'),
  /** Every activity Promodesk records is a customer's action or its direct effect: ACTION is all, EFFECT none. */
  category: z.enum(['ACTION', 'EFFECT']).optional(),
  type: z.enum(customerActivityTypes).optional(),
});
export type CustomerActivityQuery = z.infer<typeof customerActivityQuerySchema>;

export const customerActivitySchema = z.object({
  id: z.string(),
  type: z.enum(customerActivityTypes),
  data: z.object({
    /** The customer, and the event, redemption or publication the activity is about. */
    data: z.record(z.string(), z.unknown()),
    event_source: z.object({ channel: z.literal('API') }),
  }),
  created_at: timestampSchema,
  group_id: z.string().optional(),
});
export type CustomerActivity = z.infer<typeof customerActivitySchema>;

export const customerActivitiesListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(customerActivitySchema),
    total: z.number().int(),
  })
  .meta({ id: 'CustomersActivitiesListResponseBody' });
export type CustomerActivitiesList = z.infer<typeof customerActivitiesListSchema>;

export const customerActivityListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(customerActivitySchema),
    has_more: z.boolean(),
    more_starting_after: z.string().optional(),
  })
  .meta({ id: 'CustomersActivityListResponseBody' });
export type CustomerActivityList = z.infer<typeof customerActivityListSchema>;
