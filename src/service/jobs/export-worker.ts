import { startPoller } from './poller.ts';
import { sql, type SQL } from 'drizzle-orm';
import type { TransactionExportParameters } from '../../contract/export.ts';
import { exportCreateRequestSchema } from '../../contract/export-kinds.ts';
import { DEFAULT_TRANSACTION_EXPORT_FIELDS, csvLine } from '../domain/csv.ts';
import type { Db } from '../store/db.ts';
import { campaignCards } from '../store/repositories/card-ledgers.ts';
import { findCampaign } from '../store/repositories/campaigns.ts';
import { insertExportChunk, writeTransactionChunk, type TransactionCursor } from '../store/repositories/export-csv.ts';
import {
  kindScope,
  kindSources,
  writeKindChunk,
  type ChunkCursor,
  type KindChunkPlan,
} from '../store/repositories/export-kind-chunks.ts';
import {
  claimExport,
  exportScope,
  finishExport,
  releaseExport,
  renewExportLock,
  type ExportRow,
} from '../store/repositories/exports.ts';
import { findVoucherById } from '../store/repositories/vouchers.ts';
import { loggableMessage } from '../store/errors.ts';

/**
 * A claimed job is someone else's to take over once its lock lapses, e.g. after the worker's process died; the
 * worker renews it after every chunk, so its owner keeps it while it lives.
 */
export const exportLockMs = 30_000;
const maxAttempts = 3;
/** Records per stored chunk: about 1.4 MiB of CSV with the default fields. */
const chunkRecords = 10_000;

/** What a transaction export is limited to: a card, or a campaign's cards; a gift card's are derived movements. */
type TransactionLimit = { cardId?: string | undefined; campaignId?: string | undefined; giftCards?: SQL | undefined };

/** Writes a transaction export's records after its header; answers false if another worker took the job over. */
async function writeTransactions(
  db: Db,
  job: ExportRow,
  limit: TransactionLimit,
  parameters: TransactionExportParameters,
  renew: () => Promise<boolean>,
) {
  const plan = {
    exportId: job.id,
    attempt: job.attempts,
    scope: exportScope(job, limit, parameters.filters),
    fields: parameters.fields ?? DEFAULT_TRANSACTION_EXPORT_FIELDS,
    descending: parameters.order === '-created_at',
    size: chunkRecords,
    giftCards: limit.giftCards,
  };
  let cursor: TransactionCursor | undefined;
  for (let seq = 1; ; seq++) {
    const written = await writeTransactionChunk(db, plan, seq, cursor);
    if (written.records < chunkRecords) return true;
    if (!(await renew())) return false;
    cursor = written.cursor;
  }
}

/**
 * The card or campaign a transaction export is limited to, if they still exist: a gift card's, or a gift card
 * campaign's, records are its derived ledger (redemptions, rollbacks and credit changes).
 */
async function transactionLimit(db: Db, projectId: string, cardId: string | undefined, campaignId: string | undefined) {
  if (cardId) {
    const card = await findVoucherById(db, cardId);
    if (!card) return 'The loyalty card no longer exists';
    return { cardId, giftCards: card.type === 'GIFT_VOUCHER' ? sql`${cardId}` : undefined };
  }
  if (!campaignId) return {};
  const campaign = await findCampaign(db, projectId, campaignId);
  if (!campaign || campaign.deletedAt) return 'The campaign no longer exists';
  return { campaignId, giftCards: campaign.campaignType === 'GIFT_VOUCHERS' ? campaignCards(campaignId) : undefined };
}

/** Writes the records of any other kind the same way, by the kind's source. */
async function writeKind(
  db: Db,
  job: ExportRow,
  plan: Omit<KindChunkPlan, 'exportId' | 'attempt' | 'size'>,
  renew: () => Promise<boolean>,
) {
  const full = { ...plan, exportId: job.id, attempt: job.attempts, size: chunkRecords };
  let cursor: ChunkCursor | undefined;
  for (let seq = 1; ; seq++) {
    const written = await writeKindChunk(db, full, seq, cursor);
    if (written.records < chunkRecords) return true;
    if (!(await renew())) return false;
    cursor = written.cursor;
  }
}

/**
 * Runs one claimed export: writes its CSV once, in chunks the database formats itself, renewing the job's lock
 * after each; a download then sends the stored chunks. Stops without a word if another worker took the job over, or
 * if the export was deleted (its lock can no longer be renewed, its chunks can no longer be stored), and hands the
 * job back when the process stops.
 */
async function runExport(db: Db, job: ExportRow, now: () => Date, lockMs: number, signal?: AbortSignal) {
  // A stopping process hands the export back between two chunks; the next worker writes it again from the start.
  const renew = async () =>
    signal?.aborted ? releaseExport(db, job) : renewExportLock(db, job, new Date(now().getTime() + lockMs));
  if (job.attempts > maxAttempts)
    return finishExport(db, job, { status: 'ERROR', error: `Gave up after ${maxAttempts} attempts` }, now());
  const { card_id: cardId, card_code: _code, campaign_scope_id: campaignId, ...stored } = job.parameters;
  const request = exportCreateRequestSchema.safeParse({ exported_object: job.exportedObject, parameters: stored });
  if (!request.success)
    return finishExport(
      db,
      job,
      { status: 'ERROR', error: 'The export asks for something this service cannot list' },
      now(),
    );
  const limit = await transactionLimit(db, job.projectId, cardId, campaignId);
  if (typeof limit === 'string') return finishExport(db, job, { status: 'ERROR', error: limit }, now());
  const parameters = request.data.parameters ?? {};
  let held: boolean;
  if (request.data.exported_object === 'voucher_transactions') {
    const fields = request.data.parameters?.fields ?? DEFAULT_TRANSACTION_EXPORT_FIELDS;
    await insertExportChunk(db, { exportId: job.id, attempt: job.attempts, seq: 0, data: csvLine(fields) });
    held = await writeTransactions(db, job, limit, { ...request.data.parameters, fields: [...fields] }, renew);
  } else {
    const source = kindSources[request.data.exported_object];
    const fields: readonly string[] = request.data.parameters?.fields ?? source.defaultFields;
    const order = 'order' in parameters && parameters.order ? parameters.order : '-created_at';
    const campaignId = 'campaign_id' in parameters ? parameters.campaign_id : undefined;
    const extra = campaignId ? [sql`${source.filters['campaign_id']?.expr} = ${campaignId}`] : [];
    const scope = kindScope(source, job.projectId, job.createdAt, parameters.filters, extra);
    await insertExportChunk(db, { exportId: job.id, attempt: job.attempts, seq: 0, data: csvLine(fields) });
    held = await writeKind(
      db,
      job,
      { source, scope, fields, key: order.replace(/^-/, ''), descending: order.startsWith('-') },
      renew,
    );
  }
  return held && finishExport(db, job, { status: 'DONE' }, now());
}

type WorkerOptions = {
  now?: (() => Date) | undefined;
  /** Runs a job as acting in its project (QA mode: the project's clock stamps the export). */
  inProject?: (<T>(projectId: string, work: () => Promise<T>) => Promise<T>) | undefined;
  /** How long a claim lasts unrenewed; `exportLockMs` unless configured. */
  lockMs?: number | undefined;
  /** Aborted when the process stops: no new export is claimed, and the one running is handed back. */
  signal?: AbortSignal | undefined;
};

/** Works through every claimable export; returns how many it finished. */
export async function drainExports(db: Db, options: WorkerOptions = {}) {
  const now = options.now ?? (() => new Date());
  const inProject = options.inProject ?? ((_projectId, work) => work());
  const lockMs = options.lockMs ?? exportLockMs;
  let done = 0;
  const { signal } = options;
  const claim = () => (signal?.aborted ? undefined : claimExport(db, now(), lockMs));
  for (let job = await claim(); job; job = await claim()) {
    await inProject(job.projectId, () =>
      runExport(db, job, now, lockMs, signal).catch((error: unknown) =>
        finishExport(db, job, { status: 'ERROR', error: loggableMessage(error) }, now()),
      ),
    );
    done++;
  }
  return done;
}

/** Polls the export queue until stopped; jobs left by a previous process are picked up once their lock lapses. */
export function startExportWorker(db: Db, options: WorkerOptions & { pollMs?: number } = {}) {
  return startPoller('export worker', (signal) => drainExports(db, { ...options, signal }), options.pollMs ?? 250);
}
