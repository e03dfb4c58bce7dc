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
    description:
      'Per official operation, how many journaled answers conformed to the pinned official OpenAPI and the hosted ' +
      "service's defaults, differed (each difference by kind), were not described, or differed only as the hosted " +
      'changelog documents (naming its entries)',
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

async function report(projectId: string | null, operations: QaFidelityOperation[]) {
  const { pinnedSpecification } = await official();
  return {
    object: 'qa_fidelity' as const,
    project_id: projectId,
    specification: pinnedSpecification,
    calls: operations.reduce((n, o) => n + o.calls, 0),
    conformed: operations.reduce((n, o) => n + o.conformed, 0),
    changelog_only: operations.reduce((n, o) => n + o.changelog_only, 0),
    operations,
  };
}

/**
 * QA mode only: where this double's answers differ from the official document or the hosted service, per project or
 * over all.
 */
export function registerQaFidelityRoutes(app: Router, qa: QaMode) {
  app.openapi(projectFidelityRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    return c.json(await report(projectId, await qa.project(projectId).fidelity.report()), 200);
  });
  app.openapi(storeFidelityRoute, async (c) => c.json(await report(null, await qa.storeFidelity.report()), 200));
}
