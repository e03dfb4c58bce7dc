import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  customerExportFieldSchema,
  orderExportFieldSchema,
  publicationExportFieldSchema,
} from '../../../contract/export-kinds.ts';
import { campaigns } from '../schema/catalog.ts';
import { customers, orders } from '../schema/activity.ts';
import { publications } from '../schema/publications.ts';
import { isoText, textKey, timeKey, type ExportSource } from './export-sources.ts';

/*
 * Customers, publications and orders (see `export-sources.ts`). A customer's summary columns (redemption and order
 * totals, loyalty) are left out: they would be counted per row over tables this service does not index by customer.
 */

const c = customers;
const address = (key: string) => sql`${c.address}->>${sql.raw(`'${key}'`)}`;
export const customerSource: ExportSource<z.infer<typeof customerExportFieldSchema>> = {
  from: sql`${c}`,
  id: sql`${c.id}`,
  createdAt: sql`${c.createdAt}`,
  project: (projectId) => sql`${c.projectId} = ${projectId} AND ${c.deletedAt} IS NULL`,
  fields: {
    name: sql`${c.name}`,
    id: sql`${c.id}`,
    description: sql`${c.description}`,
    email: sql`${c.email}`,
    source_id: sql`${c.sourceId}`,
    created_at: isoText(c.createdAt),
    updated_at: isoText(c.updatedAt),
    address_city: address('city'),
    address_state: address('state'),
    address_line_1: address('line_1'),
    address_line_2: address('line_2'),
    address_country: address('country'),
    address_postal_code: address('postal_code'),
    phone: sql`${c.phone}`,
    birthday: sql`${c.birthdate}`,
    birthdate: sql`${c.birthdate}`,
    metadata: sql`${c.metadata}::text`,
  },
  defaultFields: ['name', 'source_id'],
  keys: {
    name: textKey(c.name),
    id: textKey(c.id),
    email: textKey(c.email),
    source_id: textKey(c.sourceId),
    created_at: timeKey(c.createdAt),
    updated_at: timeKey(sql`coalesce(${c.updatedAt}, ${c.createdAt})`),
  },
  filters: {
    created_at: { type: 'date', expr: sql`${c.createdAt}` },
    updated_at: { type: 'date', expr: sql`coalesce(${c.updatedAt}, ${c.createdAt})` },
    email: { type: 'text', expr: sql`${c.email}` },
    name: { type: 'text', expr: sql`${c.name}` },
    phone: { type: 'text', expr: sql`${c.phone}` },
    source_id: { type: 'text', expr: sql`${c.sourceId}` },
  },
};

const p = publications;
/** A publication row may hand out several codes of its campaign: they share one record, in the order handed out. */
const publishedCodes = sql`(SELECT string_agg(code, ',' ORDER BY n) FROM jsonb_array_elements_text(${p.voucherIds})
  WITH ORDINALITY AS published(voucher_id, n) JOIN vouchers ON vouchers.id = published.voucher_id)`;
export const publicationSource: ExportSource<z.infer<typeof publicationExportFieldSchema>> = {
  from: sql`${p} LEFT JOIN ${c} ON ${c.id} = ${p.customerId} LEFT JOIN ${campaigns} ON ${campaigns.id} = ${p.campaignId}`,
  id: sql`${p.id}`,
  createdAt: sql`${p.createdAt}`,
  project: (projectId) => sql`${p.projectId} = ${projectId}`,
  fields: {
    voucher_code: publishedCodes,
    customer_id: sql`${p.customerId}`,
    customer_source_id: sql`${c.sourceId}`,
    date: isoText(p.createdAt),
    channel: sql`${p.channel}`,
    campaign: sql`${campaigns.name}`,
    metadata: sql`${p.metadata}::text`,
  },
  defaultFields: ['voucher_code', 'customer_id', 'date', 'channel'],
  keys: {
    id: textKey(p.id),
    voucher_code: textKey(publishedCodes),
    // The hosted tracking id is the customer's source id.
    tracking_id: textKey(c.sourceId),
    customer_id: textKey(p.customerId),
    created_at: timeKey(p.createdAt),
    channel: textKey(p.channel),
  },
  filters: {
    created_at: { type: 'date', expr: sql`${p.createdAt}` },
    customer_id: { type: 'text', expr: sql`${p.customerId}` },
    source_id: { type: 'text', expr: sql`${p.sourceId}` },
    campaign_id: { type: 'text', expr: sql`${p.campaignId}` },
  },
};

const o = orders;
export const orderSource: ExportSource<z.infer<typeof orderExportFieldSchema>> = {
  from: sql`${o}`,
  id: sql`${o.id}`,
  createdAt: sql`${o.createdAt}`,
  project: (projectId) => sql`${o.projectId} = ${projectId}`,
  fields: {
    id: sql`${o.id}`,
    source_id: sql`${o.sourceId}`,
    created_at: isoText(o.createdAt),
    updated_at: isoText(o.updatedAt),
    status: sql`${o.status}`,
    amount: sql`${o.amount}::text`,
    discount_amount: sql`${o.data}->>'discount_amount'`,
    items_discount_amount: sql`${o.data}->>'items_discount_amount'`,
    total_discount_amount: sql`${o.totalDiscountAmount}::text`,
    total_amount: sql`${o.totalAmount}::text`,
    customer_id: sql`${o.customerId}`,
    referrer_id: sql`${o.data}->>'referrer_id'`,
    metadata: sql`${o.data}->>'metadata'`,
  },
  defaultFields: ['id', 'source_id', 'status'],
  keys: {
    created_at: timeKey(o.createdAt),
    updated_at: timeKey(sql`coalesce(${o.updatedAt}, ${o.createdAt})`),
    status: textKey(o.status),
  },
  filters: {
    created_at: { type: 'date', expr: sql`${o.createdAt}` },
    updated_at: { type: 'date', expr: sql`coalesce(${o.updatedAt}, ${o.createdAt})` },
    status: { type: 'text', expr: sql`${o.status}` },
    source_id: { type: 'text', expr: sql`${o.sourceId}` },
    customer_id: { type: 'text', expr: sql`${o.customerId}` },
  },
};
