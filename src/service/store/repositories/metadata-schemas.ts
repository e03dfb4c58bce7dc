import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../db.ts';
import { metadataSchemas } from '../schema/segments.ts';

export type MetadataSchemaRow = typeof metadataSchemas.$inferSelect;

export const listMetadataSchemas = (db: Executor, projectId: string) =>
  db
    .select()
    .from(metadataSchemas)
    .where(eq(metadataSchemas.projectId, projectId))
    .orderBy(asc(metadataSchemas.relatedObject));

export async function countMetadataSchemas(db: Executor, projectId: string) {
  const [row] = await db.select({ n: count() }).from(metadataSchemas).where(eq(metadataSchemas.projectId, projectId));
  return row?.n ?? 0;
}

/** A schema by its id or, as GET /v1/metadata-schemas/{resource} names it, by its related object. */
export async function findMetadataSchema(
  db: Executor,
  projectId: string,
  by: { id: string } | { relatedObject: string },
) {
  const [row] = await db
    .select()
    .from(metadataSchemas)
    .where(
      and(
        eq(metadataSchemas.projectId, projectId),
        'id' in by ? eq(metadataSchemas.id, by.id) : eq(metadataSchemas.relatedObject, by.relatedObject),
      ),
    )
    .for('update');
  return row;
}

export async function insertMetadataSchema(db: Executor, row: typeof metadataSchemas.$inferInsert) {
  const [created] = await db.insert(metadataSchemas).values(row).returning();
  return created!;
}

export async function updateMetadataSchema(
  db: Executor,
  id: string,
  change: Pick<MetadataSchemaRow, 'properties' | 'allowDefinedOnly' | 'updatedAt'>,
) {
  const [row] = await db.update(metadataSchemas).set(change).where(eq(metadataSchemas.id, id)).returning();
  return row!;
}

export const deleteMetadataSchema = (db: Executor, id: string) =>
  db.delete(metadataSchemas).where(eq(metadataSchemas.id, id));
