import type { Executor } from '../store/db.ts';
import {
  assignmentsFor,
  findCategories,
  type AssignmentRow,
  type CategoryRow,
} from '../store/repositories/campaigns.ts';

/** What a presenter shows beside an object: its category and its validation rule assignments. */
export interface Related {
  categories: ReadonlyMap<string, CategoryRow>;
  assignments: ReadonlyMap<string, AssignmentRow[]>;
}

/** Rows loaded together with what their presenter shows beside them, so presenting never queries again. */
export interface Loaded<Row, Extra = Related> {
  rows: Row[];
  related: Extra;
}

/** Categories and rule assignments of the given objects, two statements whatever their number. */
export async function loadRelated(
  db: Executor,
  objects: readonly { id: string; categoryId: string | null }[],
): Promise<Related> {
  const categoryIds = [...new Set(objects.flatMap((o) => (o.categoryId ? [o.categoryId] : [])))];
  const categoryRows = await findCategories(db, categoryIds);
  const assignments = await assignmentsFor(
    db,
    objects.map((o) => o.id),
  );
  return { categories: new Map(categoryRows.map((c) => [c.id, c])), assignments };
}
