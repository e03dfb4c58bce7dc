import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { queryRows, schema, type Db, type Executor, type Tx } from '../db.ts';
import { projects } from '../schema/access.ts';
import { modelVersion } from '../schema/model-version.ts';
import { logFailure } from '../../log.ts';
import { isDeadlock, isLockTimeout } from '../errors.ts';

type Row = Record<string, unknown>;

/**
 * Rows of every table (or of one project), as selected, to be written back as they were; a mark per table of the
 * rows as they stand after the last capture or restore, so a restore visits only the tables changed since; and each
 * keyed row's version (`xmin`, new with every insert or update) then, so it rewrites only the rows changed since.
 */
export type Snapshot = {
  rows: Map<PgTable, Row[]>;
  marks: Map<string, string>;
  versions: Map<PgTable, Map<string, string>>;
};

/** Tables parents first, so rows go in parents first and out children first; the model version is the triggers'. */
const tablesInOrder = (() => {
  const all = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable) && t !== modelVersion);
  const ordered: PgTable[] = [];
  const visit = (table: PgTable) => {
    if (ordered.includes(table)) return;
    for (const fk of getTableConfig(table).foreignKeys) {
      const parent = fk.reference().foreignTable;
      if (parent !== table) visit(parent);
    }
    ordered.push(table);
  };
  all.forEach(visit);
  return ordered;
})();

export const columnsOf = (table: PgTable) => Object.entries(getTableColumns(table)) as [string, PgColumn][];

/** The column that says which project a row belongs to (the project's own id for `projects`), if any. */
function projectColumn(table: PgTable): PgColumn | undefined {
  if (table === projects) return projects.id;
  return (getTableColumns(table) as Record<string, PgColumn>).projectId;
}

/** The properties of a table's primary key, as selected rows name them; empty for a table without one. */
function keyOf(table: PgTable): [string, PgColumn][] {
  const composite = getTableConfig(table).primaryKeys[0]?.columns;
  return columnsOf(table).filter(([, column]) => (composite ? composite.includes(column) : column.primary));
}

/**
 * How a table's rows belong to a project: by its own project column, or (export chunks) by the parent row its
 * foreign key names. Tables with neither (people, sessions, management keys) belong to the account.
 */
type Belonging = { column: PgColumn; parent?: { table: PgTable; key: PgColumn } };

function belongingOf(table: PgTable): Belonging | undefined {
  const own = projectColumn(table);
  if (own) return { column: own };
  for (const fk of getTableConfig(table).foreignKeys) {
    const { columns, foreignColumns, foreignTable } = fk.reference();
    if (columns.length === 1 && projectColumn(foreignTable))
      return { column: columns[0]!, parent: { table: foreignTable, key: foreignColumns[0]! } };
  }
  return undefined;
}

/** The tables one project's state lives in, parents first. */
export const projectTables = tablesInOrder.filter((t) => belongingOf(t));

const tablesOf = (projectId: string | undefined) => (projectId ? projectTables : tablesInOrder);

/** The condition selecting a table's rows of one project; none for the whole store. */
export function inProject(table: PgTable, projectId: string | undefined): SQL | undefined {
  if (projectId === undefined) return undefined;
  const { column, parent } = belongingOf(table)!;
  if (!parent) return eq(column, projectId);
  return sql`${column} IN (SELECT ${parent.key} FROM ${parent.table} WHERE ${eq(projectColumn(parent.table)!, projectId)})`;
}

/**
 * One statement marking each table's rows: their count and newest row version (`xmin`). Any insert, update or
 * delete since changes a table's mark.
 */
async function marksOf(db: Executor, projectId: string | undefined) {
  const selects = tablesOf(projectId).map((table) => {
    const condition = inProject(table, projectId);
    const where = condition ? sql`WHERE ${condition}` : sql``;
    return sql`SELECT ${getTableName(table)} AS name, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS mark FROM ${table} ${where}`;
  });
  const rows = await queryRows<{ name: string; mark: string }>(db, sql.join(selects, sql` UNION ALL `));
  return new Map(rows.map((r) => [r.name, r.mark]));
}

/** A table's mark, as `marksOf` reads it, from its row count and its rows' versions. */
function markOf(count: number, versions: Iterable<string>) {
  let newest = 0n;
  for (const version of versions) if (BigInt(version) > newest) newest = BigInt(version);
  return `${count}:${newest}`;
}

/** How many rows the store holds, every table together. */
export async function storeRowCount(db: Executor) {
  const marks = await marksOf(db, undefined);
  return [...marks.values()].reduce((sum, mark) => sum + Number(mark.split(':')[0]), 0);
}

/** Where a snapshot's select puts each row's version, beside its columns (no column is named so). */
const versionField = '__version';

/** A keyed row's key as one string (several columns for a composite key). */
const keyText = (key: [string, PgColumn][], row: Row) => JSON.stringify(key.map(([name]) => row[name]));

/** The key and row version of each of a table's rows (of one project): no other columns, so it stays cheap. */
async function versionsOf(db: Executor, table: PgTable, projectId: string | undefined) {
  const key = keyOf(table);
  const rows = await db
    .select({ ...Object.fromEntries(key), version: sql<string>`xmin::text` })
    .from(table)
    .where(inProject(table, projectId));
  return new Map(rows.map((row) => [keyText(key, row), row.version]));
}

/** Reads every row of the store, or of one project, as one moment holds them. */
export async function takeSnapshot(db: Db, projectId?: string): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const rows = new Map<PgTable, Row[]>();
      const versions = new Map<PgTable, Map<string, string>>();
      for (const table of tablesOf(projectId)) {
        const key = keyOf(table);
        if (!key.length) {
          rows.set(table, await tx.select().from(table).where(inProject(table, projectId)));
          continue;
        }
        const selected = await tx
          .select({ ...getTableColumns(table), [versionField]: sql<string>`xmin::text` })
          .from(table)
          .where(inProject(table, projectId));
        const held = new Map<string, string>();
        rows.set(
          table,
          selected.map(({ [versionField]: version, ...row }) => {
            held.set(keyText(key, row), version);
            return row;
          }),
        );
        versions.set(table, held);
      }
      return { rows, marks: await marksOf(tx, projectId), versions };
      // One view of the store for every table and the marks, while requests of other projects go on writing.
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** Bind parameters per statement stay well under PostgreSQL's 65,535. */
const maxParameters = 30_000;

/**
 * Writes rows (over keyed rows already there, when `upsert`), and answers the version each written row now has,
 * by its key (one entry for a table without a key: rows written in one transaction share their version).
 */
export async function insertRows(db: Executor, table: PgTable, rows: Row[], upsert: boolean) {
  const columns = columnsOf(table);
  const key = keyOf(table);
  const rest = columns.filter(([name]) => !key.some(([k]) => k === name));
  const perStatement = Math.max(1, Math.floor(maxParameters / columns.length));
  const returned = { ...Object.fromEntries(key), [versionField]: sql<string>`xmin::text` };
  const written = new Map<string, string>();
  for (let i = 0; i < rows.length; i += perStatement) {
    const insert = db.insert(table).values(rows.slice(i, i + perStatement));
    const versions = await (
      !upsert
        ? insert
        : !rest.length
          ? insert.onConflictDoNothing()
          : insert.onConflictDoUpdate({
              target: key.map(([, column]) => column),
              set: Object.fromEntries(rest.map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)])),
            })
    ).returning(returned);
    for (const { [versionField]: version, ...row } of versions) written.set(keyText(key, row), version as string);
  }
  return written;
}

/** The rows of a table whose keys are listed. */
function keyedBy(table: PgTable, keys: string[]): SQL {
  const key = keyOf(table);
  const tuple = sql.join(
    key.map(([, column]) => column),
    sql`, `,
  );
  const listed = sql.join(
    keys.map(
      (text) =>
        sql`(${sql.join(
          (JSON.parse(text) as unknown[]).map((value) => sql`${value}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  return sql`(${tuple}) IN (${listed})`;
}

/** Each rewritten table's rows' versions now, by key (see `insertRows` for a table without a key). */
type Rewritten = Map<PgTable, Map<string, string>>;

/**
 * Only the changed tables, and in them only the changed rows: the rows added since go (children first), and the
 * snapshot's rows changed or removed since are written back (parents first), found by their row versions. Tables
 * without a primary key are leaves, emptied and refilled.
 */
async function restoreChanged(tx: Executor, snapshot: Snapshot, projectId: string | undefined, changed: PgTable[]) {
  const writes = new Map<PgTable, { rows: Row[]; kept: Map<string, string> }>();
  for (const table of [...changed].reverse()) {
    const key = keyOf(table);
    const held = snapshot.rows.get(table) ?? [];
    if (!key.length) {
      await tx.delete(table).where(inProject(table, projectId));
      writes.set(table, { rows: held, kept: new Map() });
      continue;
    }
    const versions = snapshot.versions.get(table);
    const heldKeys = new Set(held.map((row) => keyText(key, row)));
    const current = await versionsOf(tx, table, projectId);
    const added = [...current.keys()].filter((k) => !heldKeys.has(k));
    if (added.length) await tx.delete(table).where(and(inProject(table, projectId), keyedBy(table, added)));
    writes.set(table, {
      rows: held.filter((row) => {
        const k = keyText(key, row);
        return current.get(k) === undefined || current.get(k) !== versions?.get(k);
      }),
      // What a write leaves alone (or a row without other columns found there) keeps its version.
      kept: new Map([...current].filter(([k]) => heldKeys.has(k))),
    });
  }
  const rewritten: Rewritten = new Map();
  for (const table of changed) {
    const { rows, kept } = writes.get(table)!;
    const written = await insertRows(tx, table, rows, keyOf(table).length > 0);
    rewritten.set(table, new Map([...kept, ...written]));
  }
  return rewritten;
}

/** Every table emptied (children first) and refilled (parents first). */
async function restoreAll(tx: Executor, snapshot: Snapshot, projectId: string | undefined) {
  const tables = tablesOf(projectId);
  for (const table of [...tables].reverse()) await tx.delete(table).where(inProject(table, projectId));
  const rewritten: Rewritten = new Map();
  for (const table of tables) rewritten.set(table, await insertRows(tx, table, snapshot.rows.get(table) ?? [], false));
  return rewritten;
}

/**
 * Puts the store (or one project) back as `snapshot` holds it, in one transaction: rows added since go, changed
 * rows come back, removed rows return. Without a project, projects not in the snapshot go too. Unchanged tables
 * are left alone; should writing over rows in place clash (a unique value moved between rows), every table is
 * emptied and refilled instead.
 */
export async function restoreSnapshot(db: Db, snapshot: Snapshot, projectId?: string) {
  await lockedWrite(db, tablesOf(projectId), async (tx) => {
    const current = await marksOf(tx, projectId);
    const changed = tablesOf(projectId).filter(
      (t) => current.get(getTableName(t)) !== snapshot.marks.get(getTableName(t)),
    );
    let rewritten: Rewritten;
    try {
      rewritten = await tx.transaction((savepoint) => restoreChanged(savepoint, snapshot, projectId, changed));
    } catch (error) {
      logFailure('reset: writing over the changed rows failed, so every table is rewritten', error);
      rewritten = await restoreAll(tx, snapshot, projectId);
    }
    // The marks and versions of what was written come back with the writes: the next reset compares with them.
    for (const [table, versions] of rewritten) {
      const count = snapshot.rows.get(table)?.length ?? 0;
      snapshot.marks.set(getTableName(table), markOf(count, versions.values()));
      if (keyOf(table).length) snapshot.versions.set(table, versions);
    }
  });
}

/** How long a writer of many tables waits for each table lock before giving way, and how often it tries again. */
const lockWaitMs = 100;
const lockAttempts = 200;

/**
 * Runs `write` in a transaction holding `tables` (parents first) locked against other writers, and against
 * holders of their row locks (the webhook worker's claims), so it sees every change made before it. A request
 * writing children before parents can meet these locks in the other order; the writer gives way: it waits for
 * each lock at most `lockWaitMs`, far below PostgreSQL's deadlock check (1 s), so in such a cycle it is the writer
 * that stops (releasing what it took) and the request that goes on; the writer runs again.
 */
export async function lockedWrite<T>(db: Db, tables: PgTable[], write: (tx: Tx) => Promise<T>): Promise<T> {
  const names = sql.join(
    tables.map((table) => sql.identifier(getTableName(table))),
    sql`, `,
  );
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL lock_timeout = ${lockWaitMs}`));
        await tx.execute(sql`LOCK TABLE ${names} IN EXCLUSIVE MODE`);
        await tx.execute(sql`SET LOCAL lock_timeout = 0`);
        return write(tx);
      });
    } catch (error) {
      if (attempt === lockAttempts || !(isLockTimeout(error) || isDeadlock(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, randomInt(5, 25)));
    }
  }
}

/**
 * One project's rows out of a whole-store snapshot, with no marks yet: its first restore visits every table (and
 * rewrites the rows changed since the store's capture).
 */
export function projectPart(snapshot: Snapshot, projectId: string): Snapshot {
  const rows = new Map<PgTable, Row[]>();
  const propertyOf = (table: PgTable, column: PgColumn) => columnsOf(table).find(([, c]) => c === column)![0];
  for (const table of projectTables) {
    const { column, parent } = belongingOf(table)!;
    const owners = parent
      ? new Set((rows.get(parent.table) ?? []).map((row) => row[propertyOf(parent.table, parent.key)]))
      : new Set([projectId]);
    rows.set(
      table,
      (snapshot.rows.get(table) ?? []).filter((row) => owners.has(row[propertyOf(table, column)])),
    );
  }
  const versions = new Map<PgTable, Map<string, string>>();
  for (const [table, held] of snapshot.versions) {
    const key = keyOf(table);
    const kept = rows.get(table);
    if (kept) versions.set(table, new Map(kept.map((row) => [keyText(key, row), held.get(keyText(key, row))!])));
  }
  return { rows, marks: new Map(), versions };
}

/** The projects a snapshot holds. */
export const projectIdsIn = (snapshot: Snapshot) => (snapshot.rows.get(projects) ?? []).map((row) => row.id as string);
