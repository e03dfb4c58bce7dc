import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notIlike,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TemplateFilters } from '../../../contract/campaign-template.ts';
import type { Executor } from '../db.ts';
import { escapeLike } from '../like.ts';
import { campaignTemplates } from '../schema/catalog.ts';

export type TemplateRow = typeof campaignTemplates.$inferSelect;

type Conditions = NonNullable<NonNullable<TemplateFilters['id']>['conditions']>;

/** One SQL condition per operator; text matching (`$contains`, `$starts_with`...) ignores case. */
export function conditionsToSql(column: PgColumn, conditions: Conditions): SQL[] {
  const parts: SQL[] = [];
  const { $in, $not_in, $is, $is_not, $has_value, $is_unknown, $starts_with, $ends_with, $contains, $not_contain } =
    conditions;
  if ($in) parts.push($in.length ? inArray(column, $in) : sql`false`);
  if ($not_in?.length) parts.push(notInArray(column, $not_in));
  if ($is !== undefined) parts.push(eq(column, $is));
  if ($is_not !== undefined) parts.push(or(ne(column, $is_not), isNull(column))!);
  if ($has_value !== undefined) parts.push(and(isNotNull(column), ne(column, ''))!);
  if ($is_unknown !== undefined) parts.push(or(isNull(column), eq(column, ''))!);
  if ($starts_with !== undefined) parts.push(ilike(column, `${escapeLike($starts_with)}%`));
  if ($ends_with !== undefined) parts.push(ilike(column, `%${escapeLike($ends_with)}`));
  if ($contains !== undefined) parts.push(ilike(column, `%${escapeLike($contains)}%`));
  if ($not_contain !== undefined) parts.push(or(notIlike(column, `%${escapeLike($not_contain)}%`), isNull(column))!);
  return parts;
}

export function filtersToSql(filters: TemplateFilters | undefined): SQL | undefined {
  if (!filters) return undefined;
  const parts = [
    ...conditionsToSql(campaignTemplates.id, filters.id?.conditions ?? {}),
    ...conditionsToSql(campaignTemplates.name, filters.name?.conditions ?? {}),
    ...conditionsToSql(campaignTemplates.campaignType, filters.campaign_type?.conditions ?? {}),
  ];
  if (parts.length === 0) return undefined;
  return filters.junction === 'or' ? or(...parts) : and(...parts);
}

export async function findTemplate(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(campaignTemplates)
    .where(and(eq(campaignTemplates.projectId, projectId), eq(campaignTemplates.id, id)));
  return row;
}

/** A template of the project named exactly `name`, if any. */
export async function findTemplateNamed(db: Executor, projectId: string, name: string) {
  const [row] = await db
    .select({ id: campaignTemplates.id })
    .from(campaignTemplates)
    .where(and(eq(campaignTemplates.projectId, projectId), eq(campaignTemplates.name, name)))
    .limit(1);
  return row;
}

/** Ids compare byte by byte (`COLLATE "C"`), the same on every database whatever its locale, as the index does. */
const idInByteOrder = sql`${campaignTemplates.id} COLLATE "C"`;

/**
 * Keyset page of templates, oldest first (by `(created_at, id)`) or by id (`order` `id` / `-id`): the cursor row's
 * position bounds the page, so a deep page costs the same as the first. Returns `limit + 1` rows at most so the
 * caller can tell `has_more`.
 */
export async function pageTemplates(
  db: Executor,
  projectId: string,
  page: {
    limit: number;
    order: 'created' | 'id' | '-id';
    after?: TemplateRow | undefined;
    filters?: TemplateFilters | undefined;
  },
) {
  const { limit, order, after } = page;
  const byId = order !== 'created';
  const direction = order === '-id' ? desc : asc;
  const key = byId ? idInByteOrder : sql`(${campaignTemplates.createdAt}, ${campaignTemplates.id})`;
  const position =
    after &&
    (order === '-id' ? lt : gt)(key, byId ? sql`${after.id} COLLATE "C"` : sql`(${after.createdAt}, ${after.id})`);
  return db
    .select()
    .from(campaignTemplates)
    .where(and(eq(campaignTemplates.projectId, projectId), filtersToSql(page.filters), position))
    .orderBy(
      ...(byId
        ? [direction(idInByteOrder)]
        : [direction(campaignTemplates.createdAt), direction(campaignTemplates.id)]),
    )
    .limit(limit + 1);
}

/** Every template of the project: the official `total` ignores filters and paging. */
export async function countTemplates(db: Executor, projectId: string) {
  const [row] = await db
    .select({ total: count() })
    .from(campaignTemplates)
    .where(eq(campaignTemplates.projectId, projectId));
  return row?.total ?? 0;
}

export async function insertTemplates(db: Executor, rows: (typeof campaignTemplates.$inferInsert)[]) {
  return rows.length ? db.insert(campaignTemplates).values(rows).returning() : [];
}

export async function lockTemplate(db: Executor, projectId: string, id: string) {
  const [row] = await db
    .select()
    .from(campaignTemplates)
    .where(and(eq(campaignTemplates.projectId, projectId), eq(campaignTemplates.id, id)))
    .for('update');
  return row;
}

/**
 * Makes concurrent renames to one name take turns until commit, so the second finds the first's template by that name
 * (there is no unique index: templates saved before names were checked may share one).
 */
export async function lockTemplateName(db: Executor, projectId: string, name: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`template-name:${projectId}:${name}`}))`);
}

/** Another template of the project with this name, if any. */
export async function findOtherTemplateNamed(db: Executor, projectId: string, name: string, exceptId: string) {
  const [row] = await db
    .select({ id: campaignTemplates.id })
    .from(campaignTemplates)
    .where(
      and(
        eq(campaignTemplates.projectId, projectId),
        eq(campaignTemplates.name, name),
        ne(campaignTemplates.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function updateTemplate(
  db: Executor,
  id: string,
  changes: Pick<Partial<TemplateRow>, 'name' | 'description'> & { updatedAt: Date },
) {
  const [row] = await db.update(campaignTemplates).set(changes).where(eq(campaignTemplates.id, id)).returning();
  return row!;
}

export const deleteTemplate = (db: Executor, id: string) =>
  db.delete(campaignTemplates).where(eq(campaignTemplates.id, id));
