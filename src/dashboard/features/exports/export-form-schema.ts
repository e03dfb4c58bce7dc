import { z } from 'zod';
import {
  transactionExportFieldSchema,
  transactionExportParametersSchema,
  transactionExportRequestSchema,
  type TransactionExportField,
} from '../../../contract/export.ts';
import { localDateTimeSchema, localDateTimeToIso } from '../../lib/local-date-time.ts';

/** Which card's transactions: its code, and the loyalty campaign to look it up in (none: found by code alone). */
const exportCardSchema = z.object({ code: z.string(), campaignId: z.string().optional() });
export type ExportCard = z.output<typeof exportCardSchema>;
const scheduledExportSchema = z.object({ card: exportCardSchema, request: transactionExportRequestSchema });

export const exportFormSchema = z
  .object({
    code: z.string().trim().min(1, 'Enter the loyalty card code'),
    campaignId: z.string(),
    fields: z.array(transactionExportFieldSchema).min(1, 'Choose at least one column'),
    order: transactionExportParametersSchema.shape.order.unwrap(),
    from: localDateTimeSchema,
    until: localDateTimeSchema,
  })
  .refine((form) => !form.from || !form.until || new Date(form.from) < new Date(form.until), {
    message: 'The end must come after the start',
    path: ['until'],
  })
  .transform((form): z.input<typeof scheduledExportSchema> => {
    const conditions = { $after: localDateTimeToIso(form.from), $before: localDateTimeToIso(form.until) };
    const filtered = conditions.$after !== undefined || conditions.$before !== undefined;
    return {
      card: { code: form.code, campaignId: form.campaignId || undefined },
      request: {
        parameters: {
          fields: form.fields,
          order: form.order,
          filters: filtered ? { created_at: { conditions } } : undefined,
        },
      },
    };
  })
  .pipe(scheduledExportSchema);
export type ExportFormValues = z.input<typeof exportFormSchema>;
export type ExportFormOutput = z.output<typeof exportFormSchema>;

export const fieldWords: Record<TransactionExportField, string> = {
  id: 'Transaction id',
  campaign_id: 'Campaign id',
  voucher_id: 'Card id',
  type: 'Transaction type',
  source_id: 'Source id',
  reason: 'Reason',
  source: 'Source',
  balance: 'Balance after',
  amount: 'Points',
  related_transaction_id: 'Related transaction',
  created_at: 'Created at',
  details: 'Details (JSON)',
};

export const defaultExportForm: ExportFormValues = {
  code: '',
  campaignId: '',
  fields: ['created_at', 'type', 'amount', 'balance', 'reason'],
  order: '-created_at',
  from: '',
  until: '',
};
