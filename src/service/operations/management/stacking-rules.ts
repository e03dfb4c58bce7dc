/*
 * A project's stacking rules through the management API: one set per project, always there (the official defaults
 * until the project creates its own). The id is derived from the project, so it never changes; POST creates the
 * project's own rules once (a second POST is a 409: PUT changes them), DELETE goes back to the defaults. The
 * redemption engine reads the stored rules (`prepareStackedRequest`); the change bumps the model version.
 */
import {
  calculationMode,
  type ManagementStackingRules,
  type StackingRulesChange,
} from '../../../contract/stacking-rules.ts';
import { DEFAULT_STACKING_RULES } from '../../domain/stacking.ts';
import type { Db, Executor } from '../../store/db.ts';
import { lockProject, setStackingRules, type ProjectRow } from '../../store/repositories/projects.ts';
import { auditChange, type Acting } from '../acting.ts';
import { fieldDiff, holdChange } from '../approvals/gate.ts';
import { duplicate, notFound } from '../failures.ts';
import { iso } from '../present-common.ts';
import { readProject } from './projects.ts';

export const stackingRulesIdOf = (projectId: string) => `stk_${projectId}`;

function presentStackingRules(project: ProjectRow): ManagementStackingRules {
  return {
    id: stackingRulesIdOf(project.id),
    ...DEFAULT_STACKING_RULES,
    ...project.stackingRules,
    ...calculationMode,
    initial_amount_mode_categories: [],
    discounted_amount_mode_categories: [],
    created_at: iso(project.stackingRulesCreatedAt ?? project.createdAt),
    updated_at: project.stackingRulesUpdatedAt ? iso(project.stackingRulesUpdatedAt) : undefined,
  };
}

export async function readStackingRules(db: Executor, projectId: string, id?: string) {
  const project = await readProject(db, projectId);
  if (id !== undefined && id !== stackingRulesIdOf(projectId)) throw notFound('stacking_rules', id);
  return presentStackingRules(project);
}

/** Locks the project and checks the rules' id; everything after reads and writes one project row. */
async function lockedRules(tx: Executor, projectId: string, id: string | undefined) {
  const project = await lockProject(tx, projectId);
  if (!project) throw notFound('project', projectId);
  if (id !== undefined && id !== stackingRulesIdOf(projectId)) throw notFound('stacking_rules', id);
  return project;
}

/**
 * How many discounts combine decides how much a shopper gets: a change by a person whose role needs approval waits
 * (management keys never do). The version is the rules' own stamps.
 */
const holdRules = (
  tx: Executor,
  project: ProjectRow,
  acting: Acting,
  operation: 'stacking_rules.create' | 'stacking_rules.update' | 'stacking_rules.delete',
  change: StackingRulesChange | undefined,
) =>
  holdChange(tx, project.id, acting, 'discount', () => ({
    operation,
    input: { request: change ?? null },
    resourceType: 'stacking_rules',
    resourceId: stackingRulesIdOf(project.id),
    summary: change ? 'Change the stacking rules' : 'Put the stacking rules back to the defaults',
    diff: change
      ? fieldDiff(presentStackingRules(project), change)
      : [{ field: 'Stacking rules', before: JSON.stringify(project.stackingRules ?? {}), after: 'the defaults' }],
    baseVersion: `${project.stackingRulesCreatedAt?.toISOString()} ${project.stackingRulesUpdatedAt?.toISOString()}`,
  }));

const audit = (tx: Executor, projectId: string, acting: Acting, verb: 'created' | 'updated' | 'deleted') =>
  auditChange(tx, projectId, acting, {
    action: `stacking_rules.${verb}`,
    resourceType: 'stacking_rules',
    resourceId: stackingRulesIdOf(projectId),
    summary: verb === 'deleted' ? 'Stacking rules back to the defaults' : `Stacking rules ${verb}`,
  });

export function createStackingRules(db: Db, projectId: string, change: StackingRulesChange, acting: Acting) {
  return db.transaction(async (tx) => {
    const project = await lockedRules(tx, projectId, undefined);
    if (project.stackingRulesCreatedAt)
      throw duplicate(
        'stacking_rules',
        stackingRulesIdOf(projectId),
        'The project has its own stacking rules: PUT changes them',
      );
    const held = await holdRules(tx, project, acting, 'stacking_rules.create', change);
    if (held) return held;
    const stored = { stackingRules: change, stackingRulesCreatedAt: acting.at, stackingRulesUpdatedAt: null };
    await setStackingRules(tx, projectId, stored);
    await audit(tx, projectId, acting, 'created');
    return presentStackingRules({ ...project, ...stored });
  });
}

/** The fields sent replace the stored ones; the others keep their value (the defaults where never set). */
export function updateStackingRules(
  db: Db,
  projectId: string,
  id: string,
  change: StackingRulesChange,
  acting: Acting,
) {
  return db.transaction(async (tx) => {
    const project = await lockedRules(tx, projectId, id);
    const held = await holdRules(tx, project, acting, 'stacking_rules.update', change);
    if (held) return held;
    const stored = {
      stackingRules: { ...project.stackingRules, ...change },
      stackingRulesCreatedAt: project.stackingRulesCreatedAt ?? acting.at,
      stackingRulesUpdatedAt: acting.at,
    };
    await setStackingRules(tx, projectId, stored);
    await audit(tx, projectId, acting, 'updated');
    return presentStackingRules({ ...project, ...stored });
  });
}

export function deleteStackingRules(db: Db, projectId: string, id: string, acting: Acting) {
  return db.transaction(async (tx) => {
    const held = await holdRules(tx, await lockedRules(tx, projectId, id), acting, 'stacking_rules.delete', undefined);
    if (held) return held;
    await setStackingRules(tx, projectId, {
      stackingRules: null,
      stackingRulesCreatedAt: null,
      stackingRulesUpdatedAt: null,
    });
    await audit(tx, projectId, acting, 'deleted');
  });
}
