import type { CampaignType } from '../../../contract/campaign.ts';
import type {
  CampaignTransactionExportParameters,
  ExportKind,
  ExportListQuery,
  TransactionExportParameters,
} from '../../../contract/export.ts';
import type { ExportCreateRequest } from '../../../contract/export-kinds.ts';
import { newId, randomText } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { auditChange, type Acting } from '../acting.ts';
import { readExportChunk } from '../../store/repositories/export-csv.ts';
import {
  deleteExport,
  findExport,
  insertExport,
  pageExports,
  type ExportRow,
} from '../../store/repositories/exports.ts';
import { kindSources } from '../../store/repositories/export-kind-chunks.ts';
import { findVoucherByCode } from '../../store/repositories/vouchers.ts';
import type { StoredExportParameters } from '../../store/schema/activity.ts';
import { readLiveCampaign } from '../campaigns/read.ts';
import { readLoyaltyCard } from '../vouchers/read.ts';
import { DomainFailure, invalidField, notFound } from '../failures.ts';

type ScheduleInput = { projectId: string; channel: 'API' | 'WEBSITE' };

/** Stores an export for the worker to pick up, with its audit entry, in one transaction. */
function storeExport(
  db: Db,
  input: ScheduleInput & { kind: ExportKind; parameters: StoredExportParameters; summary: string },
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const row = await insertExport(tx, {
      id: newId('exp_'),
      projectId: input.projectId,
      status: 'SCHEDULED',
      channel: input.channel,
      exportedObject: input.kind,
      parameters: input.parameters,
      downloadToken: randomText(40),
      createdAt: acting.at,
    });
    await auditChange(tx, input.projectId, acting, {
      action: 'export.scheduled',
      resourceType: 'export',
      resourceId: row.id,
      summary: input.summary,
    });
    return row;
  });
}

/**
 * Schedules a transaction export of a card of the project: a loyalty card on the loyalty paths (on the campaign
 * path, of that campaign), any voucher with transactions on the voucher path. Returns the stored row.
 */
export async function scheduleTransactionExport(
  db: Db,
  input: ScheduleInput & {
    memberId: string;
    campaignId: string | undefined;
    parameters: TransactionExportParameters | undefined;
    anyVoucher?: boolean;
  },
  acting: Acting,
) {
  const { projectId, memberId, campaignId } = input;
  const card = input.anyVoucher
    ? await findVoucherByCode(db, projectId, memberId)
    : await readLoyaltyCard(db, projectId, memberId, campaignId);
  if (!card) throw notFound('voucher', memberId);
  return storeExport(
    db,
    {
      ...input,
      kind: 'voucher_transactions',
      parameters: { ...input.parameters, card_id: card.id, card_code: card.code },
      summary: `Scheduled a transaction export of the card ${card.code}`,
    },
    acting,
  );
}

/**
 * Schedules a transaction export of every card of a campaign named by id or name (`types` are the campaign types
 * the path serves: gift cards and loyalty programs, or loyalty programs alone; another is a 403, as the hosted
 * service answers). Returns the stored row.
 */
export async function scheduleCampaignTransactionExport(
  db: Db,
  input: ScheduleInput & {
    campaignId: string;
    types: readonly CampaignType[];
    parameters: CampaignTransactionExportParameters | undefined;
  },
  acting: Acting,
) {
  const campaign = await readLiveCampaign(db, input.projectId, input.campaignId);
  if (!input.types.includes(campaign.campaignType))
    throw new DomainFailure({
      kind: 'forbidden',
      key: 'forbidden',
      message: 'Forbidden',
      details: `Transactions are allowed only for ${input.types.length > 1 ? 'loyalty or gift' : 'loyalty'} campaigns`,
    });
  return storeExport(
    db,
    {
      ...input,
      kind: 'voucher_transactions',
      parameters: { ...input.parameters, campaign_scope_id: campaign.id },
      summary: `Scheduled a transaction export of the campaign ${campaign.name}`,
    },
    acting,
  );
}

/**
 * Schedules an export of any kind (`POST /v1/exports`). A field the official list names but this service does not
 * store is a 400 naming it.
 */
export async function scheduleExport(db: Db, input: ScheduleInput & { request: ExportCreateRequest }, acting: Acting) {
  const { request } = input;
  const kind = request.exported_object;
  if (kind !== 'voucher_transactions') {
    const source = kindSources[kind];
    request.parameters?.fields?.forEach((field, index) => {
      if (!(field in source.fields))
        throw invalidField(`parameters.fields.${index}`, `Promodesk does not store the ${kind} field ${field}`);
    });
  }
  return storeExport(
    db,
    { ...input, kind, parameters: request.parameters ?? {}, summary: `Scheduled an export of ${kind}s` },
    acting,
  );
}

/** Deletes an export of the project: its file goes, and a job still writing it stops. */
export async function removeExport(db: Db, projectId: string, exportId: string, acting: Acting) {
  await db.transaction(async (tx) => {
    if (!(await deleteExport(tx, projectId, exportId))) throw notFound('export', exportId);
    await auditChange(tx, projectId, acting, {
      action: 'export.deleted',
      resourceType: 'export',
      resourceId: exportId,
      summary: `Deleted the export ${exportId}`,
    });
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
