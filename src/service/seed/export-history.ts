import type { TransactionExportParameters } from '../../contract/export.ts';
import { DEFAULT_TRANSACTION_EXPORT_FIELDS, transactionCsvHeader } from '../domain/csv.ts';
import { randomText } from '../ids.ts';
import type { Tx } from '../store/db.ts';
import { insertExportChunk, writeTransactionChunk } from '../store/repositories/export-csv.ts';
import { exportScope, insertExport } from '../store/repositories/exports.ts';
import type { VoucherRow } from '../store/repositories/vouchers.ts';
import type { History } from './demo-history.ts';

/** The card's exports the shop asked for: days before the first start, and what each asked for. */
const asked: [number, TransactionExportParameters][] = [
  [30, {}],
  [2, { fields: ['created_at', 'type', 'amount', 'balance', 'reason'], order: '-created_at' }],
];

/**
 * Two transaction exports of the demo card (none at the compact scale: a per-worker project's tests make their own),
 * done: each file written by the store's own chunk writer as the export worker writes it, so it holds the card's
 * transactions up to the moment the export was asked for. Download tokens are secrets, random like every other.
 */
export async function seedExportHistory(tx: Tx, { random, calendar, scale }: History, card: VoucherRow) {
  if (scale === 'compact') return;
  for (const [daysBack, parameters] of asked) {
    const createdAt = calendar.dayAt(-daysBack, 11 + random.int(6));
    const job = await insertExport(tx, {
      id: random.id('exp_'),
      projectId: card.projectId,
      status: 'DONE',
      channel: 'API',
      exportedObject: 'voucher_transactions',
      parameters: { ...parameters, card_id: card.id, card_code: card.code },
      downloadToken: randomText(40),
      attempts: 1,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + 1500),
    });
    const fields = parameters.fields ?? DEFAULT_TRANSACTION_EXPORT_FIELDS;
    await insertExportChunk(tx, { exportId: job.id, attempt: 1, seq: 0, data: transactionCsvHeader(fields) });
    const plan = {
      exportId: job.id,
      attempt: 1,
      scope: exportScope(job, { cardId: card.id }, parameters.filters),
      fields,
      descending: parameters.order === '-created_at',
      size: 10_000,
    };
    await writeTransactionChunk(tx, plan, 1, undefined);
  }
}
