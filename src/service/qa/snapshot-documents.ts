import { qaSnapshotFormatVersion, type QaSnapshotDocument } from '../../contract/qa-snapshots.ts';
import { stackingRulesChangeSchema } from '../../contract/stacking-rules.ts';
import { schemaVersion, type Db } from '../store/db.ts';
import { isIntegrityViolation, loggableMessage } from '../store/errors.ts';
import {
  decodeDocumentTables,
  documentTablesOf,
  replaceProjectContent,
} from '../store/repositories/snapshot-documents.ts';
import { validationRuleAssignments } from '../store/schema/catalog.ts';
import type { NamedSnapshot, QaMode } from './mode.ts';

/** A named snapshot as one JSON document another service (or a later run) can import. */
export function snapshotDocument(projectId: string, name: string, taken: NamedSnapshot): QaSnapshotDocument {
  return {
    format: 'promodesk.qa-snapshot',
    format_version: qaSnapshotFormatVersion,
    schema_version: schemaVersion(),
    name,
    project_id: projectId,
    taken_at: taken.takenAt.toISOString(),
    clock: taken.clock,
    ids_made: taken.idsMade,
    tables: documentTablesOf(taken.snapshot),
  };
}

/**
 * What the API would refuse in a document's rows, which the schema's columns and keys cannot say: stacking rules out
 * of the management API's bounds, and a rule assigned to an object the document does not hold (another project's).
 */
function contentProblem({ rows, settings }: Exclude<ReturnType<typeof decodeDocumentTables>, { refused: string }>) {
  if (settings.stackingRules != null) {
    const checked = stackingRulesChangeSchema.safeParse(settings.stackingRules);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      return `projects[0].stacking_rules.${issue!.path.join('.')}: ${issue!.message}`;
    }
  }
  const held = new Set([...rows.values()].flat().map((row) => row.id));
  const assignments = rows.get(validationRuleAssignments) ?? [];
  const stray = assignments.findIndex((row) => !held.has(row.relatedObjectId));
  if (stray >= 0)
    return `validation_rule_assignments[${stray}].related_object_id names ${String(assignments[stray]!.relatedObjectId)}, which is not in the document`;
  return undefined;
}

/**
 * Imports a document into a project under `name`: the project's content becomes the document's (its keys,
 * members and saved views stay), it is kept as that named snapshot, and the project starts over from it. A
 * document of a newer format, or whose rows do not fit this store's schema or one another, is refused with why
 * (nothing changes).
 */
export async function importSnapshotDocument(
  db: Db,
  qa: QaMode,
  projectId: string,
  name: string,
  document: QaSnapshotDocument,
): Promise<NamedSnapshot | { refused: string }> {
  if (document.format_version > qaSnapshotFormatVersion)
    return {
      refused: `The document's format_version ${document.format_version} is newer than this service reads (${qaSnapshotFormatVersion}): import it into a newer Promodesk`,
    };
  const decoded = decodeDocumentTables(document.tables, document.project_id, projectId);
  const current = schemaVersion();
  const schemaNote =
    document.schema_version === current
      ? ''
      : ` (taken on schema ${document.schema_version}, this store is on ${current})`;
  if ('refused' in decoded) return { refused: `${decoded.refused}${schemaNote}` };
  const problem = contentProblem(decoded);
  if (problem) return { refused: problem };
  try {
    await replaceProjectContent(db, projectId, decoded);
  } catch (error) {
    if (!isIntegrityViolation(error)) throw error;
    return { refused: `The document's rows do not fit together: ${loggableMessage(error)}${schemaNote}` };
  }
  return qa.keepImported(db, projectId, name, { clock: document.clock, idsMade: document.ids_made });
}
