import { z } from 'zod';
import { metadataSchema, timestampSchema } from './common.ts';

/** Longest accepted text of a customer's fields (the hosted API documents none). */
export const customerFieldLimits = { id: 200, text: 500, description: 2000 } as const;
const field = (max: number = customerFieldLimits.text) => z.string().max(max);

/** Each line may be null: the hosted service stores and answers a cleared line as null. */
export const addressSchema = z.object({
  city: field().nullish(),
  state: field().nullish(),
  line_1: field().nullish(),
  line_2: field().nullish(),
  country: field().nullish(),
  postal_code: field().nullish(),
});
export type Address = z.infer<typeof addressSchema>;

const isoDate = z.iso.date();

/**
 * A customer as requests carry it: identified by `id` or `source_id` (an unknown `source_id` is created),
 * with optional attributes. Unknown keys are dropped, as the hosted service ignores them.
 */
export const customerRequestSchema = z
  .object({
    id: field(customerFieldLimits.id).min(1).optional(),
    source_id: field(customerFieldLimits.id).min(1).optional(),
    name: field().optional(),
    description: field(customerFieldLimits.description).optional(),
    email: field().optional(),
    phone: field().optional(),
    birthday: isoDate.optional(),
    birthdate: isoDate.optional(),
    address: addressSchema.nullable().optional(),
    metadata: metadataSchema.optional(),
  })
  .meta({ id: 'CustomerRequest' });
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

/**
 * PUT /v1/customers/{customerId}: the attributes to change; the path names the customer, so an `id` or `source_id`
 * in the body (the official SDK sends the source id) is ignored.
 */
export const customerUpdateSchema = customerRequestSchema
  .omit({ id: true, source_id: true })
  .meta({ id: 'CustomerUpdate' });
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/** POST /v1/customers/{customerId}/permanent-deletion: what was erased (the object name is the hosted API's). */
export const customerPermanentDeletionSchema = z
  .object({
    id: z.string(),
    created_at: timestampSchema,
    related_object_id: z.string(),
    related_object: z.literal('customer'),
    status: z.literal('DONE'),
    data_json: z.object({
      /** Custom events of the customer, deleted. */
      events: z.number().int(),
      customer_events: z.number().int(),
      daily_events: z.number().int(),
      segments: z.number().int(),
      /** Orders whose copy of the customer was erased (the orders stay, for the redemptions history). */
      orders: z.number().int(),
      order_events: z.number().int(),
      customer: z.number().int(),
    }),
    object: z.literal('pernament_deletion'),
  })
  .meta({ id: 'CustomerPermanentDeletion' });
export type CustomerPermanentDeletion = z.infer<typeof customerPermanentDeletionSchema>;

/** `{id, object}` reference, as an order carries its customer and referrer. */
export const customerIdSchema = z.object({ id: z.string(), object: z.literal('customer') });

/** The short customer embedded in redemptions, events and voucher holders (OpenAPI `SimpleCustomer`). */
export const simpleCustomerSchema = z
  .object({
    id: z.string(),
    name: z.string().optional(),
    email: z.string().optional(),
    source_id: z.string().optional(),
    metadata: metadataSchema.optional(),
    object: z.literal('customer'),
  })
  .meta({ id: 'SimpleCustomer' });
export type SimpleCustomer = z.infer<typeof simpleCustomerSchema>;

/** GET /v1/customers/{id}. */
export const customerSchema = z
  .object({
    id: z.string(),
    source_id: z.string().optional(),
    name: z.string().optional(),
    description: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    birthdate: isoDate.optional(),
    address: addressSchema.nullable(),
    /** Left out while the customer has none, as the hosted service answers. */
    metadata: metadataSchema.optional(),
    /** Null in lists, which leave the figures out (they cost several statements per customer). */
    summary: z
      .object({
        redemptions: z.object({
          total_redeemed: z.number().int(),
          total_failed: z.number().int(),
          total_succeeded: z.number().int(),
          total_rolled_back: z.number().int(),
          total_rollback_failed: z.number().int(),
          total_rollback_succeeded: z.number().int(),
          gift: z.object({ redeemed_amount: z.number().int(), amount_to_go: z.number().int() }),
          loyalty_card: z.object({ redeemed_points: z.number().int(), points_to_go: z.number().int() }),
        }),
        orders: z.object({
          total_amount: z.number().int(),
          total_discount_amount: z.number().int(),
          total_count: z.number().int(),
          average_amount: z.number().int(),
          last_order_amount: z.number().int(),
          last_order_date: timestampSchema.optional(),
        }),
      })
      .nullable(),
    loyalty: z
      .object({
        points: z.number().int(),
        referred_customers: z.number().int(),
        /** Points per loyalty campaign the customer holds a card of, by campaign id. */
        campaigns: z.record(z.string(), z.object({ points: z.number().int() })),
      })
      .nullable(),
    /** The times other customers referred this one (its redemptions of their referral codes); null in lists. */
    referrals: z
      .object({
        total: z.number().int(),
        campaigns: z.array(
          z.object({
            campaign_id: z.string(),
            referrer_id: z.string(),
            related_object_id: z.string(),
            related_object_type: z.literal('redemption'),
            date: timestampSchema,
          }),
        ),
      })
      .nullable(),
    /** The hosted service's own notes on a customer; Promodesk keeps none. */
    system_metadata: z.object({}),
    created_at: timestampSchema,
    /** Left out until the customer is first changed. */
    updated_at: timestampSchema.optional(),
    object: z.literal('customer'),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

/**
 * GET /v1/customers: the hosted API's list, a page at a time (at most 100 pages), newest first. `q` is Promodesk's
 * own: customers whose source id, name or email contains the text, ignoring case.
 */
export const customerListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  q: z.string().trim().min(1).max(200).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('customers'),
    customers: z.array(customerSchema),
    total: z.number().int(),
  })
  .meta({ id: 'CustomersListResponseBody' });
export type CustomerList = z.infer<typeof customerListSchema>;
