import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { dateConditionsSchema, stringConditionsSchema } from '../../../contract/export.ts';
import type { Executor } from '../db.ts';
import { queryRows } from '../db.ts';
import { csvRecord } from './export-csv.ts';
import { redemptionSource, voucherSource, type ExportSource } from './export-sources.ts';
import { customerSource, orderSource, publicationSource } from './export-sources-people.ts';
import { pointsExpirationSource } from './export-sources-points.ts';

/** The kinds written by `writeKindChunk`; transactions have their own writer. */
export const kindSources = {
  voucher: voucherSource,
  redemption: redemptionSource,
  customer: customerSource,
  publication: publicationSource,
  order: orderSource,
  points_expiration: pointsExpirationSource,
} satisfies Record<string, ExportSource>;
export type SourcedKind = keyof typeof kindSources;

type TextConditions = z.output<typeof stringConditionsSchema>;
type DateConditions = z.output<typeof dateConditionsSchema>;
/** A kind's filters as stored: `junction` and, per filter name, its conditions. */
export type StoredFilters = { junction?: 'and' | 'or' | undefined } & Record<string, unknown>;

const list = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function textConditions(expr: SQL, c: TextConditions) {
  return [
    c.$in ? (c.$in.length ? sql`${expr} IN (${list(c.$in)})` : sql`false`) : undefined,
    c.$not_in?.length ? sql`${expr} IS NOT NULL AND ${expr} NOT IN (${list(c.$not_in)})` : undefined,
    c.$is ? sql`${expr} = ${c.$is[0]}` : undefined,
    c.$is_not ? sql`${expr} IS DISTINCT FROM ${c.$is_not[0]}` : undefined,
    '$has_value' in c ? sql`(${expr} IS NOT NULL AND ${expr} <> '')` : undefined,
    '$is_unknown' in c ? sql`(${expr} IS NULL OR ${expr} = '')` : undefined,
  ].filter((part): part is SQL => part !== undefined);
}

function dateConditions(expr: SQL, c: DateConditions) {
  return [
    c.$after ? sql`${expr} > ${new Date(c.$after[0]!).toISOString()}::timestamptz` : undefined,
    c.$before ? sql`${expr} < ${new Date(c.$before[0]!).toISOString()}::timestamptz` : undefined,
  ].filter((part): part is SQL => part !== undefined);
}

/**
 * The rows an export lists: the project's, created up to the moment the export was scheduled (whenever its job
 * runs), narrowed by the user's filters joined by their junction. The filters were validated against the kind's
 * schema when the export was scheduled, which names exactly the source's filters.
 */
export function kindScope(
  source: ExportSource,
  projectId: string,
  scheduledAt: Date,
  filters: StoredFilters | undefined,
  extra: SQL[] = [],
): SQL {
  const user = Object.entries(filters ?? {}).flatMap(([name, value]) => {
    const filter = source.filters[name];
    if (!filter || !value || typeof value !== 'object' || !('conditions' in value)) return [];
    return filter.type === 'date'
      ? dateConditions(filter.expr, value.conditions as DateConditions)
      : textConditions(filter.expr, value.conditions as TextConditions);
  });
  const joined =
    user.length === 0 ? [] : [sql`(${sql.join(user, filters?.junction === 'or' ? sql` OR ` : sql` AND `)})`];
  const parts = [
    source.project(projectId),
    sql`${source.createdAt} <= ${scheduledAt.toISOString()}::timestamptz`,
    ...extra,
    ...joined,
  ];
  return sql.join(
    parts.map((part) => sql`(${part})`),
    sql` AND `,
  );
}

export type KindChunkPlan = {
  exportId: string;
  attempt: number;
  source: ExportSource;
  scope: SQL;
  fields: readonly string[];
  /** The sort key's name (`order` without its dash) and direction. */
  key: string;
  descending: boolean;
  size: number;
};

/** Where the previous chunk ended: its last record's sort key and id. */
export type ChunkCursor = { key: string; id: string };

/**
 * Writes the next chunk of an export's CSV, the `size` records after `cursor` in export order, in one statement: the
 * database reads, formats and stores them, so no record passes through this process. Keyset pagination over (sort
 * key, id), both text, keeps every chunk one index-or-sort pass whatever its position.
 */
export async function writeKindChunk(db: Executor, plan: KindChunkPlan, seq: number, cursor: ChunkCursor | undefined) {
  const { source } = plan;
  const key = source.keys[plan.key]!;
  const dir = sql.raw(plan.descending ? 'DESC' : 'ASC');
  const reverse = sql.raw(plan.descending ? 'ASC' : 'DESC');
  const after = cursor
    ? sql`AND (${key}, ${source.id}) ${sql.raw(plan.descending ? '<' : '>')} (${cursor.key}::text, ${cursor.id}::text)`
    : sql``;
  const line = csvRecord(plan.fields.map((field) => source.fields[field] ?? sql`NULL`));
  const [written] = await queryRows<{ records: number; last_id: string | null; last_key: string | null }>(
    db,
    sql`WITH batch AS (
        SELECT ${source.id} AS id, ${key} AS key, ${line} AS line FROM ${source.from}
        WHERE ${plan.scope} ${after} ORDER BY 2 ${dir}, 1 ${dir} LIMIT ${plan.size}
      ),
      stored AS (
        INSERT INTO export_chunks (export_id, attempt, seq, data)
        SELECT ${plan.exportId}, ${plan.attempt}, ${seq}, string_agg(line, '' ORDER BY key ${dir}, id ${dir}) FROM batch
        HAVING count(*) > 0
      ),
      last AS (SELECT id, key FROM batch ORDER BY key ${reverse}, id ${reverse} LIMIT 1)
      SELECT (SELECT count(*)::int FROM batch) AS records, (SELECT id FROM last) AS last_id, (SELECT key FROM last) AS last_key`,
  );
  const last = written!.last_id === null ? undefined : { id: written!.last_id, key: written!.last_key ?? '' };
  return { records: written!.records, cursor: last };
}
