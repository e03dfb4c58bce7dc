import type { AsyncActionResult } from '../../../contract/async-action.ts';
import type { Acting } from '../../operations/acting.ts';
import type { Db } from '../../store/db.ts';
import type { AsyncActionRow } from '../../store/repositories/async-actions.ts';
import type { Json } from '../../store/schema/columns.ts';
import type { CsvImportFormat } from '../../domain/csv-imports.ts';

/**
 * One type of async action: how the worker applies one of its rows (each in its own transaction, through the
 * operation the single-object route uses) and how a failed row reads in the result. Adding a type is one such object.
 */
export interface AsyncActionKind<Row> {
  type: AsyncActionRow['type'];
  /**
   * Applies one row as `acting` (`job`: the action's id and what its rows share); a `DomainFailure` makes it a failed
   * row, anything else fails the job.
   */
  apply: (db: Db, projectId: string, row: Row, acting: Acting, job: { id: string; shared: Json }) => Promise<unknown>;
  /**
   * Applies a batch's rows at once, as `apply` would one by one but in fewer statements (an import's speed); a
   * `DomainFailure` has the worker apply that batch row by row instead, so each refused row is named.
   */
  applyMany?: (db: Db, projectId: string, rows: Row[], acting: Acting) => Promise<unknown>;
  /** Names the row in a failure: its code or source id. */
  nameOf: (row: Row) => { code: string } | { source_id: string };
  /**
   * `import`: counts and `failed`; `bulk`: counts and `errors`; `metadata`: `errors` only; `generate`: what was
   * generated in words, with its count and `failed` (the official shapes).
   */
  report: 'import' | 'bulk' | 'metadata' | 'generate';
  /**
   * For a CSV import: how the file's columns read, and the row's body checked (a `DomainFailure` in words when it
   * is not one); `shared` is what the request gave every row (a campaign).
   */
  csv?: { format: CsvImportFormat; parse: (body: Record<string, unknown>) => Row };
}

/** A failed row of a job, in words. */
export type RowFailure = { name: { code: string } | { source_id: string }; row: number; key: string; reason: string };

/** Failures a result lists (the counts go on): a file of bad rows must not make a result of many megabytes. */
export const maxListedFailures = 1000;

/** The official result of a job from its counts and (the first) failures. */
export function resultOf(
  kind: Pick<AsyncActionKind<unknown>, 'report'>,
  { done, failed, failures }: { done: number; failed: number; failures: RowFailure[] },
  file: boolean,
  now: Date,
): AsyncActionResult {
  if (kind.report === 'generate')
    return {
      message: `Generated ${done} voucher${done === 1 ? '' : 's'}.`,
      done_count: done,
      ...(failed > 0 && {
        failed_count: failed,
        failed: failures.map((f) => ({ ...f.name, reason: f.reason })),
      }),
    };
  if (kind.report === 'import')
    return {
      message: `${done} imported, ${failed} failed${failed > failures.length ? ` (the first ${failures.length} listed)` : ''}`,
      done_count: done,
      failed_count: failed,
      failed: failures.map((f) => ({ ...f.name, ...(file ? { row: f.row } : {}), reason: f.reason })),
    };
  const errors = failures.map((f) => ({
    ...f.name,
    key: f.key,
    message: f.reason,
    details: `Row ${f.row}: ${f.reason}`,
  }));
  if (kind.report === 'metadata') return { errors, done_count: done, failed_count: failed };
  return { done_count: done, failed_count: failed, reports: [], reports_available_till: now.toISOString(), errors };
}
