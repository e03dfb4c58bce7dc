import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './db.ts';

/*
 * Many rows in one statement with one parameter: the rows as JSON, which the database expands into the table's own
 * row type (`jsonb_populate_recordset`), so each value takes its column's type. PGlite handles one JSON parameter
 * several times faster than a parameter per value (wide rows of hundreds of values each), which is what the demo
 * history's seeding needs to stay within QA mode's project-creation budget. Every row names the same columns (the
 * ones a row leaves out keep their defaults).
 */

type Row = Record<string, unknown>;

function recordset(table: PgTable, rows: Row[]) {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => rows.some((row) => row[key] !== undefined));
  const json = rows.map((row) => Object.fromEntries(columns.map(([key, column]) => [column.name, row[key] ?? null])));
  return {
    names: columns.map(([, column]) => column.name),
    from: sql`jsonb_populate_recordset(NULL::${table}, ${JSON.stringify(json)}::jsonb)`,
  };
}

const list = (names: string[], prefix?: string): SQL =>
  sql.join(
    names.map((name) => (prefix ? sql`${sql.identifier(prefix)}.${sql.identifier(name)}` : sql.identifier(name))),
    sql`, `,
  );

/** Inserts `rows` into `table` in one statement. */
export async function insertMany<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const { names, from } = recordset(table, rows as Row[]);
  await db.execute(sql`INSERT INTO ${table} (${list(names)}) SELECT ${list(names, 'r')} FROM ${from} AS r`);
}

/** Sets the columns each row names on the row of `table` with its `id`, every row in one statement. */
export async function updateManyById<T extends PgTable>(
  db: Executor,
  table: T,
  rows: (Partial<T['$inferSelect']> & { id: string })[],
) {
  if (rows.length === 0) return;
  const { names, from } = recordset(table, rows as Row[]);
  const set = sql.join(
    names
      .filter((name) => name !== 'id')
      .map((name) => sql`${sql.identifier(name)} = ${sql.identifier('r')}.${sql.identifier(name)}`),
    sql`, `,
  );
  await db.execute(sql`UPDATE ${table} SET ${set} FROM ${from} AS r WHERE ${table}.id = r.id`);
}
