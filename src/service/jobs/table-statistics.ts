import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../store/db.ts';
import { logFailure } from '../log.ts';

/**
 * PGlite runs no autovacuum daemon, so the planner's statistics would stay as they were at the last ANALYZE, and
 * plans go wrong as tables grow (paging a 1,000,000-row export sorted the whole card per page: 3 s a page instead
 * of 0.15 s). This plays autoanalyze: a table whose size on disk grew by a fifth since its statistics were taken
 * (`relpages` is the page count the last ANALYZE saw) is analyzed again. Returns the tables it analyzed.
 */
export async function analyzeGrownTables(db: Db): Promise<string[]> {
  const grown = await queryRows<{ name: string }>(
    db,
    sql`
    SELECT c.relname AS name FROM pg_class c
    WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
      AND pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8
    ORDER BY c.relname`,
  );
  const names = grown.map((row) => row.name);
  for (const name of names) await db.execute(sql`ANALYZE ${sql.identifier(name)}`);
  return names;
}

/** Checks table growth every `intervalMs` until stopped; a failed check (database away) waits for the next. */
export function startStatisticsKeeper(db: Db, options: { intervalMs?: number } = {}) {
  const timer = setInterval(() => {
    analyzeGrownTables(db).catch((error: unknown) => logFailure('table statistics check failed', error));
  }, options.intervalMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
