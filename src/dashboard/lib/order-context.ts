import { z } from 'zod';
import { moneySchema } from '../../contract/common.ts';
import { customerRequestSchema } from '../../contract/customer.ts';
import { orderItemRequestSchema, type OrderRequest } from '../../contract/order.ts';
import { ApiError } from './api-error.ts';
import { keyValueRowsSchema, toKeyValueRows, toMetadata } from './key-value.ts';
import { fromMinorUnits, moneyTextSchema, parseMoneyText, toMinorUnits } from './money-text.ts';

/*
 * The customer and order lines a marketing manager builds to ask the service something (qualification, a test
 * redemption). Forms edit text; the compact shapes below are what links carry and requests are built from.
 */

const textMetadataSchema = z.record(z.string(), z.string());

/** A customer as the contract identifies one: source id and metadata. */
export const customerContextSchema = customerRequestSchema
  .pick({ source_id: true })
  .extend({ metadata: textMetadataSchema.optional() });
export type CustomerContext = z.output<typeof customerContextSchema>;

/** An order line: a product, how many, the unit price in minor units and the product's metadata. */
export const orderLineSchema = z.object({
  product_id: orderItemRequestSchema.shape.product_id.unwrap().min(1),
  quantity: z.number().int().min(1),
  price: moneySchema.nonnegative(),
  metadata: textMetadataSchema.optional(),
});
export type OrderLine = z.output<typeof orderLineSchema>;

export const customerFormSchema = z
  .object({ source_id: z.string().trim(), metadata: keyValueRowsSchema })
  .transform((form): CustomerContext => ({
    source_id: form.source_id || undefined,
    metadata: toMetadata(form.metadata),
  }))
  .pipe(customerContextSchema);
export type CustomerFormValues = z.input<typeof customerFormSchema>;

export const orderLineFormSchema = z
  .object({
    product_id: z.string().trim().min(1, 'Enter a product id'),
    quantity: z
      .string()
      .trim()
      .regex(/^[1-9]\d*$/, 'Enter a whole number from 1'),
    price: moneyTextSchema,
    metadata: keyValueRowsSchema,
  })
  .transform((form): OrderLine => ({
    product_id: form.product_id,
    quantity: Number(form.quantity),
    price: toMinorUnits(form.price),
    metadata: toMetadata(form.metadata),
  }))
  .pipe(orderLineSchema);
export type OrderLineFormValues = z.input<typeof orderLineFormSchema>;

export const emptyOrderLine: OrderLineFormValues = { product_id: '', quantity: '1', price: '', metadata: [] };

export function toCustomerForm(customer: CustomerContext | undefined): CustomerFormValues {
  return { source_id: customer?.source_id ?? '', metadata: toKeyValueRows(customer?.metadata) };
}

export function toOrderLineForm(line: OrderLine): OrderLineFormValues {
  return {
    product_id: line.product_id,
    quantity: String(line.quantity),
    price: fromMinorUnits(line.price),
    metadata: toKeyValueRows(line.metadata),
  };
}

/** Undefined when the customer is left blank, so "no customer" is a context of its own. */
export function toCustomerRequest(customer: CustomerContext | undefined) {
  if (!customer?.source_id && !customer?.metadata) return undefined;
  return customer;
}

/**
 * The lines as the contract's order. No `amount` is sent: the service sums the lines itself, so the amount it
 * evaluates is its own, never the preview this page shows.
 */
export function toOrderRequest(lines: readonly OrderLine[]): OrderRequest | undefined {
  if (lines.length === 0) return undefined;
  return {
    items: lines.map((line) => ({
      product_id: line.product_id,
      related_object: 'product',
      quantity: line.quantity,
      price: line.price,
      ...(line.metadata && { product: { metadata: line.metadata } }),
    })),
  };
}

/** The order amount while the cart is being typed: an input preview only, lines not yet valid count zero. */
export function previewOrderAmount(lines: readonly OrderLineFormValues[]): number {
  return lines.reduce((sum, line) => {
    const quantity = /^[1-9]\d*$/.test(line.quantity.trim()) ? Number(line.quantity) : 0;
    return sum + quantity * (parseMoneyText(line.price) ?? 0);
  }, 0);
}

/**
 * The service names request fields (`order.items.0.price`); forms built with these helpers name them after what
 * the user typed (`lines.0.price`). Returns the error with its field paths renamed, for `setServerFieldErrors`.
 */
export function withOrderFormPaths(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors) return error;
  return error.withFieldErrors(
    error.errors.map(({ path, message }) => ({
      path: path
        .replace(/^order\.items\.(\d+)\.product\.metadata/, 'lines.$1.metadata')
        .replace(/^order\.items\./, 'lines.'),
      message,
    })),
  );
}
