/*
 * What the management API's project-scoped resources (brand details, custom event schemas, metadata schemas) do
 * alike: every read finds the project first (404 `project`), then the resource (404 by its type); every change is
 * one transaction with its audit entry. What each one decides (limits, duplicates, what a change merges) stays in
 * its own module, handed in as the step that writes.
 */
import type { AuditAction } from '../../../contract/audit.ts';
import type { Db, Executor } from '../../store/db.ts';
import { auditChange, type Acting } from '../acting.ts';
import { notFound } from '../failures.ts';
import { readProject } from './projects.ts';

const verbs = { created: 'Created', updated: 'Changed', deleted: 'Deleted' };
type Verb = keyof typeof verbs;
type WithAllVerbs<F extends string> = `${F}.${Verb}` extends AuditAction ? F : never;
/** The audit action families that have all of `.created`, `.updated` and `.deleted`. */
type AuditedFamily = AuditAction extends infer A ? (A extends `${infer F}.created` ? WithAllVerbs<F> : never) : never;

export interface ProjectScopedResource<Row extends { id: string }, Presented> {
  /** The type a missing one is named by: `Cannot find <type> with id <id>`. */
  notFoundType: string;
  /** The audit log's names: the actions `<auditAction>.created|updated|deleted` on resources of `auditType`. */
  auditAction: AuditedFamily;
  auditType: string;
  /** What an audit summary names after its verb: `the brand details of Acme`. */
  named: (row: Row) => string;
  list: (db: Executor, projectId: string) => Promise<Row[]>;
  /** One by id, locked for the change that reads it. */
  find: (db: Executor, projectId: string, id: string) => Promise<Row | undefined>;
  delete: (db: Executor, id: string) => Promise<unknown>;
  present: (row: Row) => Presented;
}

export function projectScopedResource<Row extends { id: string }, Presented>(
  spec: ProjectScopedResource<Row, Presented>,
) {
  async function existing(db: Executor, projectId: string, id: string) {
    await readProject(db, projectId);
    const row = await spec.find(db, projectId, id);
    if (!row) throw notFound(spec.notFoundType, id);
    return row;
  }
  const audit = (tx: Executor, projectId: string, acting: Acting, verb: Verb, row: Row) =>
    auditChange(tx, projectId, acting, {
      action: `${spec.auditAction}.${verb}` as const,
      resourceType: spec.auditType,
      resourceId: row.id,
      summary: `${verbs[verb]} ${spec.named(row)}`,
    });

  return {
    async list(db: Executor, projectId: string) {
      await readProject(db, projectId);
      const data = (await spec.list(db, projectId)).map(spec.present);
      return { object: 'list' as const, data_ref: 'data' as const, data, total: data.length };
    },
    read: async (db: Executor, projectId: string, id: string) => spec.present(await existing(db, projectId, id)),
    /** `insert` stores the new one, once the project is found, or refuses it as the resource refuses. */
    create: (db: Db, projectId: string, acting: Acting, insert: (tx: Executor) => Promise<Row>) =>
      db.transaction(async (tx) => {
        await readProject(tx, projectId);
        const row = await insert(tx);
        await audit(tx, projectId, acting, 'created', row);
        return spec.present(row);
      }),
    /** `update` writes the change on the current row (locked) and answers the row as it now is. */
    change: (
      db: Db,
      projectId: string,
      id: string,
      acting: Acting,
      update: (tx: Executor, current: Row) => Promise<Row>,
    ) =>
      db.transaction(async (tx) => {
        const row = await update(tx, await existing(tx, projectId, id));
        await audit(tx, projectId, acting, 'updated', row);
        return spec.present(row);
      }),
    remove: (db: Db, projectId: string, id: string, acting: Acting) =>
      db.transaction(async (tx) => {
        const current = await existing(tx, projectId, id);
        await spec.delete(tx, id);
        await audit(tx, projectId, acting, 'deleted', current);
      }),
  };
}
