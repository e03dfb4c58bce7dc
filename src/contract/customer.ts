import { z } from 'zod';
import { metadataSchema, timestampSchema } from './common.ts';

export const addressSchema = z.object({
  city: z.string().optional(),
  state: z.string().optional(),
  line_1: z.string().optional(),
  line_2: z.string().optional(),
  country: z.string().optional(),
  postal_code: z.string().optional(),
});
export type Address = z.infer<typeof addressSchema>;

const isoDate = z.iso.date();

/**
 * A customer as requests carry it: identified by `id` or `source_id` (an unknown `source_id` is created),
 * with optional attributes. Unknown keys are dropped, as the hosted service ignores them.
 */
export const customerRequestSchema = z
  .object({
    id: z.string().min(1).optional(),
    source_id: z.string().min(1).optional(),
    name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    birthday: isoDate.optional(),
    birthdate: isoDate.optional(),
    address: addressSchema.nullable().optional(),
    metadata: metadataSchema.optional(),
  })
  .meta({ id: 'CustomerRequest' });
export type CustomerRequest = z.infer<typeof customerRequestSchema>;

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
    email: z.string().optional(),
    phone: z.string().optional(),
    birthdate: isoDate.optional(),
    address: addressSchema.nullable(),
    metadata: metadataSchema,
    summary: z
      .object({
        redemptions: z.object({
          total_redeemed: z.number().int(),
          total_failed: z.number().int(),
          total_succeeded: z.number().int(),
        }),
        orders: z.object({
          total_amount: z.number().int(),
          total_discount_amount: z.number().int(),
          total_count: z.number().int(),
        }),
      })
      .optional(),
    loyalty: z.object({ points: z.number().int(), referred_customers: z.number().int() }).optional(),
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
