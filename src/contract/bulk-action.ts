import { z } from 'zod';
import { metadataSchema } from './common.ts';
import { customerListQuerySchema } from './customer.ts';

/*
 * Bulk actions: one change applied to many rows of a list (chosen rows, or every row its filter matches) as an async
 * action, with progress, per-row failures, and an undo that reverses exactly what the action changed.
 */

/** The async action type bulk actions and their undos run as; Promodesk's own, so `/v1/async-actions` hides it. */
export const bulkActionJobType = 'PROMODESK.BULK_ACTION';

export const bulkResources = ['campaigns', 'vouchers', 'products', 'customers'] as const;
export const bulkResourceSchema = z.enum(bulkResources);
export type BulkResource = z.infer<typeof bulkResourceSchema>;

export const bulkActionNames = ['enable', 'disable', 'delete', 'metadata', 'category', 'export'] as const;
export const bulkActionNameSchema = z.enum(bulkActionNames);
export type BulkActionName = z.infer<typeof bulkActionNameSchema>;

/**
 * Which actions each list offers: products and customers have no on/off, only campaigns have a category. `export`
 * changes nothing: it writes the rows as they are to a CSV file (`GET .../bulk-actions/{id}/file`).
 */
export const bulkActionsOf: Record<BulkResource, readonly BulkActionName[]> = {
  campaigns: ['enable', 'disable', 'delete', 'metadata', 'category', 'export'],
  vouchers: ['enable', 'disable', 'delete', 'metadata', 'export'],
  products: ['delete', 'metadata', 'export'],
  customers: ['delete', 'metadata', 'export'],
};

/** The columns of each list's export file, in order. */
export const bulkExportColumns = {
  campaigns: ['id', 'name', 'type', 'active', 'category_id', 'start_date', 'expiration_date', 'created_at', 'metadata'],
  vouchers: [
    'id',
    'code',
    'campaign_id',
    'type',
    'active',
    'redeemed_quantity',
    'redemption_quantity',
    'holder_id',
    'start_date',
    'expiration_date',
    'created_at',
    'metadata',
  ],
  products: ['id', 'source_id', 'name', 'price', 'created_at', 'metadata'],
  customers: ['id', 'source_id', 'name', 'email', 'phone', 'created_at', 'metadata'],
} as const satisfies Record<BulkResource, readonly string[]>;

/** Rows one action may touch; a filter matching more is refused rather than cut short. */
export const maxBulkActionRows = 10_000;
const refSchema = z.string().trim().min(1).max(200);
const metadataKeySchema = z.string().min(1).max(100);

/**
 * "Select all matching": the lists' own filters that a bulk action can resolve to rows when it is scheduled (an
 * empty filter is the whole list). `q` is the customers list's search (`GET /v1/customers?q=`).
 */
export const bulkFilterSchema = z
  .object({
    campaign_id: refSchema.optional(),
    active: z.boolean().optional(),
    category_id: refSchema.optional(),
    q: customerListQuerySchema.shape.q,
  })
  .strict();

/** The filters each list has, so a filter a list would not apply is refused rather than ignored. */
const bulkFiltersOf: Record<BulkResource, readonly (keyof BulkFilter)[]> = {
  campaigns: ['campaign_id', 'active', 'category_id'],
  vouchers: ['campaign_id', 'active', 'category_id'],
  products: [],
  customers: ['q'],
};
export type BulkFilter = z.infer<typeof bulkFilterSchema>;

export const bulkActionRequestSchema = z
  .object({
    resource: bulkResourceSchema,
    action: bulkActionNameSchema,
    ids: z.array(refSchema).min(1).max(maxBulkActionRows).optional(),
    filter: bulkFilterSchema.optional(),
    /** `metadata`: keys to set. */
    metadata: metadataSchema.optional(),
    /** `metadata`: keys to remove. */
    unset_metadata: z.array(metadataKeySchema).max(100).optional(),
    /** `category`: the category to move to, or null for none. */
    category_id: refSchema.nullable().optional(),
  })
  .strict()
  .superRefine((request, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ((request.ids === undefined) === (request.filter === undefined)) issue('ids', 'Send either ids or a filter');
    if (!bulkActionsOf[request.resource].includes(request.action))
      issue('action', `The ${request.resource} list has no ${request.action} action`);
    for (const name of Object.keys(request.filter ?? {}) as (keyof BulkFilter)[])
      if (!bulkFiltersOf[request.resource].includes(name))
        issue('filter', `The ${request.resource} list has no ${name} filter`);
    if (request.action === 'metadata' && !request.metadata && !request.unset_metadata?.length)
      issue('metadata', 'Send metadata keys to set or unset_metadata keys to remove');
    if (request.action === 'category' && request.category_id === undefined)
      issue('category_id', 'Send the category to move to, or null');
  })
  .meta({ id: 'PromodeskBulkActionRequest' });
export type BulkActionRequest = z.infer<typeof bulkActionRequestSchema>;

export const bulkActionStatusSchema = z.enum(['ENQUEUED', 'IN_PROGRESS', 'DONE', 'FAILED']);

/** A row the action did not change, and why: refused by its operation, or (an undo) changed by someone since. */
const rowReportSchema = z.object({ id: z.string(), reason: z.string() });

export const bulkActionSchema = z
  .object({
    id: z.string(),
    object: z.literal('bulk_action'),
    resource: bulkResourceSchema,
    action: bulkActionNameSchema,
    /** The action this one undoes, when it is an undo. */
    undo_of: z.string().nullable(),
    status: bulkActionStatusSchema,
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    changed_count: z.number().int(),
    failures: z.array(rowReportSchema),
    skipped: z.array(rowReportSchema),
    /** Whether an undo may be asked for: a finished action, not itself an undo nor an export, that changed rows. */
    undoable: z.boolean(),
    /** A finished export's CSV file (its rows as they were when exported); null for any other action. */
    file_url: z.string().nullable(),
    message: z.string().optional(),
    created_at: z.string(),
  })
  .meta({ id: 'PromodeskBulkAction' });
export type BulkAction = z.infer<typeof bulkActionSchema>;

export const bulkActionScheduledSchema = z.object({ id: z.string(), object: z.literal('bulk_action') });
