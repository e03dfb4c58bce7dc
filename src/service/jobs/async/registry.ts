import type { AsyncActionRow } from '../../store/repositories/async-actions.ts';
import { bulkAction } from './bulk.ts';
import { campaignVouchersGenerate, campaignVouchersImport, campaignVouchersImportCsv } from './campaigns.ts';
import { customersBulkUpdate, customersImportCsv, customersMetadataUpdate } from './customers.ts';
import type { AsyncActionKind } from './kinds.ts';
import { ordersImport } from './orders.ts';
import { productsBulkUpdate, productsImportCsv, productsMetadataUpdate, skusImportCsv } from './products.ts';
import { vouchersBulkUpdate, vouchersImport, vouchersImportCsv, vouchersMetadataUpdate } from './vouchers.ts';

/** The types the worker runs; a type missing here fails its jobs in words. */
export const asyncActionKinds: Partial<Record<AsyncActionRow['type'], AsyncActionKind<never>>> = Object.fromEntries(
  [
    vouchersImport,
    vouchersImportCsv,
    vouchersBulkUpdate,
    vouchersMetadataUpdate,
    customersBulkUpdate,
    customersMetadataUpdate,
    customersImportCsv,
    campaignVouchersImport,
    campaignVouchersImportCsv,
    campaignVouchersGenerate,
    ordersImport,
    productsBulkUpdate,
    productsMetadataUpdate,
    productsImportCsv,
    skusImportCsv,
    bulkAction,
  ].map((kind) => [kind.type, kind]),
);
