import type { VouchersBulkUpdate, VouchersImport } from '../../../contract/async-action.ts';
import { vouchersImportSchema } from '../../../contract/async-action.ts';
import { placeVoucherValue, voucherCsvFormat } from '../../domain/csv-imports.ts';
import { updateVoucherMetadata } from '../../operations/vouchers/change.ts';
import { createVoucher } from '../../operations/vouchers/create.ts';
import type { AsyncActionKind } from './kinds.ts';
import { parseWith } from './parse.ts';

type ImportRow = VouchersImport[number];

/** VOUCHERS.IMPORT: each row is a POST /v1/vouchers with its code. */
export const vouchersImport: AsyncActionKind<ImportRow> = {
  type: 'VOUCHERS.IMPORT',
  apply: (db, projectId, row, acting) => createVoucher(db, projectId, row, row.code, acting),
  nameOf: (row) => ({ code: row.code ?? '' }),
  report: 'import',
};

const parseImportRow = parseWith(vouchersImportSchema.element);

/** VOUCHERS.IMPORT_CSV: the same from a file's rows. */
export const vouchersImportCsv: AsyncActionKind<ImportRow> = {
  ...vouchersImport,
  type: 'VOUCHERS.IMPORT_CSV',
  csv: { format: voucherCsvFormat, parse: (body) => parseImportRow(placeVoucherValue(body)) },
};

type MetadataRow = VouchersBulkUpdate[number];

/** VOUCHERS.BULK_UPDATE: each row's metadata keys set on its code. */
export const vouchersBulkUpdate: AsyncActionKind<MetadataRow> = {
  type: 'VOUCHERS.BULK_UPDATE',
  apply: (db, projectId, row, acting) => updateVoucherMetadata(db, projectId, row.code, row.metadata, acting),
  nameOf: (row) => ({ code: row.code }),
  report: 'bulk',
};

/** VOUCHERS.METADATA_UPDATE: the request's one metadata for each code (the route stores a row per code). */
export const vouchersMetadataUpdate: AsyncActionKind<MetadataRow> = {
  ...vouchersBulkUpdate,
  type: 'VOUCHERS.METADATA_UPDATE',
  report: 'metadata',
};
