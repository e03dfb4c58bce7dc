import { z } from 'zod';
import { metadataSchema, queryBooleanSchema, timestampSchema } from './common.ts';

// Every field a caller writes is bounded: these rows are read on every redemption that targets products.
const name = z.string().trim().min(1).max(200);
const ref = z.string().trim().min(1).max(200);
const price = z.number().int().min(0).max(1e12);
const imageUrl = z.string().max(2000);
const productAttributes = z.array(z.string().min(1).max(200)).max(100);
const skuAttributes = z
  .record(z.string().max(200), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((a) => Object.keys(a).length <= 100, 'A SKU has at most 100 attributes');

/** PUT /v1/products/{id}: only what is sent changes. */
export const productUpdateSchema = z
  .object({
    name: name.optional(),
    price: price.nullable().optional(),
    attributes: productAttributes.optional(),
    metadata: metadataSchema.optional(),
    image_url: imageUrl.nullable().optional(),
  })
  .meta({ id: 'ProductsUpdateRequestBody' });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** POST /v1/products: an `id` or `source_id` already stored updates that product (the hosted upsert). */
export const productCreateSchema = productUpdateSchema
  .extend({ id: ref.optional(), source_id: ref.optional() })
  .meta({ id: 'ProductsCreateRequestBody' });
export type ProductCreate = z.infer<typeof productCreateSchema>;

export const skuUpdateSchema = z
  .object({
    sku: name.optional(),
    price: price.nullable().optional(),
    currency: z.string().trim().min(1).max(10).nullable().optional(),
    attributes: skuAttributes.optional(),
    metadata: metadataSchema.optional(),
    image_url: imageUrl.nullable().optional(),
  })
  .meta({ id: 'ProductsSkusUpdateRequestBody' });
export type SkuUpdate = z.infer<typeof skuUpdateSchema>;

export const skuCreateSchema = skuUpdateSchema
  .extend({ id: ref.optional(), source_id: ref.optional() })
  .meta({ id: 'ProductsSkusCreateRequestBody' });
export type SkuCreate = z.infer<typeof skuCreateSchema>;

export const productWithoutSkusSchema = z
  .object({
    id: z.string(),
    source_id: z.string().nullable(),
    name: z.string().nullable(),
    price: z.number().int().nullable(),
    attributes: z.array(z.string()),
    metadata: z.record(z.string(), z.unknown()),
    image_url: z.string().nullable(),
    created_at: timestampSchema,
    updated_at: timestampSchema.nullable(),
    object: z.literal('product'),
  })
  .meta({ id: 'ProductWithoutSkus' });

export const skuSchema = z
  .object({
    id: z.string(),
    source_id: z.string().nullable(),
    product_id: z.string(),
    sku: z.string().nullable(),
    price: z.number().int().nullable(),
    currency: z.string().nullable(),
    attributes: z.record(z.string(), z.unknown()),
    image_url: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    created_at: timestampSchema,
    updated_at: timestampSchema.nullable(),
    object: z.literal('sku'),
  })
  .meta({ id: 'Sku' });
export type Sku = z.infer<typeof skuSchema>;

/** A product carries its SKUs (all of them: a product has at most `maxSkusPerProduct`). */
export const productSchema = productWithoutSkusSchema
  .extend({
    skus: z.object({
      object: z.literal('list'),
      data_ref: z.literal('data'),
      data: z.array(skuSchema),
      total: z.number().int(),
    }),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const maxSkusPerProduct = 1000;

/** The orders the product and SKU lists take; the hosted enum's other values name fields a product has not. */
export const productOrders = ['created_at', '-created_at', 'updated_at', '-updated_at'] as const;

/** GET /v1/products and /v1/products/{id}/skus: numbered pages, oldest first unless `order` says otherwise. */
export const productListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  order: z.enum(productOrders).default('created_at'),
  start_date: timestampSchema.optional(),
  end_date: timestampSchema.optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('products'),
    products: z.array(productSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ProductsListResponseBody' });

export const skuListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('skus'),
    skus: z.array(skuSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ProductsSkusListResponseBody' });

/** `force` is accepted as the SDK sends it; Promodesk has no bin, so every delete is final. */
export const productDeleteQuerySchema = z.object({ force: queryBooleanSchema.optional() });
