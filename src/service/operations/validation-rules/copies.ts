import type { Blueprint } from '../../../contract/campaign-blueprint.ts';
import { newId } from '../../ids.ts';
import type { Executor } from '../../store/db.ts';
import { insertRules } from '../../store/repositories/validation-rules.ts';

/**
 * New rules made of a template's rule contents, in the caller's transaction: each campaign or tier set up from a
 * template gets its own copies, so changing one never changes another's. Answers the new ids in the order given.
 */
export async function copyRules(tx: Executor, projectId: string, rules: Blueprint['validation_rules'], at: Date) {
  const copies = rules.map((rule) => ({
    id: newId('val_'),
    projectId,
    name: rule.name,
    rules: rule.rules,
    error: rule.error ?? null,
    applicableTo: rule.applicable_to ?? null,
    ...(rule.type && { type: rule.type }),
    ...(rule.context_type && { contextType: rule.context_type }),
    createdAt: at,
  }));
  await insertRules(tx, copies);
  return copies.map((rule) => rule.id);
}
