import { z } from 'zod';
import {
  type ExportKind,
  dateConditionsSchema,
  stringConditionsSchema,
  transactionExportFieldSchema,
  transactionExportFiltersSchema,
} from './export.ts';

/*
 * `POST /v1/exports`: one request shape per exported object, with the official field and order lists. Filters are
 * strict objects of the conditions this service applies: a filter it would not apply is a 400 naming it, never a
 * filter silently ignored.
 */

const text = z.object({ conditions: stringConditionsSchema });
const date = z.object({ conditions: dateConditionsSchema });
const junction = z.enum(['and', 'or']).optional();

export const voucherExportFieldSchema = z.enum([
  'code',
  'voucher_type',
  'value',
  'formula',
  'discount_type',
  'campaign',
  'category',
  'start_date',
  'expiration_date',
  'gift_balance',
  'loyalty_balance',
  'redemption_quantity',
  'redemption_count',
  'active',
  'qr_code',
  'bar_code',
  'metadata',
  'id',
  'is_referral_code',
  'created_at',
  'updated_at',
  'validity_timeframe_interval',
  'validity_timeframe_duration',
  'validity_day_of_week',
  'discount_amount_limit',
  'campaign_id',
  'additional_info',
  'customer_id',
  'discount_effect',
  'discount_unit_type',
  'discount_unit_effect',
  'validation_rules_id',
  'customer_source_id',
]);
export const redemptionExportFieldSchema = z.enum([
  'id',
  'object',
  'date',
  'voucher_code',
  'campaign',
  'promotion_tier_id',
  'customer_id',
  'customer_source_id',
  'customer_name',
  'tracking_id',
  'order_id',
  'order_amount',
  'gift_amount',
  'loyalty_points',
  'result',
  'failure_code',
  'failure_message',
  'metadata',
]);
export const customerExportFieldSchema = z.enum([
  'name',
  'id',
  'description',
  'email',
  'source_id',
  'created_at',
  'address_city',
  'address_state',
  'address_line_1',
  'address_line_2',
  'address_country',
  'address_postal_code',
  'redemptions_total_redeemed',
  'redemptions_total_failed',
  'redemptions_total_succeeded',
  'redemptions_total_rolled_back',
  'redemptions_total_rollback_failed',
  'redemptions_total_rollback_succeeded',
  'orders_total_amount',
  'orders_total_count',
  'orders_average_amount',
  'orders_last_order_amount',
  'orders_last_order_date',
  'loyalty_points',
  'loyalty_referred_customers',
  'updated_at',
  'phone',
  'birthday',
  'metadata',
  'birthdate',
]);
export const publicationExportFieldSchema = z.enum([
  'voucher_code',
  'customer_id',
  'customer_source_id',
  'date',
  'channel',
  'campaign',
  'is_winner',
  'metadata',
]);
export const orderExportFieldSchema = z.enum([
  'id',
  'source_id',
  'created_at',
  'updated_at',
  'status',
  'amount',
  'discount_amount',
  'items_discount_amount',
  'total_discount_amount',
  'total_amount',
  'customer_id',
  'referrer_id',
  'metadata',
]);
export const pointsExpirationExportFieldSchema = z.enum([
  'id',
  'campaign_id',
  'voucher_id',
  'points',
  'status',
  'expires_at',
]);

const fields = <T extends z.ZodType>(field: T) => z.array(field).min(1).max(50).optional();

const voucherParameters = z.object({
  order: z.enum(['-created_at', 'created_at', '-updated_at', 'updated_at', '-code', 'code']).optional(),
  fields: fields(voucherExportFieldSchema),
  filters: z
    .object({ junction, created_at: date, updated_at: date, code: text, holder_id: text, campaign_id: text })
    .partial()
    .strict()
    .optional(),
  campaign_id: z.string().max(100).optional(),
});
const redemptionParameters = z.object({
  order: z
    .enum(['-id', 'id', '-voucher_code', 'voucher_code', '-tracking_id', 'tracking_id', '-customer_id', 'customer_id'])
    .or(z.enum(['-created_at', 'created_at']))
    .optional(),
  fields: fields(redemptionExportFieldSchema),
  filters: z
    .object({
      junction,
      created_at: date,
      voucher_code: text,
      customer_id: text,
      result: text,
      status: text,
      failure_code: text,
      related_object_id: text,
    })
    .partial()
    .strict()
    .optional(),
});
const customerParameters = z.object({
  order: z
    .enum(['-name', 'name', '-id', 'id', '-email', 'email', '-source_id', 'source_id'])
    .or(z.enum(['-created_at', 'created_at', '-updated_at', 'updated_at']))
    .optional(),
  fields: fields(customerExportFieldSchema),
  filters: z
    .object({ junction, created_at: date, updated_at: date, email: text, name: text, phone: text, source_id: text })
    .partial()
    .strict()
    .optional(),
});
const publicationParameters = z.object({
  order: z
    .enum(['-id', 'id', '-voucher_code', 'voucher_code', '-tracking_id', 'tracking_id', '-customer_id', 'customer_id'])
    .or(z.enum(['-created_at', 'created_at', '-channel', 'channel']))
    .optional(),
  fields: fields(publicationExportFieldSchema),
  filters: z
    .object({ junction, created_at: date, customer_id: text, source_id: text, campaign_id: text })
    .partial()
    .strict()
    .optional(),
});
const orderParameters = z.object({
  order: z.enum(['-created_at', 'created_at', '-updated_at', 'updated_at', '-status', 'status']).optional(),
  fields: fields(orderExportFieldSchema),
  filters: z
    .object({ junction, created_at: date, updated_at: date, status: text, source_id: text, customer_id: text })
    .partial()
    .strict()
    .optional(),
});
/** POST /v1/orders/export: an `order` export, as `POST /v1/exports` schedules it. */
export const ordersExportRequestSchema = z
  .object({ parameters: orderParameters.optional() })
  .meta({ id: 'OrdersExportCreateRequestBody' });
const pointsExpirationParameters = z.object({
  order: z.enum(['-expires_at', 'expires_at']).optional(),
  fields: fields(pointsExpirationExportFieldSchema),
  filters: z.object({ junction, voucher_id: text, campaign_id: text }).partial().strict().optional(),
  /** Set by `POST /v1/loyalties/{campaignId}/points-expiration/export`: the program the export is limited to. */
  campaign_id: z.string().max(100).optional(),
});
/** POST /v1/loyalties/{campaignId}/points-expiration/export. */
export const pointsExpirationExportRequestSchema = z
  .object({ parameters: pointsExpirationParameters.omit({ campaign_id: true }).optional() })
  .meta({ id: 'LoyaltiesPointsExpirationExportCreateRequestBody' });
const voucherTransactionParameters = z.object({
  order: z.enum(['created_at', '-created_at']).optional(),
  fields: fields(transactionExportFieldSchema),
  filters: transactionExportFiltersSchema.optional(),
});

const kind = <K extends ExportKind, P extends z.ZodType>(exported_object: K, parameters: P) =>
  z.object({ exported_object: z.literal(exported_object), parameters: parameters.optional() });

export const exportCreateRequestSchema = z
  .discriminatedUnion('exported_object', [
    kind('voucher', voucherParameters),
    kind('redemption', redemptionParameters),
    kind('customer', customerParameters),
    kind('publication', publicationParameters),
    kind('order', orderParameters),
    kind('points_expiration', pointsExpirationParameters),
    kind('voucher_transactions', voucherTransactionParameters),
  ])
  .meta({ id: 'ExportsCreateRequestBody' });
export type ExportCreateRequest = z.infer<typeof exportCreateRequestSchema>;
/** Every kind's parameters, as requested (condition values normalised to lists). */
export type ExportKindParameters = NonNullable<ExportCreateRequest['parameters']>;
