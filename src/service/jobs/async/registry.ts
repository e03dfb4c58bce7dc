import type { AsyncActionType } from '../../../contract/async-action.ts';
import { customersBulkUpdate, customersMetadataUpdate } from './customers.ts';
import type { AsyncActionKind } from './kinds.ts';
import { vouchersBulkUpdate, vouchersImport, vouchersMetadataUpdate } from './vouchers.ts';

/** The types the worker runs; a type missing here fails its jobs in words. */
export const asyncActionKinds: Partial<Record<AsyncActionType, AsyncActionKind<never>>> = Object.fromEntries(
  [vouchersImport, vouchersBulkUpdate, vouchersMetadataUpdate, customersBulkUpdate, customersMetadataUpdate].map(
    (kind) => [kind.type, kind],
  ),
);
