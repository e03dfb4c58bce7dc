import type { CustomersBulkUpdate } from '../../../contract/async-action.ts';
import { createCustomer } from '../../operations/customers/change.ts';
import type { AsyncActionKind } from './kinds.ts';

/** CUSTOMERS.BULK_UPDATE: each row upserts its customer by source id (metadata keys merge), as POST /v1/customers. */
export const customersBulkUpdate: AsyncActionKind<CustomersBulkUpdate[number]> = {
  type: 'CUSTOMERS.BULK_UPDATE',
  apply: (db, projectId, row, acting) => createCustomer(db, projectId, row, acting),
  nameOf: (row) => ({ source_id: row.source_id }),
  report: 'bulk',
};

/** CUSTOMERS.METADATA_UPDATE: the request's one metadata for each source id (the route stores a row per id). */
export const customersMetadataUpdate: AsyncActionKind<CustomersBulkUpdate[number]> = {
  ...customersBulkUpdate,
  type: 'CUSTOMERS.METADATA_UPDATE',
  report: 'metadata',
};
