import { createRoute, z } from '@hono/zod-openapi';
import { qaFidelitySchema, type QaFidelityOperation } from '../../../contract/qa-fidelity.ts';
import type { QaMode } from '../../qa/mode.ts';
import { managementKeysAuth } from '../guards/guards.ts';
import { errorResponses, type Router } from '../openapi.ts';
import { qaProjectOf } from './lookups.ts';
import { official } from './official-answers.ts';

const auth = [managementKeysAuth];
const answer = {
  200: {
    description: 'Per official operation, how many journaled answers conformed to the pinned official OpenAPI',
    content: { 'application/json': { schema: qaFidelitySchema } },
  },
};
const projectFidelityRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/projects/{projectId}/fidelity',
  tags: ['QA'],
  middleware: auth,
  request: { params: z.object({ projectId: z.string() }) },
  responses: { ...answer, ...errorResponses(401, 404) },
});
const storeFidelityRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/fidelity',
  tags: ['QA'],
  middleware: auth,
  responses: { ...answer, ...errorResponses(401) },
});

/** Rows of several projects added up per operation, keeping the first differences. */
function merged(rows: QaFidelityOperation[]) {
  const byOperation = new Map<string, QaFidelityOperation>();
  for (const row of rows) {
    const into = byOperation.get(row.operation);
    if (!into) byOperation.set(row.operation, { ...row, differences: [...row.differences] });
    else {
      into.calls += row.calls;
      into.conformed += row.conformed;
      into.undescribed += row.undescribed;
      into.differences.push(...row.differences.slice(0, 3 - into.differences.length));
    }
  }
  return [...byOperation.values()].sort((a, b) => a.operation.localeCompare(b.operation));
}

async function report(projectId: string | null, operations: QaFidelityOperation[]) {
  const { pinnedSpecification } = await official();
  return {
    object: 'qa_fidelity' as const,
    project_id: projectId,
    specification: pinnedSpecification,
    calls: operations.reduce((n, o) => n + o.calls, 0),
    conformed: operations.reduce((n, o) => n + o.conformed, 0),
    operations,
  };
}

/** QA mode only: where this double's answers differ from the official document, per project or over all. */
export function registerQaFidelityRoutes(app: Router, qa: QaMode) {
  app.openapi(projectFidelityRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    return c.json(await report(projectId, await qa.project(projectId).fidelity.report()), 200);
  });
  app.openapi(storeFidelityRoute, async (c) => {
    const rows = await Promise.all(qa.projectsInPlay().map((id) => qa.project(id).fidelity.report()));
    return c.json(await report(null, merged(rows.flat())), 200);
  });
}
