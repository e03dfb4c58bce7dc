import { z } from 'zod';
import { metadataSchema, timestampSchema } from './common.ts';
import { customerRequestSchema } from './customer.ts';
import { orderCreateSchema } from './order.ts';
import { productCreateSchema, skuCreateSchema } from './product.ts';
import { campaignVoucherGenerateSchema, voucherCodeSchema, voucherCreateSchema } from './voucher-write.ts';

/*
 * Async actions: bulk requests (imports, bulk and metadata updates) the service answers at once with an id and
 * runs later, in the official shapes of /v1/async-actions and of the requests that schedule them.
 */

/** The official types this service schedules. */
export const asyncActionTypes = [
  'VOUCHERS.IMPORT',
  'VOUCHERS.IMPORT_CSV',
  'VOUCHERS.BULK_UPDATE',
  'VOUCHERS.METADATA_UPDATE',
  'CUSTOMERS.IMPORT_CSV',
  'CUSTOMERS.BULK_UPDATE',
  'CUSTOMERS.METADATA_UPDATE',
  'CAMPAIGN.VOUCHERS_IMPORT',
  'CAMPAIGN.VOUCHERS_IMPORT_CSV',
  'CAMPAIGN.VOUCHERS_GENERATE',
  'CAMPAIGN.VOUCHERS_DELETE',
  'ORDERS.IMPORT',
  'PRODUCTS.IMPORT_CSV',
  'PRODUCTS.BULK_UPDATE',
  'PRODUCTS.METADATA_UPDATE',
  'SKUS.IMPORT_CSV',
] as const;
export const asyncActionTypeSchema = z.enum(asyncActionTypes);
export type AsyncActionType = z.infer<typeof asyncActionTypeSchema>;
export const asyncActionStatusSchema = z.enum(['ENQUEUED', 'IN_PROGRESS', 'DONE', 'FAILED']);

/** A row the job could not apply, in words; which identifying field it carries depends on the type. */
const failedRowSchema = z.object({
  code: z.string().optional(),
  source_id: z.string().optional(),
  row: z.number().int().optional(),
  reason: z.string(),
});
const bulkErrorSchema = z.object({
  message: z.string(),
  details: z.string(),
  key: z.string(),
  code: z.string().optional(),
  source_id: z.string().optional(),
});

/**
 * What a job reports: imports count rows done and failed and list the failures (`failed`); bulk updates list them as
 * `errors` (with the empty report list the official shape requires: no report files here).
 */
export const asyncActionResultSchema = z.object({
  message: z.string().optional(),
  done_count: z.number().int().optional(),
  failed_count: z.number().int().optional(),
  failed: z.array(failedRowSchema).optional(),
  errors: z.array(bulkErrorSchema).optional(),
  reports: z.array(z.string()).optional(),
  reports_available_till: z.string().optional(),
});
export type AsyncActionResult = z.infer<typeof asyncActionResultSchema>;

export const asyncActionBaseSchema = z.object({
  id: z.string(),
  type: asyncActionTypeSchema,
  status: asyncActionStatusSchema,
  operation_status: z.enum(['FAILED', 'SUCCESS', 'UNKNOWN']),
  created_at: z.string(),
  updated_at: z.string().optional(),
  request_id: z.string(),
  processing_time: z.number().int().optional(),
  progress: z.number().int().min(0).max(100),
  object: z.literal('async_action'),
});
export type AsyncActionBase = z.infer<typeof asyncActionBaseSchema>;

export const asyncActionSchema = asyncActionBaseSchema
  .extend({ result: asyncActionResultSchema.optional() })
  .meta({ id: 'AsyncActionGetResponseBody' });
export type AsyncAction = z.infer<typeof asyncActionSchema>;

/** GET /v1/async-actions: the newest first, `end_date` keeps those scheduled up to then. */
export const asyncActionListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  end_date: z.union([timestampSchema, z.iso.date()]).optional(),
});
export type AsyncActionListQuery = z.infer<typeof asyncActionListQuerySchema>;

export const asyncActionListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('async_actions'),
    async_actions: z.array(asyncActionBaseSchema),
    has_more: z.boolean(),
  })
  .meta({ id: 'AsyncActionsListResponseBody' });
export type AsyncActionList = z.infer<typeof asyncActionListSchema>;

/** What every scheduling request answers. */
export const asyncActionScheduledSchema = z.object({ async_action_id: z.string() });
export type AsyncActionScheduled = z.infer<typeof asyncActionScheduledSchema>;

/** Rows one JSON request may carry (the body limit bounds them too); the hosted service takes 10 MB. */
export const maxBulkRows = 10_000;
const rows = <S extends z.ZodType>(row: S) => z.array(row).min(1).max(maxBulkRows);

/** POST /v1/vouchers/import: standalone vouchers, each with its code. */
export const vouchersImportSchema = rows(
  voucherCreateSchema.refine((v) => v.code !== undefined, {
    message: 'An imported voucher needs its code',
    path: ['code'],
  }),
).meta({ id: 'VouchersImportCreateRequestBody' });
export type VouchersImport = z.infer<typeof vouchersImportSchema>;

/** POST /v1/vouchers/bulk/async: metadata for each code. */
export const vouchersBulkUpdateSchema = rows(z.object({ code: voucherCodeSchema, metadata: metadataSchema })).meta({
  id: 'VouchersUpdateInBulkRequestBody',
});
export type VouchersBulkUpdate = z.infer<typeof vouchersBulkUpdateSchema>;

/** POST /v1/vouchers/metadata/async: the same metadata for every code. */
export const vouchersMetadataUpdateSchema = z
  .object({ codes: rows(voucherCodeSchema), metadata: metadataSchema })
  .meta({ id: 'VouchersMetadataUpdateInBulkRequestBody' });
export type VouchersMetadataUpdate = z.infer<typeof vouchersMetadataUpdateSchema>;

const sourceId = z.string().trim().min(1).max(200);

/** POST /v1/customers/bulk/async: customers by source id, created when new (the hosted upsert). */
export const customersBulkUpdateSchema = rows(
  customerRequestSchema.omit({ id: true }).extend({ source_id: sourceId }),
).meta({
  id: 'CustomersUpdateInBulkRequestBody',
});
export type CustomersBulkUpdate = z.infer<typeof customersBulkUpdateSchema>;

/** POST /v1/customers/metadata/async: the same metadata for every source id. */
export const customersMetadataUpdateSchema = z
  .object({ source_ids: rows(sourceId), metadata: metadataSchema })
  .meta({ id: 'CustomersMetadataUpdateInBulkRequestBody' });
export type CustomersMetadataUpdate = z.infer<typeof customersMetadataUpdateSchema>;

/** One code of POST /v1/campaigns/{campaignId}/import: the campaign's settings with a few overridden. */
export const campaignVoucherImportRowSchema = campaignVoucherGenerateSchema.and(
  z.object({ code: voucherCodeSchema, active: z.boolean().optional() }),
);
export type CampaignVoucherImportRow = z.infer<typeof campaignVoucherImportRowSchema>;
export const campaignVouchersImportSchema = rows(campaignVoucherImportRowSchema).meta({
  id: 'CampaignsImportCreateRequestBody',
});

/** What the codes of one CAMPAIGN.VOUCHERS_GENERATE share: the campaign and the request's settings. */
export const campaignVoucherGenerateJobSchema = z.object({
  campaign_id: z.string(),
  request: campaignVoucherGenerateSchema,
});

/** POST /v1/orders/import: historical orders, at most 2,000 a request as hosted. */
export const maxImportedOrders = 2000;
export const ordersImportSchema = z
  .array(orderCreateSchema)
  .min(1)
  .max(maxImportedOrders)
  .meta({ id: 'OrdersImportCreateRequestBody' });
export type OrdersImport = z.infer<typeof ordersImportSchema>;

/** The CSV routes' form: the file in the `file` field, as the official SDK and curl send it. */
export const csvUploadSchema = z.object({
  file: z
    .custom<File>((value) => value instanceof File, 'Send the CSV file in the form field file')
    .meta({ type: 'string', format: 'binary' }),
});
/** The largest CSV file a request may carry (the hosted service takes 10 MB); larger is a 413. */
export const maxCsvUploadBytes = 16 * 1024 * 1024;
/** The most rows a CSV file may hold after its header, however short they are; more is a 400 (split the file). */
export const maxCsvRows = 100_000;

/** POST /v1/products/bulk/async: products by source id, created when new (the hosted upsert). */
export const productsBulkUpdateSchema = rows(
  productCreateSchema.omit({ id: true }).extend({ source_id: sourceId }),
).meta({ id: 'ProductsUpdateInBulkRequestBody' });
export type ProductsBulkUpdate = z.infer<typeof productsBulkUpdateSchema>;

/** POST /v1/products/metadata/async: the same metadata for every source id. */
export const productsMetadataUpdateSchema = z
  .object({ source_ids: rows(sourceId), metadata: metadataSchema })
  .meta({ id: 'ProductsMetadataUpdateInBulkRequestBody' });

/** A row of POST /v1/skus/importCSV: the SKU and the product (id or source id) it belongs to. */
export const skuImportRowSchema = skuCreateSchema
  .omit({ id: true })
  .extend({ product_id: sourceId, source_id: sourceId });
export type SkuImportRow = z.infer<typeof skuImportRowSchema>;
