import type { ProductCollection } from '../../../contract/product-collection.ts';

/** "3 products or SKUs picked" for a static collection; a filtered one holds whatever matches now. */
export const collectionContents = (collection: ProductCollection): string =>
  collection.type === 'STATIC'
    ? `${collection.products?.length ?? 0} picked products or SKUs`
    : 'The products its filter matches';
