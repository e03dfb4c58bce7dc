import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  orderLineFormSchema,
  previewOrderAmount,
  toOrderLineForm,
  toOrderRequest,
  withOrderFormPaths,
} from './order-context.ts';

describe('order context', () => {
  it('turns a typed line into the compact line and the contract order, without an amount', () => {
    const line = orderLineFormSchema.parse({
      product_id: 'mug',
      quantity: '2',
      price: '40',
      metadata: [{ key: 'color', value: 'red' }],
    });
    expect(line).toEqual({ product_id: 'mug', quantity: 2, price: 4000, metadata: { color: 'red' } });
    expect(toOrderLineForm(line)).toEqual({
      product_id: 'mug',
      quantity: '2',
      price: '40.00',
      metadata: [{ key: 'color', value: 'red' }],
    });
    expect(toOrderRequest([line])).toEqual({
      items: [
        {
          product_id: 'mug',
          related_object: 'product',
          quantity: 2,
          price: 4000,
          product: { metadata: { color: 'red' } },
        },
      ],
    });
    expect(toOrderRequest([])).toBeUndefined();
  });

  it('refuses a duplicated metadata key and a price that is not money', () => {
    const result = orderLineFormSchema.safeParse({
      product_id: 'mug',
      quantity: '1',
      price: '1.234',
      metadata: [
        { key: 'a', value: '1' },
        { key: 'a', value: '2' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['price', 'metadata.1.key']),
    );
  });

  it('previews only lines that are complete', () => {
    expect(
      previewOrderAmount([
        { product_id: 'a', quantity: '2', price: '10.00', metadata: [] },
        { product_id: 'b', quantity: '', price: '5.00', metadata: [] },
      ]),
    ).toBe(2000);
  });

  it("renames the service's order paths to the form's line paths", () => {
    const error = new ApiError(400, {
      code: 400,
      key: 'invalid_payload',
      message: 'Invalid payload',
      details: 'order.items.1.price: Too small; customer.source_id: Required',
      request_id: 'v-1',
      errors: [
        { path: 'order.items.1.price', message: 'Too small' },
        { path: 'order.items.0.product.metadata.colour', message: 'Not allowed' },
        { path: 'customer.source_id', message: 'Required' },
      ],
    });
    const renamed = withOrderFormPaths(error);
    expect(renamed).toBeInstanceOf(ApiError);
    expect(renamed).toMatchObject({
      message: 'Invalid payload',
      request_id: 'v-1',
      errors: [
        { path: 'lines.1.price', message: 'Too small' },
        { path: 'lines.0.metadata.colour', message: 'Not allowed' },
        { path: 'customer.source_id', message: 'Required' },
      ],
    });
  });
});
