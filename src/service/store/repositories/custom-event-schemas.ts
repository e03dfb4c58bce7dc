import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { customEventSchemas } from '../schema/custom-event-schemas.ts';

export type CustomEventSchemaRow = typeof customEventSchemas.$inferSelect;

/** Newest first, as the hosted list. */
export const listCustomEventSchemas = (db: Executor, projectId: string) =>
  db
    .select()
    .from(customEventSchemas)
    .where(eq(customEventSchemas.projectId, projectId))
    .orderBy(desc(customEventSchemas.createdAt), desc(customEventSchemas.id));

export async function countCustomEventSchemas(db: Executor, projectId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(customEventSchemas)
    .where(eq(customEventSchemas.projectId, projectId));
  return row?.n ?? 0;
}

/** A schema by its id, locked for the change that reads it. */
export async function findCustomEventSchema(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(customEventSchemas)
    .where(and(eq(customEventSchemas.projectId, projectId), eq(customEventSchemas.id, id)))
    .for('update');
  return row;
}

/** Stores a schema; undefined when the project has one of that name already (the unique index decides races). */
export async function insertCustomEventSchema(db: Executor, row: typeof customEventSchemas.$inferInsert) {
  const [created] = await db.insert(customEventSchemas).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateCustomEventSchema(
  db: Executor,
  id: string,
  change: Pick<CustomEventSchemaRow, 'properties' | 'updatedAt'>,
) {
  const [row] = await db.update(customEventSchemas).set(change).where(eq(customEventSchemas.id, id)).returning();
  return row!;
}

export const deleteCustomEventSchema = (db: Executor, id: string) =>
  db.delete(customEventSchemas).where(eq(customEventSchemas.id, id));
