import { skuImportRowSchema, type ProductsBulkUpdate, type SkuImportRow } from '../../../contract/async-action.ts';
import { productCreateSchema, type ProductCreate } from '../../../contract/product.ts';
import { productCsvFormat, skuCsvFormat } from '../../domain/csv-imports.ts';
import { createProduct } from '../../operations/products/products.ts';
import { createSku } from '../../operations/products/skus.ts';
import type { AsyncActionKind } from './kinds.ts';
import { parseWith } from './parse.ts';

/** PRODUCTS.BULK_UPDATE: each row upserts its product by source id (metadata keys merge), as POST /v1/products. */
export const productsBulkUpdate: AsyncActionKind<ProductsBulkUpdate[number]> = {
  type: 'PRODUCTS.BULK_UPDATE',
  apply: (db, projectId, row, acting) => createProduct(db, projectId, row, acting),
  nameOf: (row) => ({ source_id: row.source_id }),
  report: 'bulk',
};

/** PRODUCTS.METADATA_UPDATE: the request's one metadata for each source id (the route stores a row per id). */
export const productsMetadataUpdate: AsyncActionKind<ProductsBulkUpdate[number]> = {
  ...productsBulkUpdate,
  type: 'PRODUCTS.METADATA_UPDATE',
  report: 'metadata',
};

/** PRODUCTS.IMPORT_CSV: each row creates a product, or updates the one with its source id. */
export const productsImportCsv: AsyncActionKind<ProductCreate> = {
  type: 'PRODUCTS.IMPORT_CSV',
  apply: (db, projectId, row, acting) => createProduct(db, projectId, row, acting),
  nameOf: (row) => ({ source_id: row.source_id ?? '' }),
  report: 'import',
  csv: { format: productCsvFormat, parse: parseWith(productCreateSchema.omit({ id: true })) },
};

/** SKUS.IMPORT_CSV: each row creates a SKU of its product (or updates the one with its source id). */
export const skusImportCsv: AsyncActionKind<SkuImportRow> = {
  type: 'SKUS.IMPORT_CSV',
  apply: (db, projectId, { product_id: productRef, ...sku }, acting) =>
    createSku(db, projectId, productRef, sku, acting),
  nameOf: (row) => ({ source_id: row.source_id }),
  report: 'import',
  csv: { format: skuCsvFormat, parse: parseWith(skuImportRowSchema) },
};
