import { z } from 'zod';
import { timestampSchema } from './common.ts';
import { productWithoutSkusSchema, skuSchema } from './product.ts';

/*
 * An AUTO_UPDATE collection's filter, in the hosted shape: `{junction, <field>: {conditions: {<operator>: [values]}}}`.
 * Promodesk evaluates the product fields it stores; any other field or operator is refused (400), never ignored.
 *
 * | field                      | operators                                                                  |
 * |----------------------------|----------------------------------------------------------------------------|
 * | `id`, `source_id`, `name`, `metadata.<key>` | `$is`, `$is_not`, `$in`, `$not_in`, `$contains`, `$not_contain`, `$starts_with`, `$ends_with`, `$has_value`, `$is_unknown`, and the numeric ones |
 * | `price`                    | `$is`, `$is_not`, `$in`, `$not_in`, `$more_than`, `$more_than_equal`, `$less_than`, `$less_than_equal`, `$has_value`, `$is_unknown` |
 */
export const collectionFilterOperators = [
  '$is',
  '$is_not',
  '$in',
  '$not_in',
  '$contains',
  '$not_contain',
  '$starts_with',
  '$ends_with',
  '$more_than',
  '$more_than_equal',
  '$less_than',
  '$less_than_equal',
  '$has_value',
  '$is_unknown',
] as const;
export type CollectionFilterOperator = (typeof collectionFilterOperators)[number];
const textOnly = new Set<string>(['$contains', '$not_contain', '$starts_with', '$ends_with']);
export const collectionFilterFields = ['id', 'source_id', 'name', 'price'] as const;
const maxFilterFields = 20;

const filterValue = z.union([z.string().max(500), z.number(), z.boolean()]);
const conditionsSchema = z.object({
  conditions: z.record(z.string(), z.array(filterValue).max(100)),
});
export type FieldFilter = z.infer<typeof conditionsSchema>;

const isFilterField = (key: string) =>
  (collectionFilterFields as readonly string[]).includes(key) || /^metadata\.[^.]{1,200}$/.test(key);

export const collectionFilterSchema = z.record(z.string(), z.unknown()).transform((raw, ctx) => {
  // The hosted service reads the junction in either case (the official SDK's own suite sends `AND`).
  const junction = z
    .enum(['and', 'or'])
    .safeParse(typeof raw.junction === 'string' ? raw.junction.toLowerCase() : raw.junction);
  if (!junction.success) ctx.addIssue({ code: 'custom', path: ['junction'], message: 'Give junction: and | or' });
  const fields: Record<string, FieldFilter> = {};
  const entries = Object.entries(raw).filter(([key]) => key !== 'junction');
  if (entries.length === 0) ctx.addIssue({ code: 'custom', message: 'Give at least one field condition' });
  if (entries.length > maxFilterFields)
    ctx.addIssue({ code: 'custom', message: `A filter has at most ${maxFilterFields} fields` });
  for (const [key, value] of entries.slice(0, maxFilterFields)) {
    if (!isFilterField(key)) {
      ctx.addIssue({ code: 'custom', path: [key], message: `Promodesk cannot filter products by ${key}` });
      continue;
    }
    const parsed = conditionsSchema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'Give {conditions: {operator: [values]}}' });
      continue;
    }
    for (const op of Object.keys(parsed.data.conditions)) {
      const known = (collectionFilterOperators as readonly string[]).includes(op);
      if (!known || (key === 'price' && textOnly.has(op)))
        ctx.addIssue({
          code: 'custom',
          path: [key, 'conditions', op],
          message: `Unsupported operator ${op} on ${key}`,
        });
    }
    fields[key] = parsed.data;
  }
  return { junction: junction.data ?? 'and', fields };
});
export type CollectionFilter = z.output<typeof collectionFilterSchema>;

const memberSchema = z.object({
  id: z.string().trim().min(1).max(200),
  product_id: z.string().trim().min(1).max(200).optional(),
  object: z.enum(['product', 'sku']),
});

const collectionName = z.string().trim().min(1).max(200);

export const productCollectionCreateSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('STATIC'), name: collectionName, products: z.array(memberSchema).max(1000).optional() }),
    z.object({ type: z.literal('AUTO_UPDATE'), name: collectionName, filter: collectionFilterSchema }),
  ])
  .meta({ id: 'ProductCollectionsCreateRequestBody' });
export type ProductCollectionCreate = z.infer<typeof productCollectionCreateSchema>;

/**
 * PUT /v1/product-collections/{id}: a STATIC collection changes only its name (which its official body requires); an
 * AUTO_UPDATE one its name and its filter, replaced whole.
 */
export const productCollectionUpdateSchema = z
  .object({ name: collectionName.optional(), filter: collectionFilterSchema.optional() })
  .meta({ id: 'ProductCollectionsUpdateRequestBody' });
export type ProductCollectionUpdate = z.infer<typeof productCollectionUpdateSchema>;

export const productCollectionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.enum(['STATIC', 'AUTO_UPDATE']),
    filter: z.record(z.string(), z.unknown()).optional(),
    products: z.array(memberSchema).optional(),
    created_at: timestampSchema,
    updated_at: timestampSchema.optional(),
    object: z.literal('products_collection'),
  })
  .meta({ id: 'ProductCollectionsItem' });
export type ProductCollection = z.infer<typeof productCollectionSchema>;

export const productCollectionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  order: z.enum(['created_at', '-created_at']).default('created_at'),
});
export type ProductCollectionListQuery = z.infer<typeof productCollectionListQuerySchema>;

export const productCollectionListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(productCollectionSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ProductCollectionsListResponseBody' });

export const collectionProductsQuerySchema = productCollectionListQuerySchema;

export const collectionProductsSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('data'),
    data: z.array(z.union([productWithoutSkusSchema, skuSchema.extend({ product: productWithoutSkusSchema })])),
    total: z.number().int(),
  })
  .meta({ id: 'ProductCollectionsProductsListResponseBody' });
