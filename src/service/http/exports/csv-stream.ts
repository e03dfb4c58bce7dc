import type { Context } from 'hono';
import type { TransactionExportParameters } from '../../../contract/export.ts';
import { DEFAULT_TRANSACTION_EXPORT_FIELDS, transactionCsvHeader, transactionCsvRow } from '../../domain/csv.ts';
import type { Db } from '../../store/db.ts';
import { loggableMessage } from '../../store/errors.ts';
import {
  exportScope,
  transactionBatch,
  type ExportRow,
  type ExportedTransactionRow,
} from '../../store/repositories/exports.ts';
import type { AppEnv } from '../env.ts';

const batchSize = 2_000;

const csvValues = (t: ExportedTransactionRow) => ({
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
 * Streams the export's CSV in keyset batches, each read only when the client has taken the previous one (a pull
 * stream): memory holds one batch whatever the row count, and the client's pace decides how fast batches are read.
 * When the client goes away, node-server cancels the stream and no further batch is read, so a dropped download
 * stops costing the database at once.
 */
export function streamExportCsv(
  c: Context<AppEnv>,
  db: Db,
  row: ExportRow,
  cardId: string,
  parameters: TransactionExportParameters,
) {
  const fields = parameters.fields ?? DEFAULT_TRANSACTION_EXPORT_FIELDS;
  const scope = exportScope(row, cardId, parameters.filters);
  const descending = parameters.order === '-created_at';
  const encoder = new TextEncoder();
  let after: ExportedTransactionRow | undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(transactionCsvHeader(fields)));
    },
    async pull(controller) {
      try {
        const batch = await transactionBatch(db, scope, descending, after, batchSize);
        if (cancelled) return;
        if (batch.length)
          controller.enqueue(encoder.encode(batch.map((t) => transactionCsvRow(csvValues(t), fields)).join('')));
        after = batch.at(-1);
        if (batch.length < batchSize) controller.close();
      } catch (error) {
        // Headers are out: the client sees a cut-off file; the log says why.
        c.get('log')('error', { msg: 'export download failed', export_id: row.id, error: loggableMessage(error) });
        if (!cancelled) controller.error(error);
      }
    },
    cancel() {
      cancelled = true;
    },
  });
  return c.body(body, 200, {
    'content-type': 'text/plain; charset=utf-8',
    'content-disposition': `attachment; filename="${row.id}.csv"`,
  });
}
