import { and, asc, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { TransactionExportField } from '../../../contract/export.ts';
import type { Executor } from '../db.ts';
import { queryRows } from '../db.ts';
import { exportChunks, loyaltyTransactions } from '../schema/activity.ts';
import { vouchers } from '../schema/catalog.ts';
import { FORMULA_START, PLAIN_NUMBER } from '../../domain/csv.ts';
import { giftLedger } from './card-ledgers.ts';

const t = loyaltyTransactions;

/** Each exportable field as text, as `domain/csv.ts` writes it (`details` in jsonb's own JSON text). */
const fieldText: Record<TransactionExportField, SQL> = {
  id: sql`${t.id}`,
  type: sql`${t.type}`,
  source_id: sql`${t.sourceId}`,
  reason: sql`${t.reason}`,
  source: sql`${t.source}`,
  balance: sql`${t.balance}::text`,
  amount: sql`${t.amount}::text`,
  created_at: sql`to_char(${t.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  voucher_id: sql`${t.voucherId}`,
  campaign_id: sql`${t.campaignId}`,
  details: sql`${t.details}::text`,
  related_transaction_id: sql`${t.relatedTransactionId}`,
};

// Constants, not parameters: a record repeats them for every field (neither pattern holds a quote).
const formulaStart = sql.raw(`'${FORMULA_START}'`);
const plainNumber = sql.raw(`'${PLAIN_NUMBER}'`);

/** A would-be formula with its leading apostrophe, the rule of `csvField` (`domain/csv.ts`). */
const defused = (text: SQL) =>
  sql`CASE WHEN ${text} ~ ${formulaStart} AND ${text} !~ ${plainNumber} THEN '''' || (${text}) ELSE ${text} END`;

/** RFC 4180 in SQL, the rule of `csvField`: empty for null, quoted (quotes doubled) with a comma, quote, CR or LF. */
const csvField = (field: SQL) => {
  // In parentheses: `||` binds no tighter than a field's own operators (`data->>'type'`).
  const text = sql`(${field})`;
  const safe = defused(text);
  return sql`CASE WHEN ${text} IS NULL THEN '' WHEN ${safe} ~ '[",\\r\\n]' THEN '"' || replace(${safe}, '"', '""') || '"' ELSE ${safe} END`;
};

/** One CSV record of the given field texts, CRLF-terminated, built by the database. */
export const csvRecord = (texts: readonly SQL[]) =>
  sql`${sql.join(texts.map(csvField), sql` || ',' || `)} || E'\\r\\n'`;

/** One transaction record of `fields`. */
export const transactionCsvRecord = (fields: readonly TransactionExportField[]) =>
  csvRecord(fields.map((field) => fieldText[field]));

export type ChunkPlan = {
  exportId: string;
  attempt: number;
  scope: SQL;
  fields: readonly TransactionExportField[];
  descending: boolean;
  size: number;
  /** The gift cards whose derived ledger (`card-ledgers.ts`) is exported instead of the loyalty transactions. */
  giftCards?: SQL | undefined;
};

/** Where the previous chunk ended: its last record's creation time (text, as the database wrote it) and id. */
export type TransactionCursor = { createdAt: string; id: string };

/**
 * Writes the next chunk of an export's CSV, the `size` records after `cursor` (in export order), in one statement:
 * the database reads, formats and stores them, so no record passes through this process. Returns how many records
 * it wrote and where the last one is.
 */
export async function writeTransactionChunk(
  db: Executor,
  plan: ChunkPlan,
  seq: number,
  cursor: TransactionCursor | undefined,
) {
  const direction = plan.descending ? desc : asc;
  const after = cursor
    ? (plan.descending ? lt : gt)(
        sql`(${t.createdAt}, ${t.id})`,
        sql`(${cursor.createdAt}::timestamptz, ${cursor.id}::text)`,
      )
    : undefined;
  const fields = {
    id: t.id,
    createdAt: t.createdAt,
    line: sql<string>`${transactionCsvRecord(plan.fields)}`.as('line'),
  };
  const ledger = plan.giftCards && giftLedger(db, plan.giftCards);
  const batch = (ledger ? db.with(ledger).select(fields).from(ledger) : db.select(fields).from(t))
    .innerJoin(vouchers, eq(vouchers.id, t.voucherId))
    .where(and(plan.scope, after))
    .orderBy(direction(t.createdAt), direction(t.id))
    .limit(plan.size);
  const order = plan.descending ? sql`created_at DESC, id DESC` : sql`created_at, id`;
  const reverse = plan.descending ? sql`created_at, id` : sql`created_at DESC, id DESC`;
  const [written] = await queryRows<{ records: number; last_id: string | null; last_at: string | null }>(
    db,
    sql`WITH batch AS (${batch}),
      stored AS (
        INSERT INTO export_chunks (export_id, attempt, seq, data)
        SELECT ${plan.exportId}, ${plan.attempt}, ${seq}, string_agg(line, '' ORDER BY ${order}) FROM batch
        HAVING count(*) > 0
      ),
      last AS (SELECT id, created_at FROM batch ORDER BY ${reverse} LIMIT 1)
      SELECT (SELECT count(*)::int FROM batch) AS records, (SELECT id FROM last) AS last_id,
             (SELECT created_at::text FROM last) AS last_at`,
  );
  const last = written!.last_id === null ? undefined : { id: written!.last_id, createdAt: written!.last_at! };
  return { records: written!.records, cursor: last };
}

export async function insertExportChunk(
  db: Executor,
  chunk: { exportId: string; attempt: number; seq: number; data: string },
) {
  await db.insert(exportChunks).values(chunk);
}

/** Chunk `seq` of the file an attempt wrote, or undefined past its end. */
export async function readExportChunk(db: Executor, exportId: string, attempt: number, seq: number) {
  const [chunk] = await db
    .select({ data: exportChunks.data })
    .from(exportChunks)
    .where(and(eq(exportChunks.exportId, exportId), eq(exportChunks.attempt, attempt), eq(exportChunks.seq, seq)));
  return chunk?.data;
}
