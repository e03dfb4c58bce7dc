import { createHash } from 'node:crypto';
import { eq, getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db.ts';
import { apiKeys, oauthTokens, projects } from '../schema/access.ts';
import { memberships } from '../schema/people.ts';
import { savedViews } from '../schema/saved-views.ts';
import { columnsOf, inProject, insertRows, lockedWrite, projectTables, type Snapshot } from './snapshots.ts';

type Row = Record<string, unknown>;

/**
 * What a snapshot document leaves out: the project's credentials and who may work in it (people and their saved
 * views belong to the account), which stay with the project it goes into.
 */
const keptByProject = new Set<PgTable>([apiKeys, oauthTokens, memberships, savedViews]);

/** The tables a document carries, parents first; `projects` gives only its settings. */
const documentTables = projectTables.filter((table) => table !== projects && !keptByProject.has(table));

/** The project row's own columns, which a document neither carries nor overwrites. */
const projectIdentity = new Set(['id', 'name', 'client_origins', 'demo', 'created_at']);
const projectSettings = columnsOf(projects).filter(([, column]) => !projectIdentity.has(column.name));

const byName = new Map(documentTables.map((table) => [getTableName(table), table]));

/** A value as JSON carries it: timestamps as ISO text, everything else as stored. */
const encoded = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

function encodedRow(row: Row, columns: [string, PgColumn][]) {
  return Object.fromEntries(columns.map(([property, column]) => [column.name, encoded(row[property])]));
}

/** A snapshot's rows by table and column name, as a document carries them (tables without rows left out). */
export function documentTablesOf(snapshot: Snapshot): Record<string, Row[]> {
  const tables: Record<string, Row[]> = {};
  const project = snapshot.rows.get(projects)?.[0];
  if (project) tables.projects = [encodedRow(project, projectSettings)];
  for (const table of documentTables) {
    const rows = snapshot.rows.get(table) ?? [];
    if (rows.length) tables[getTableName(table)] = rows.map((row) => encodedRow(row, columnsOf(table)));
  }
  return tables;
}

type Checked = { value: unknown } | { refused: string };

/** What a column accepts from a document, as the value to store, or why it is refused. */
function checkedValue(column: PgColumn, value: unknown): Checked {
  if (value === null) return column.notNull ? { refused: 'may not be null' } : { value };
  switch (column.columnType) {
    case 'PgText':
    case 'PgDateString':
      return typeof value === 'string' ? { value } : { refused: 'must be text' };
    case 'PgInteger':
    case 'PgBigInt53':
      return Number.isSafeInteger(value) ? { value } : { refused: 'must be a whole number' };
    case 'PgBoolean':
      return typeof value === 'boolean' ? { value } : { refused: 'must be true or false' };
    case 'PgTimestamp': {
      const at = typeof value === 'string' ? new Date(value) : undefined;
      return at && !Number.isNaN(at.getTime()) ? { value: at } : { refused: 'must be an ISO timestamp' };
    }
    default:
      return { value };
  }
}

/** One document row as stored (property names, checked values), or why not. */
function decodedRow(
  where: string,
  columns: [string, PgColumn][],
  row: Row,
  rename: (value: unknown) => unknown,
): { row: Row } | { refused: string } {
  const known = new Set(columns.map(([, column]) => column.name));
  const unknown = Object.keys(row).find((name) => !known.has(name));
  if (unknown !== undefined) return { refused: `${where}.${unknown} is not a column of this store's schema` };
  const out: Row = {};
  for (const [property, column] of columns) {
    if (!Object.hasOwn(row, column.name)) {
      if (column.notNull && !column.hasDefault) return { refused: `${where}.${column.name} is missing` };
      continue;
    }
    const checked = checkedValue(column, rename(row[column.name]));
    if ('refused' in checked) return { refused: `${where}.${column.name} ${checked.refused}` };
    out[property] = checked.value;
  }
  return { row: out };
}

type Decoded = { rows: Map<PgTable, Row[]>; settings: Row };

/**
 * A document's rows as they go into a project: every column checked against the store's schema (a column the
 * document lacks takes its default, so a document from an older schema comes in; one the store no longer has is
 * refused, naming it), every reference to a row of a project kept inside the document, and when the project is
 * not the one the document was taken from, every row id (and the project id) renamed wherever it appears, so the
 * rows never meet those of the project they came from.
 */
export function decodeDocumentTables(
  tables: Record<string, Row[]>,
  from: string,
  into: string,
): Decoded | { refused: string } {
  const rename = from === into ? (value: unknown) => value : renamingIds(tables, from, into);
  const rows = new Map<PgTable, Row[]>();
  let settings: Row = {};
  for (const [tableName, tableRows] of Object.entries(tables)) {
    if (tableName === 'projects') {
      if (tableRows.length !== 1) return { refused: 'projects holds the one project row' };
      const decoded = decodedRow('projects[0]', projectSettings, tableRows[0]!, rename);
      if ('refused' in decoded) return decoded;
      settings = decoded.row;
      continue;
    }
    const table = byName.get(tableName);
    if (!table) return { refused: `${tableName} is not a table of a project's snapshot in this store's schema` };
    const decodedRows: Row[] = [];
    for (const [index, row] of tableRows.entries()) {
      const decoded = decodedRow(`${tableName}[${index}]`, columnsOf(table), row, rename);
      if ('refused' in decoded) return decoded;
      decodedRows.push(decoded.row);
    }
    rows.set(table, decodedRows);
  }
  const stray = strayReference(rows, into);
  return stray ? { refused: stray } : { rows, settings };
}

/**
 * A reference leaving the document, in words: a row of another project, or a reference to a row of the project's
 * tables that the document does not hold (it would reach another project's row).
 */
function strayReference(rows: Map<PgTable, Row[]>, into: string) {
  const propertyOf = (table: PgTable, column: PgColumn) => columnsOf(table).find(([, c]) => c === column)![0];
  for (const [table, tableRows] of rows) {
    const own = (getTableColumns(table) as Record<string, PgColumn>).projectId;
    if (own && tableRows.some((row) => row.projectId !== into))
      return `${getTableName(table)} holds a row of another project`;
    for (const fk of getTableConfig(table).foreignKeys) {
      const { columns, foreignColumns, foreignTable } = fk.reference();
      if (columns.length !== 1 || !byName.has(getTableName(foreignTable))) continue;
      const held = new Set(
        (rows.get(foreignTable) ?? []).map((row) => row[propertyOf(foreignTable, foreignColumns[0]!)]),
      );
      const property = propertyOf(table, columns[0]!);
      const missing = tableRows.find((row) => row[property] != null && !held.has(row[property]));
      if (missing)
        return `${getTableName(table)}.${columns[0]!.name} names ${String(missing[property])}, which is not in the document's ${getTableName(foreignTable)}`;
    }
  }
  return undefined;
}

/**
 * Each row id in the document renamed for the receiving project: the same length and start (so prefixes and the
 * creation order QA ids sort by stay), the last characters drawn from a hash of the project and the old id.
 */
function renamingIds(tables: Record<string, Row[]>, from: string, into: string) {
  const renamed = new Map<string, string>([[from, into]]);
  const hashOf = (id: string) => createHash('sha256').update(`${into}\0${id}`);
  for (const rows of Object.values(tables))
    for (const row of rows) {
      // A code's image name is unique across projects, so the copy gets its own (a UUID, as the route takes).
      const asset = row.asset_id;
      if (typeof asset === 'string' && !renamed.has(asset)) {
        const hex = hashOf(asset).digest('hex');
        renamed.set(
          asset,
          `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`,
        );
      }
      const id = row.id;
      if (typeof id !== 'string' || renamed.has(id)) continue;
      const tail = Math.min(8, id.length - id.lastIndexOf('_') - 1);
      const drawn = hashOf(id).digest('base64url').replace(/[-_]/g, 'x');
      renamed.set(id, id.slice(0, id.length - tail) + drawn.slice(0, tail));
    }
  const rename = (value: unknown): unknown => {
    if (typeof value === 'string') return renamed.get(value) ?? value;
    if (Array.isArray(value)) return value.map(rename);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]));
    return value;
  };
  return rename;
}

/**
 * Replaces a project's content with a document's decoded rows, in one transaction: its rows go (children first),
 * the document's come in (parents first), and its settings take the document's; its credentials, memberships and
 * saved views stay. A row that does not fit (a reference to a row the document lacks) fails it all.
 */
export async function replaceProjectContent(db: Db, projectId: string, decoded: Decoded) {
  await lockedWrite(db, [projects, ...documentTables], async (tx) => {
    for (const table of [...documentTables].reverse()) await tx.delete(table).where(inProject(table, projectId));
    if (Object.keys(decoded.settings).length)
      await tx.update(projects).set(decoded.settings).where(eq(projects.id, projectId));
    for (const table of documentTables) await insertRows(tx, table, decoded.rows.get(table) ?? [], false);
  });
}
