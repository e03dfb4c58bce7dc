import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import type { TransactionExportParameters } from '../../../contract/export.ts';
import { DEFAULT_TRANSACTION_EXPORT_FIELDS, transactionCsvHeader, transactionCsvRow } from '../../domain/csv.ts';
import type { Db } from '../../store/db.ts';
import { exportScope, transactionBatch, type ExportRow, type TransactionRow } from '../../store/repositories/exports.ts';
import type { AppEnv } from '../env.ts';

const batchSize = 2_000;

const csvValues = (t: TransactionRow) => ({
  id: t.id,
  campaign_id: t.campaignId,
  voucher_id: t.voucherId,
  type: t.type,
  source_id: t.sourceId,
  reason: t.reason,
  source: t.source,
  balance: t.balance,
  amount: t.amount,
  related_transaction_id: t.relatedTransactionId,
  created_at: t.createdAt.toISOString(),
  details: t.details,
});

/**
 * Streams the export's CSV in keyset batches: memory holds one batch whatever the row count, and the
 * client's pace (backpressure) decides how fast batches are read.
 */
export function streamExportCsv(c: Context<AppEnv>, db: Db, row: ExportRow, cardId: string, parameters: TransactionExportParameters) {
  const fields = parameters.fields ?? DEFAULT_TRANSACTION_EXPORT_FIELDS;
  const scope = exportScope(row, cardId, parameters.filters);
  const descending = parameters.order === '-created_at';
  c.header('content-type', 'text/plain; charset=utf-8');
  c.header('content-disposition', `attachment; filename="${row.id}.csv"`);
  return stream(c, async (out) => {
    await out.write(transactionCsvHeader(fields));
    let after: TransactionRow | undefined;
    for (;;) {
      const batch = await transactionBatch(db, scope, descending, after, batchSize);
      if (batch.length === 0) break;
      await out.write(batch.map((t) => transactionCsvRow(csvValues(t), fields)).join(''));
      after = batch.at(-1);
      if (batch.length < batchSize) break;
    }
  });
}
