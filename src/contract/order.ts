import { z } from 'zod';
import { metadataSchema, moneySchema, timestampSchema } from './common.ts';
import { customerIdSchema, customerRequestSchema } from './customer.ts';

export const orderStatuses = ['CREATED', 'PAID', 'CANCELED', 'FULFILLED'] as const;
export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The official examples send `quantity: "1"` (a numeric string) and the hosted service accepts it, so a
 * whole-number string is read as the number it spells.
 */
const quantitySchema = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d+$/, 'Expected a whole number')
    .transform((s) => Number(s)),
]);

const productRefSchema = z.object({
  id: z.string().optional(),
  source_id: z.string().optional(),
  override: z.boolean().optional(),
  name: z.string().optional(),
  metadata: metadataSchema.optional(),
  price: z.number().optional(),
});

const skuRefSchema = z.object({
  id: z.string().optional(),
  source_id: z.string().optional(),
  override: z.boolean().optional(),
  sku: z.string().optional(),
  price: z.number().optional(),
  metadata: metadataSchema.optional(),
});

/** An order line as clients send it. `amount` wins over `price × quantity` when both are sent. */
export const orderItemRequestSchema = z.object({
  sku_id: z.string().optional(),
  product_id: z.string().optional(),
  related_object: z.enum(['product', 'sku']).optional(),
  source_id: z.string().optional(),
  quantity: quantitySchema.optional(),
  price: moneySchema.nonnegative().optional(),
  amount: moneySchema.nonnegative().optional(),
  product: productRefSchema.optional(),
  sku: skuRefSchema.optional(),
  metadata: metadataSchema.optional(),
});
export type OrderItemRequest = z.infer<typeof orderItemRequestSchema>;

/** An order as clients send it with a qualification or a redemption. */
export const orderRequestSchema = z
  .object({
    id: z.string().optional(),
    source_id: z.string().nullable().optional(),
    status: orderStatusSchema.optional(),
    amount: moneySchema.nonnegative().optional(),
    initial_amount: moneySchema.nonnegative().optional(),
    discount_amount: moneySchema.nonnegative().optional(),
    items: z.array(orderItemRequestSchema).optional(),
    metadata: metadataSchema.optional(),
    customer: customerRequestSchema.optional(),
    referrer: customerRequestSchema.optional(),
    referrer_id: z.string().nullable().optional(),
    created_at: timestampSchema.optional(),
  })
  .meta({ id: 'OrderRequest' });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** How a discount moved quantities and amounts between lines (OpenAPI `ApplicationDetails`). */
export const applicationDetailSchema = z.object({
  source_index: z.number().int().nonnegative().optional(),
  source_applied_quantity: z.number().int().max(-1).optional(),
  source_applied_quantity_amount: z.number().int().max(0).optional(),
  target_index: z.number().int().optional(),
  target_applied_quantity: z.number().int().optional(),
  target_applied_quantity_amount: z.number().int().optional(),
  target_applied_discount_amount: z.number().int().optional(),
});

/** An order line after discounts were computed. */
export const orderCalculatedItemSchema = z
  .object({
    object: z.literal('order_item'),
    id: z.string().optional(),
    sku_id: z.string().optional(),
    product_id: z.string().optional(),
    related_object: z.enum(['product', 'sku']).optional(),
    source_id: z.string().optional(),
    quantity: z.number().int().optional(),
    discount_quantity: z.number().int().optional(),
    initial_quantity: z.number().int().optional(),
    amount: moneySchema.optional(),
    discount_amount: moneySchema.optional(),
    applied_discount_amount: moneySchema.optional(),
    applied_discount_quantity: z.number().int().optional(),
    applied_quantity: z.number().int().optional(),
    applied_quantity_amount: moneySchema.optional(),
    initial_amount: moneySchema.optional(),
    price: moneySchema.optional(),
    subtotal_amount: moneySchema.optional(),
    product: productRefSchema.optional(),
    sku: skuRefSchema.optional(),
    metadata: metadataSchema.optional(),
    application_details: z.array(applicationDetailSchema).optional(),
  })
  .meta({ id: 'OrderCalculatedItem' });
export type OrderCalculatedItem = z.infer<typeof orderCalculatedItemSchema>;

/** An entry of `order.redemptions`, keyed by the parent redemption id. */
export const orderRedemptionsEntrySchema = z.object({
  date: timestampSchema.optional(),
  rollback_id: z.string().optional(),
  rollback_date: timestampSchema.optional(),
  related_object_type: z.string().optional(),
  related_object_id: z.string().optional(),
  related_object_parent_id: z.string().optional(),
  stacked: z.array(z.string()).optional(),
  rollback_stacked: z.array(z.string()).optional(),
});

/** The order as returned with a redemption (OpenAPI `OrderCalculated`). */
export const orderCalculatedSchema = z
  .object({
    id: z.string().optional(),
    source_id: z.string().nullable().optional(),
    status: orderStatusSchema.optional(),
    amount: moneySchema.optional(),
    initial_amount: moneySchema.optional(),
    discount_amount: moneySchema.optional(),
    items_discount_amount: moneySchema.optional(),
    total_discount_amount: moneySchema.optional(),
    total_amount: moneySchema.optional(),
    applied_discount_amount: moneySchema.optional(),
    items_applied_discount_amount: moneySchema.optional(),
    total_applied_discount_amount: moneySchema.optional(),
    metadata: metadataSchema.optional(),
    object: z.literal('order'),
    created_at: timestampSchema.optional(),
    updated_at: timestampSchema.nullable().optional(),
    customer_id: z.string().nullable().optional(),
    referrer_id: z.string().nullable().optional(),
    customer: customerIdSchema.optional(),
    referrer: customerIdSchema.optional(),
    redemptions: z.record(z.string(), orderRedemptionsEntrySchema).optional(),
    items: z.array(orderCalculatedItemSchema).optional(),
  })
  .meta({ id: 'OrderCalculated' });
export type OrderCalculated = z.infer<typeof orderCalculatedSchema>;

/** Lines one order holds at most, as the official schema says ("up to 500 items"). */
export const maxOrderItems = 500;

const orderWriteFields = {
  source_id: z.string().trim().min(1).max(200).nullable().optional(),
  items: z.array(orderItemRequestSchema).max(maxOrderItems).optional(),
};

/**
 * POST /v1/orders: an order with an `id` or `source_id` that already exists is updated with the fields sent (the
 * hosted upsert); otherwise a new order is created, `CREATED` unless a status is sent.
 */
export const orderCreateSchema = orderRequestSchema.extend(orderWriteFields).meta({ id: 'OrdersCreateRequestBody' });
export type OrderCreate = z.infer<typeof orderCreateSchema>;

/** PUT /v1/orders/{orderId}: the fields sent replace the stored ones; the rest stay. */
export const orderUpdateSchema = orderRequestSchema
  .omit({ id: true })
  .extend(orderWriteFields)
  .meta({ id: 'OrdersUpdateRequestBody' });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const orderListOrders = ['created_at', '-created_at', 'updated_at', '-updated_at'] as const;

/** The official list pages by number (at most 100 pages of at most 100), oldest first unless `order` says otherwise. */
export const orderListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  order: z.enum(orderListOrders).default('created_at'),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderListSchema = z.object({
  object: z.literal('list'),
  data_ref: z.literal('orders'),
  orders: z.array(orderCalculatedSchema),
  total: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;
