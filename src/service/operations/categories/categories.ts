import type { z } from 'zod';
import { maxCategories, type categoryListSchema, type CategoryWrite } from '../../../contract/category.ts';
import { newId } from '../../ids.ts';
import type { Db, Executor } from '../../store/db.ts';
import { isUniqueViolation } from '../../store/errors.ts';
import { findCategory } from '../../store/repositories/campaigns.ts';
import {
  countCategories,
  deleteCategory,
  insertCategory,
  listCategories,
  lockCategory,
  updateCategory,
} from '../../store/repositories/categories.ts';
import { fieldsNamingCategory, rulesWithoutCategory } from '../../domain/stacking.ts';
import { lockProject, setStackingRules } from '../../store/repositories/projects.ts';
import { auditChange, type Acting } from '../acting.ts';
import { editChange, holdChange, versionOf } from '../approvals/gate.ts';
import { DomainFailure, duplicate, invalidField, notFound } from '../failures.ts';
import { stackingRulesIdOf } from '../management/stacking-rules.ts';
import { presentCategory } from '../present-common.ts';

export async function readCategories(db: Executor, projectId: string): Promise<z.infer<typeof categoryListSchema>> {
  const rows = await listCategories(db, projectId);
  return { object: 'list', data_ref: 'data', data: rows.map(presentCategory), total: rows.length, has_more: false };
}

export async function readCategory(db: Executor, projectId: string, categoryId: string) {
  const row = await findCategory(db, projectId, categoryId);
  if (!row) throw notFound('category', categoryId);
  return presentCategory(row);
}

/** A second category of one name would make campaigns that name their category ambiguous. */
const sameName = (name: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? duplicate('category', name, `A category named ${name} already exists`) : error;
};

export function createCategory(db: Db, projectId: string, request: CategoryWrite, acting: Acting) {
  return db.transaction(async (tx) => {
    if ((await countCategories(tx, projectId)) >= maxCategories) {
      throw invalidField('name', `A project has at most ${maxCategories} categories`);
    }
    const row = await insertCategory(tx, { id: newId('cat_'), projectId, ...request, createdAt: acting.at }).catch(
      sameName(request.name),
    );
    await auditChange(tx, projectId, acting, {
      action: 'category.created',
      resourceType: 'category',
      resourceId: row.id,
      summary: `Created the category ${row.name}`,
    });
    return presentCategory(row);
  });
}

/** Renames or reorders a category; every campaign, voucher and tier in it shows the change at once. */
export function changeCategory(db: Db, projectId: string, categoryId: string, request: CategoryWrite, acting: Acting) {
  return db.transaction(async (tx) => {
    const current = await lockCategory(tx, projectId, categoryId);
    if (!current) throw notFound('category', categoryId);
    // Its stacking type and hierarchy decide which discounts combine: such a person's change waits.
    const held =
      Object.keys(request).some((field) => field !== 'name') &&
      (await holdChange(tx, projectId, acting, 'discount', () =>
        editChange({
          operation: 'category.update',
          input: { category_id: categoryId, request },
          resourceType: 'category',
          resourceId: categoryId,
          summary: `Change the category ${current.name}`,
          before: presentCategory(current),
          request,
          row: current,
        }),
      ));
    if (held) return held;
    const row = await updateCategory(tx, categoryId, { ...request, updatedAt: acting.at }).catch(
      sameName(request.name),
    );
    await auditChange(tx, projectId, acting, {
      action: 'category.updated',
      resourceType: 'category',
      resourceId: categoryId,
      summary: `Changed the category ${row.name}`,
    });
    return presentCategory(row);
  });
}

/**
 * Deletes a category; what was in it stays, with no category. One the stacking rules name is refused, as hosted,
 * unless `removeFromStackingRules`: then it leaves every list of the rules in the same transaction. The project row
 * is locked first (the rules live there, and the other writers of the rules lock it before anything else), so a
 * change of the rules meanwhile cannot bring the category back into them.
 */
export function removeCategory(
  db: Db,
  projectId: string,
  categoryId: string,
  removeFromStackingRules: boolean,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, projectId, 'no key update');
    if (!project) throw notFound('project', projectId);
    const current = await lockCategory(tx, projectId, categoryId);
    if (!current) throw notFound('category', categoryId);
    const rules = project.stackingRules ?? {};
    const naming = fieldsNamingCategory(rules, categoryId);
    if (naming.length && !removeFromStackingRules) throw inStackingRules(categoryId, projectId, naming);
    const held = await holdChange(tx, projectId, acting, 'discount', () => ({
      operation: 'category.delete',
      input: { category_id: categoryId, remove_from_stacking_rules: removeFromStackingRules },
      resourceType: 'category',
      resourceId: categoryId,
      summary: `Delete the category ${current.name}, so what is in it stacks by the rules for no category`,
      diff: [
        { field: 'Category', before: current.name, after: 'deleted' },
        ...naming.map((field) => ({ field: `Stacking rules ${field}`, before: categoryId, after: 'removed' })),
      ],
      baseVersion: versionOf(current),
    }));
    if (held) return held;
    if (naming.length) {
      await setStackingRules(tx, projectId, {
        stackingRules: rulesWithoutCategory(rules, categoryId),
        stackingRulesCreatedAt: project.stackingRulesCreatedAt,
        stackingRulesUpdatedAt: acting.at,
      });
    }
    await deleteCategory(tx, categoryId);
    await auditChange(tx, projectId, acting, {
      action: 'category.deleted',
      resourceType: 'category',
      resourceId: categoryId,
      summary: naming.length
        ? `Deleted the category ${current.name} and took it off the stacking rules`
        : `Deleted the category ${current.name}`,
    });
  });
}

/** The hosted refusal of deleting what something else uses (`resource_in_use`, 400), naming the rules' fields. */
const inStackingRules = (categoryId: string, projectId: string, fields: string[]) =>
  new DomainFailure({
    kind: 'invalid',
    key: 'resource_in_use',
    message: 'Resource in use',
    details:
      `Resource category with id ${categoryId} is in use by stacking_rules with ids [${stackingRulesIdOf(projectId)}]` +
      ` (${fields.join(', ')}); pass remove_from_stacking_rules=true to delete it and take it off them`,
    resource_id: categoryId,
    resource_type: 'category',
  });
