import { z } from 'zod';
import { productCollectionCreateSchema } from '../../../contract/product-collection.ts';

const newCollectionObject = z.object({
  name: z.string().trim().min(1, 'Give the collection a name'),
  product_ids: z.array(z.string()).min(1, 'Pick at least one product'),
});
export type NewCollectionFormValues = z.input<typeof newCollectionObject>;

/** A STATIC collection of the picked products, as POST /v1/product-collections takes it. */
export const newCollectionFormSchema = newCollectionObject
  .transform((form): z.input<typeof productCollectionCreateSchema> => ({
    type: 'STATIC',
    name: form.name,
    products: form.product_ids.map((id) => ({ id, object: 'product' })),
  }))
  .pipe(productCollectionCreateSchema);

export const emptyNewCollectionForm: NewCollectionFormValues = { name: '', product_ids: [] };
