import type { ExportListQuery, TransactionExportParameters } from '../../../contract/export.ts';
import { newId, randomText } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { auditChange, type Acting } from '../acting.ts';
import { readExportChunk } from '../../store/repositories/export-csv.ts';
import { findExport, insertExport, pageExports, type ExportRow } from '../../store/repositories/exports.ts';
import { readLoyaltyCard } from '../vouchers/read.ts';
import { DomainFailure, notFound } from '../failures.ts';

/**
 * Schedules a transaction export of a loyalty card of the project (on the campaign path, of that campaign); the
 * export worker picks it up. Returns the stored row.
 */
export async function scheduleTransactionExport(
  db: Db,
  input: {
    projectId: string;
    memberId: string;
    campaignId: string | undefined;
    parameters: TransactionExportParameters | undefined;
    channel: 'API' | 'WEBSITE';
  },
  acting: Acting,
) {
  const { projectId, memberId, campaignId } = input;
  const card = await readLoyaltyCard(db, projectId, memberId, campaignId);
  return db.transaction(async (tx) => {
    const row = await insertExport(tx, {
      id: newId('exp_'),
      projectId,
      status: 'SCHEDULED',
      channel: input.channel,
      exportedObject: 'voucher_transactions',
      parameters: { ...input.parameters, card_id: card.id, card_code: card.code },
      downloadToken: randomText(40),
      createdAt: acting.at,
    });
    await auditChange(tx, projectId, acting, {
      action: 'export.scheduled',
      resourceType: 'export',
      resourceId: row.id,
      summary: `Scheduled a transaction export of the card ${card.code}`,
    });
    return row;
  });
}

/** A page of the project's exports by creation time. */
export const readExportPage = (db: Executor, projectId: string, query: ExportListQuery) =>
  pageExports(db, projectId, query);

export async function readExport(db: Executor, projectId: string, exportId: string) {
  const row = await findExport(db, projectId, exportId);
  if (!row) throw notFound('export', exportId);
  return row;
}

/**
 * The export a download link names, once its file is ready; the token is compared in constant time by the caller.
 * A wrong token is a 401, as the hosted download answers it.
 */
export async function downloadableExport(db: Executor, exportId: string, tokenMatches: (stored: string) => boolean) {
  const row = await findExport(db, undefined, exportId);
  if (!row) throw notFound('export', exportId);
  if (!tokenMatches(row.downloadToken)) {
    throw new DomainFailure({
      kind: 'unauthorized',
      key: 'unauthorized',
      message: 'Unauthorized',
      details: `The token is not the download token of the export ${exportId}`,
    });
  }
  if (row.status !== 'DONE') {
    throw new DomainFailure({
      kind: 'not_found',
      key: 'not_found',
      message: 'Resource not found',
      details: `The export ${exportId} is ${row.status}; its file is not ready yet`,
      resource_id: exportId,
      resource_type: 'export',
    });
  }
  return row;
}

/** The CSV the export's job stored, one chunk at a time in order, each read only when asked for. */
export async function* exportCsvChunks(db: Executor, row: ExportRow) {
  for (let seq = 0; ; seq++) {
    const chunk = await readExportChunk(db, row.id, row.attempts, seq);
    if (chunk === undefined) return;
    yield chunk;
  }
}
