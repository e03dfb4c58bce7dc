import { z } from 'zod';
import { errorBodySchema, fieldErrorSchema } from './common.ts';

/*
 * Promodesk's own bulk operations on a campaign's codes: import from CSV (all or nothing, per-row errors) and the
 * filtered list as CSV.
 */

/** Columns an import file may have; `code` is required, the others override the campaign's voucher settings. */
export const voucherImportColumns = ['code', 'redemption_quantity', 'gift_amount'] as const;
export type VoucherImportColumn = (typeof voucherImportColumns)[number];

/** At most this many codes per file (the 1 MiB body limit holds too). */
export const maxImportRows = 10_000;

export const voucherImportRowErrorCodeSchema = z.enum([
  'malformed_csv',
  'missing_column',
  'unknown_column',
  'duplicate_column',
  'wrong_field_count',
  'no_rows',
  'too_many_rows',
  'invalid_code',
  'duplicate_code',
  'code_taken',
  'invalid_redemption_quantity',
  'invalid_gift_amount',
  'gift_amount_not_allowed',
]);
export type VoucherImportRowErrorCode = z.infer<typeof voucherImportRowErrorCodeSchema>;

/**
 * One problem of an import file: a field error like every 400's (`path` is `rows.<row>`), plus `row`, which counts
 * the file's records from 1 (the header is row 1), and a code.
 */
export const voucherImportRowErrorSchema = fieldErrorSchema.extend({
  row: z.number().int().nonnegative(),
  code: voucherImportRowErrorCodeSchema,
});

/** A row's field-error path. */
export const importRowPath = (row: number) => `rows.${row}`;
export type VoucherImportRowError = z.infer<typeof voucherImportRowErrorSchema>;

/** 200 of an import: every row became a voucher of the campaign. */
export const voucherImportSchema = z
  .object({
    object: z.literal('voucher_import'),
    campaign_id: z.string(),
    imported: z.number().int().nonnegative(),
    vouchers_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'VoucherImport' });
export type VoucherImport = z.infer<typeof voucherImportSchema>;

/** 400 of an import with bad rows: the error body plus every row's problem (at most 1,000 listed); nothing imported. */
export const voucherImportRejectedSchema = errorBodySchema
  .extend({ errors: z.array(voucherImportRowErrorSchema) })
  .meta({ id: 'VoucherImportRejected' });
export type VoucherImportRejected = z.infer<typeof voucherImportRejectedSchema>;

/** GET …/vouchers/export: the same filters as the list (campaign, code contains). */
export const voucherExportQuerySchema = z.object({
  campaign_id: z.string().min(1).max(200).optional(),
  code: z.string().trim().min(1).max(100).optional(),
});
export type VoucherExportQuery = z.infer<typeof voucherExportQuerySchema>;

/** The export's columns, in order. */
export const voucherExportColumns = [
  'code',
  'campaign',
  'campaign_id',
  'status',
  'redeemed_quantity',
  'redemption_quantity',
  'gift_balance',
  'created_at',
] as const;
