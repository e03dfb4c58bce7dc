import type { CustomersBulkUpdate } from '../../../contract/async-action.ts';
import { customerRequestSchema, type CustomerRequest } from '../../../contract/customer.ts';
import { customerCsvFormat } from '../../domain/csv-imports.ts';
import { createCustomer, saveCustomers } from '../../operations/customers/change.ts';
import type { AsyncActionKind } from './kinds.ts';
import { parseWith } from './parse.ts';

/** CUSTOMERS.BULK_UPDATE: each row upserts its customer by source id (metadata keys merge), as POST /v1/customers. */
export const customersBulkUpdate: AsyncActionKind<CustomersBulkUpdate[number]> = {
  type: 'CUSTOMERS.BULK_UPDATE',
  apply: (db, projectId, row, acting) => createCustomer(db, projectId, row, acting),
  applyMany: saveCustomers,
  nameOf: (row) => ({ source_id: row.source_id }),
  report: 'bulk',
};

/** CUSTOMERS.METADATA_UPDATE: the request's one metadata for each source id (the route stores a row per id). */
export const customersMetadataUpdate: AsyncActionKind<CustomersBulkUpdate[number]> = {
  ...customersBulkUpdate,
  type: 'CUSTOMERS.METADATA_UPDATE',
  report: 'metadata',
};

/** CUSTOMERS.IMPORT_CSV: each row upserts a customer as POST /v1/customers (a row without source id is a new one). */
export const customersImportCsv: AsyncActionKind<CustomerRequest> = {
  type: 'CUSTOMERS.IMPORT_CSV',
  apply: (db, projectId, row, acting) => createCustomer(db, projectId, row, acting),
  applyMany: saveCustomers,
  nameOf: (row) => ({ source_id: row.source_id ?? '' }),
  report: 'import',
  csv: { format: customerCsvFormat, parse: parseWith(customerRequestSchema.omit({ id: true })) },
};
