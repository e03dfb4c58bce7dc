import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { redemptionExportFieldSchema, voucherExportFieldSchema } from '../../../contract/export-kinds.ts';
import { campaigns, categories, vouchers } from '../schema/catalog.ts';
import { customers, orders, redemptions } from '../schema/activity.ts';

/*
 * What an export of each kind reads, for the chunk writer (`export-kind-chunks.ts`): the rows (FROM with its joins,
 * tables unaliased so column references render as is), each field as text, the sort keys `order` may name, and the
 * filters it applies. A field the official list names but this service does not store is left out: scheduling answers
 * a 400 naming it rather than a column of blanks.
 */
export type ExportFilter = { type: 'date'; expr: SQL } | { type: 'text'; expr: SQL };
export type ExportSource<F extends string = string> = {
  from: SQL;
  id: SQL;
  createdAt: SQL;
  /** The rows of the project, whatever the filters. */
  project: (projectId: string) => SQL;
  fields: Partial<Record<F, SQL>>;
  defaultFields: readonly F[];
  /** Sort keys by the name `order` uses (without its dash). */
  keys: Record<string, SQL>;
  filters: Record<string, ExportFilter>;
};

/** A timestamp as the CSV writes it (UTC, milliseconds). */
export const isoText = (column: SQL | unknown) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A timestamp as a sort key: text in the order of time. */
export const timeKey = (column: SQL | unknown) =>
  sql`coalesce(to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US'), '')`;
export const textKey = (column: SQL | unknown) => sql`coalesce(${column}::text, '')`;

const v = vouchers;
const discount = (key: string) => sql`${v.discount}->>${sql.raw(`'${key}'`)}`;

export const voucherSource: ExportSource<z.infer<typeof voucherExportFieldSchema>> = {
  from: sql`${v} LEFT JOIN ${campaigns} ON ${campaigns.id} = ${v.campaignId} LEFT JOIN ${categories} ON ${categories.id} = ${v.categoryId}`,
  id: sql`${v.id}`,
  createdAt: sql`${v.createdAt}`,
  project: (projectId) => sql`${v.projectId} = ${projectId} AND ${campaigns.deletedAt} IS NULL`,
  fields: {
    id: sql`${v.id}`,
    code: sql`${v.code}`,
    voucher_type: sql`${v.type}`,
    value: sql`CASE ${v.type} WHEN 'GIFT_VOUCHER' THEN ${v.giftBalance}::text WHEN 'LOYALTY_CARD' THEN ${v.loyaltyBalance}::text
      ELSE coalesce(${discount('amount_off')}, ${discount('percent_off')}, ${discount('unit_off')}, ${discount('fixed_amount')}) END`,
    formula: sql`coalesce(${discount('amount_off_formula')}, ${discount('percent_off_formula')}, ${discount('unit_off_formula')}, ${discount('fixed_amount_formula')})`,
    discount_type: discount('type'),
    campaign: sql`${campaigns.name}`,
    campaign_id: sql`${v.campaignId}`,
    category: sql`${categories.name}`,
    start_date: sql`${v.validity}->>'start_date'`,
    expiration_date: sql`${v.validity}->>'expiration_date'`,
    gift_balance: sql`${v.giftBalance}::text`,
    loyalty_balance: sql`${v.loyaltyBalance}::text`,
    redemption_quantity: sql`${v.redemptionQuantity}::text`,
    redemption_count: sql`${v.redeemedQuantity}::text`,
    active: sql`${v.active}::text`,
    metadata: sql`${v.metadata}::text`,
    is_referral_code: sql`(${campaigns.campaignType} IS NOT DISTINCT FROM 'REFERRAL_PROGRAM')::text`,
    created_at: isoText(v.createdAt),
    updated_at: isoText(v.updatedAt),
    validity_timeframe_interval: sql`${v.validity}->'validity_timeframe'->>'interval'`,
    validity_timeframe_duration: sql`${v.validity}->'validity_timeframe'->>'duration'`,
    validity_day_of_week: sql`(SELECT string_agg(day, ',') FROM jsonb_array_elements_text(${v.validity}->'validity_day_of_week') AS day)`,
    discount_amount_limit: discount('amount_limit'),
    additional_info: sql`${v.additionalInfo}`,
    customer_id: sql`${v.holderId}`,
    customer_source_id: sql`(SELECT ${customers.sourceId} FROM ${customers} WHERE ${customers.id} = ${v.holderId})`,
    discount_effect: discount('effect'),
    discount_unit_type: discount('unit_type'),
    discount_unit_effect: sql`CASE WHEN ${discount('type')} = 'UNIT' THEN ${discount('effect')} END`,
  },
  defaultFields: ['code', 'voucher_type', 'value', 'discount_type'],
  keys: {
    created_at: timeKey(v.createdAt),
    updated_at: timeKey(sql`coalesce(${v.updatedAt}, ${v.createdAt})`),
    code: textKey(v.code),
  },
  filters: {
    created_at: { type: 'date', expr: sql`${v.createdAt}` },
    updated_at: { type: 'date', expr: sql`coalesce(${v.updatedAt}, ${v.createdAt})` },
    code: { type: 'text', expr: sql`${v.code}` },
    holder_id: { type: 'text', expr: sql`${v.holderId}` },
    campaign_id: { type: 'text', expr: sql`${v.campaignId}` },
  },
};

const r = redemptions;
export const redemptionSource: ExportSource<z.infer<typeof redemptionExportFieldSchema>> = {
  from: sql`${r} LEFT JOIN ${v} ON ${v.id} = ${r.voucherId} LEFT JOIN ${campaigns} ON ${campaigns.id} = ${r.campaignId}
    LEFT JOIN ${customers} ON ${customers.id} = ${r.customerId} LEFT JOIN ${orders} ON ${orders.id} = ${r.orderId}`,
  id: sql`${r.id}`,
  createdAt: sql`${r.createdAt}`,
  project: (projectId) => sql`${r.projectId} = ${projectId}`,
  fields: {
    id: sql`${r.id}`,
    object: sql`'redemption'`,
    date: isoText(r.createdAt),
    voucher_code: sql`${v.code}`,
    campaign: sql`${campaigns.name}`,
    promotion_tier_id: sql`${r.promotionTierId}`,
    customer_id: sql`${r.customerId}`,
    customer_source_id: sql`${customers.sourceId}`,
    customer_name: sql`${customers.name}`,
    tracking_id: sql`${r.trackingId}`,
    order_id: sql`${r.orderId}`,
    order_amount: sql`${orders.amount}::text`,
    gift_amount: sql`${r.data}->'gift'->>'amount'`,
    loyalty_points: sql`${r.data}->'loyalty_card'->>'points'`,
    result: sql`${r.result}`,
    failure_code: sql`${r.failureCode}`,
    failure_message: sql`${r.failureMessage}`,
    metadata: sql`${r.data}->>'metadata'`,
  },
  defaultFields: ['id', 'object', 'voucher_code', 'customer_id', 'date', 'result'],
  keys: {
    id: textKey(r.id),
    voucher_code: textKey(v.code),
    tracking_id: textKey(r.trackingId),
    customer_id: textKey(r.customerId),
    created_at: timeKey(r.createdAt),
  },
  filters: {
    created_at: { type: 'date', expr: sql`${r.createdAt}` },
    voucher_code: { type: 'text', expr: sql`${v.code}` },
    customer_id: { type: 'text', expr: sql`${r.customerId}` },
    result: { type: 'text', expr: sql`${r.result}` },
    status: { type: 'text', expr: sql`${r.status}` },
    failure_code: { type: 'text', expr: sql`${r.failureCode}` },
    related_object_id: { type: 'text', expr: sql`${r.relatedObjectId}` },
  },
};
