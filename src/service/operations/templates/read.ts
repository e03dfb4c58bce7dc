import type { TemplateFilters } from '../../../contract/campaign-template.ts';
import type { Executor } from '../../store/db.ts';
import type { ModelSnapshot } from '../../store/model-cache.ts';
import { findProject } from '../../store/repositories/projects.ts';
import { countTemplates, findTemplate, pageTemplates } from '../../store/repositories/templates.ts';
import { notFound } from '../failures.ts';
import { presentTemplate } from './present.ts';

type PageQuery = Parameters<typeof loadTemplatePage>[2];

/** One keyset page of a project's templates, kept per model version (pages are read far more than changed). */
export const readTemplatePage = (db: Executor, model: ModelSnapshot, projectId: string, query: PageQuery) =>
  model.memo(`template-page:${projectId}:${JSON.stringify(query)}`, () => loadTemplatePage(db, projectId, query));

/** One keyset page of a project's templates: `more_starting_after` is the last id when a further row exists. */
async function loadTemplatePage(
  db: Executor,
  projectId: string,
  query: {
    limit: number;
    order: 'created' | 'id' | '-id';
    startingAfterId: string | undefined;
    filters: TemplateFilters | undefined;
    includeTotal: boolean;
  },
) {
  const { limit, startingAfterId } = query;
  if (!(await findProject(db, projectId))) throw notFound('project', projectId);
  const after = startingAfterId ? await findTemplate(db, projectId, startingAfterId) : undefined;
  if (startingAfterId && !after) throw notFound('campaign_template', startingAfterId);
  // One row past the page tells whether there is more without counting.
  const rows = await pageTemplates(db, projectId, { limit, order: query.order, after, filters: query.filters });
  const page = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return {
    rows: page,
    total: query.includeTotal ? await countTemplates(db, projectId) : undefined,
    moreStartingAfter: hasMore ? page.at(-1)?.id : undefined,
  };
}

/** One template with its blueprint (Promodesk's own read, for the setup form's starting values). */
export async function readTemplateDefaults(db: Executor, projectId: string, templateId: string) {
  const row = await findTemplate(db, projectId, templateId);
  if (!row) throw notFound('campaign_template', templateId);
  return { ...presentTemplate(row), blueprint: row.blueprint };
}

/** One template of the project, as the hosted read answers it. */
export async function readTemplate(db: Executor, projectId: string, templateId: string) {
  const row = await findTemplate(db, projectId, templateId);
  if (!row) throw notFound('campaign_template', templateId);
  return presentTemplate(row);
}
