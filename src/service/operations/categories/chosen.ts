import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { ensureCategoryNamed, findCategory } from '../../store/repositories/campaigns.ts';
import { findRules } from '../../store/repositories/validation-rules.ts';
import { notFound } from '../failures.ts';

/**
 * The category a request names: by id (it must exist), or by name (made when new). `undefined` when it names none,
 * `null` when it clears it (`category_id: null`).
 */
export async function chosenCategoryId(
  tx: Executor,
  projectId: string,
  request: { category?: string | undefined; category_id?: string | null | undefined },
): Promise<string | null | undefined> {
  if (request.category) return (await ensureCategoryNamed(tx, projectId, request.category, () => newId('cat_'))).id;
  if (request.category_id === null) return null;
  if (request.category_id === undefined) return undefined;
  if (!(await findCategory(tx, projectId, request.category_id))) throw notFound('category', request.category_id);
  return request.category_id;
}

/** The project's rules of these ids, each once, in the order given; 404 names the first one that is not there. */
export async function existingRuleIds(tx: Executor, projectId: string, ids: readonly string[] = []) {
  const wanted = [...new Set(ids)];
  const found = new Set(
    (await findRules(tx, wanted)).filter((rule) => rule.projectId === projectId).map((rule) => rule.id),
  );
  const missing = wanted.find((id) => !found.has(id));
  if (missing) throw notFound('validation_rule', missing);
  return wanted;
}
