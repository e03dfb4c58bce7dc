import { z } from 'zod';
import { productCreateSchema, skuCreateSchema } from '../../../contract/product.ts';
import { keyValueRowsSchema, toMetadata } from '../../lib/key-value.ts';
import { moneyTextSchema, toMinorUnits } from '../../lib/money-text.ts';

const filled = (text: string) => text.trim() || undefined;
/** An empty price means none (the product has no list price); otherwise an amount in the project's currency. */
const priceText = z.union([z.literal(''), moneyTextSchema]);
const toPrice = (text: string) => (text.trim() === '' ? undefined : toMinorUnits(text));

const newProductObject = z.object({
  name: z.string().trim().min(1, 'Give the product a name'),
  source_id: z.string(),
  price: priceText,
  /** Attribute names, comma-separated, as a one-line input takes them. */
  attributes: z.string(),
  image_url: z.string(),
  metadata: keyValueRowsSchema,
});
export type NewProductFormValues = z.input<typeof newProductObject>;

/** "size, colour,, fit" → ["size", "colour", "fit"]. */
export const splitAttributes = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * A new product as POST /v1/products takes it: empty fields are left out. Issues of the request carry its field
 * paths, which are the form's field names, so they land on the right inputs.
 */
export const newProductFormSchema = newProductObject
  .transform((form): z.input<typeof productCreateSchema> => ({
    name: form.name,
    source_id: filled(form.source_id),
    price: toPrice(form.price),
    attributes: form.attributes.trim() ? splitAttributes(form.attributes) : undefined,
    image_url: filled(form.image_url),
    metadata: toMetadata(form.metadata),
  }))
  .pipe(productCreateSchema);

export const emptyNewProductForm: NewProductFormValues = {
  name: '',
  source_id: '',
  price: '',
  attributes: '',
  image_url: '',
  metadata: [],
};

const newSkuObject = z.object({
  sku: z.string().trim().min(1, 'Give the SKU a name'),
  source_id: z.string(),
  price: priceText,
});
export type NewSkuFormValues = z.input<typeof newSkuObject>;

/** A SKU as POST /v1/products/{id}/skus takes it; its price is in the project's currency. */
export const newSkuFormSchema = newSkuObject
  .transform((form): z.input<typeof skuCreateSchema> => ({
    sku: form.sku,
    source_id: filled(form.source_id),
    price: toPrice(form.price),
  }))
  .pipe(skuCreateSchema);

export const emptyNewSkuForm: NewSkuFormValues = { sku: '', source_id: '', price: '' };
