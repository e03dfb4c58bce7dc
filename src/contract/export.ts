import { z } from 'zod';
import { timestampSchema } from './common.ts';

/** Columns a loyalty transaction export may contain, in the official schema's order. */
export const transactionExportFieldSchema = z.enum([
  'id',
  'campaign_id',
  'voucher_id',
  'type',
  'source_id',
  'reason',
  'source',
  'balance',
  'amount',
  'related_transaction_id',
  'created_at',
  'details',
]);
export type TransactionExportField = z.infer<typeof transactionExportFieldSchema>;

/** What an export lists (`exported_object`), the official names. */
export const exportKinds = [
  'voucher',
  'redemption',
  'customer',
  'publication',
  'order',
  'points_expiration',
  'voucher_transactions',
] as const;
export const exportKindSchema = z.enum(exportKinds);
export type ExportKind = z.infer<typeof exportKindSchema>;

export const exportStatusSchema = z.enum(['SCHEDULED', 'IN_PROGRESS', 'DONE', 'ERROR']);
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** Condition values are lists in the official form (`$after: ["2026-01-01T00:00:00Z"]`); one bare value is accepted too. */
const valueList = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]));
/** Operators that take one value: a bare value or a list of exactly one. */
const singleValue = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).length(1)]).transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * Filter operators this service applies, every value normalised to a list. Objects are strict: an operator it would
 * not apply is a 400 rather than a filter silently ignored.
 */
export const stringConditionsSchema = z
  .object({
    $in: valueList(z.string()).optional(),
    $not_in: valueList(z.string()).optional(),
    $is: singleValue(z.string()).optional(),
    $is_not: singleValue(z.string()).optional(),
    /** Whether the field has a value at all: the official SDKs send `true`; only the operator counts. */
    $has_value: z.unknown().optional(),
    $is_unknown: z.unknown().optional(),
  })
  .strict();
/**
 * A date (`2026-06-01`, that day's start in UTC) or a date-time, the two formats the official condition values name;
 * kept as sent, so the answer echoes it in its own format.
 */
const dateSchema = z.iso.date();
const instantSchema = z
  .string()
  .refine((value) => dateSchema.safeParse(value).success || timestampSchema.safeParse(value).success, {
    error: 'Enter a date such as 2026-12-31 or a date and time such as 2026-12-31T18:00:00Z',
  })
  .meta({
    anyOf: [
      { type: 'string', format: 'date' },
      { type: 'string', format: 'date-time' },
    ],
  });
export const dateConditionsSchema = z
  .object({ $after: singleValue(instantSchema).optional(), $before: singleValue(instantSchema).optional() })
  .strict();

export const transactionExportFiltersSchema = z
  .object({
    junction: z.enum(['and', 'or']).optional(),
    created_at: z.object({ conditions: dateConditionsSchema }).optional(),
    voucher_id: z.object({ conditions: stringConditionsSchema }).optional(),
    campaign_id: z.object({ conditions: stringConditionsSchema }).optional(),
  })
  .strict();
export type TransactionExportFilters = z.infer<typeof transactionExportFiltersSchema>;

export const transactionExportParametersSchema = z.object({
  order: z.enum(['created_at', '-created_at']).optional(),
  fields: z.array(transactionExportFieldSchema).min(1).optional(),
  filters: transactionExportFiltersSchema.optional(),
});
export type TransactionExportParameters = z.infer<typeof transactionExportParametersSchema>;

/** Both loyalty export paths; SDK v2 sends `{}` when the caller gives no parameters. */
export const transactionExportRequestSchema = z
  .object({ parameters: transactionExportParametersSchema.optional() })
  .meta({ id: 'LoyaltiesMembersTransactionsExportCreateRequestBody' });
export type TransactionExportRequest = z.infer<typeof transactionExportRequestSchema>;

/**
 * A campaign's or loyalty program's transaction export: the loyalty export's parameters, the campaign coming from the
 * path (a `campaign_id` filter is refused rather than mixed with it).
 */
const campaignTransactionExportParametersSchema = transactionExportParametersSchema.extend({
  filters: transactionExportFiltersSchema.omit({ campaign_id: true }).optional(),
});
export const campaignTransactionExportRequestSchema = z
  .object({ parameters: campaignTransactionExportParametersSchema.optional() })
  .meta({ id: 'CampaignsTransactionsExportCreateRequestBody' });
export type CampaignTransactionExportParameters = z.infer<typeof campaignTransactionExportParametersSchema>;
export const programTransactionExportRequestSchema = campaignTransactionExportRequestSchema.meta({
  id: 'LoyaltiesTransactionsExportCreateRequestBody',
});

/**
 * Any kind's parameters as answered: the kind's own request shape (`export-kinds.ts`) validated them; a card export
 * names its card as a `voucher_id` filter.
 */
const exportParametersSchema = z.object({
  order: z.string().optional(),
  fields: z.array(z.string()).optional(),
  filters: z
    .object({
      junction: z.enum(['and', 'or']).optional(),
      voucher_id: z.object({ conditions: stringConditionsSchema }),
    })
    .partial()
    .catchall(z.unknown())
    .optional(),
  campaign_id: z.string().optional(),
});

/** An export at any status: `result.url` is set once DONE, null before. */
export const exportSchema = z
  .object({
    id: z.string().startsWith('exp_'),
    object: z.literal('export'),
    created_at: timestampSchema,
    status: exportStatusSchema,
    channel: z.string().optional(),
    exported_object: exportKindSchema,
    parameters: exportParametersSchema,
    result: z.object({ url: z.string() }).nullable(),
    user_id: z.string().nullable(),
    /** Why an export ended in ERROR; the official schema has no field for it, so this one is an addition. */
    error: z.object({ message: z.string() }).optional(),
  })
  .meta({ id: 'Export' });
export type Export = z.infer<typeof exportSchema>;

/** GET /v1/exports: the project's exports, newest first by default. */
export const exportListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(100).default(1),
  order: z.enum(['created_at', '-created_at']).default('-created_at'),
});
export type ExportListQuery = z.infer<typeof exportListQuerySchema>;

export const exportListSchema = z
  .object({
    object: z.literal('list'),
    data_ref: z.literal('exports'),
    exports: z.array(exportSchema),
    total: z.number().int(),
  })
  .meta({ id: 'ExportsListResponseBody' });
