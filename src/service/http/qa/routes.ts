import { drainPointsClock } from '../../jobs/points-clock-worker.ts';
import { runPointsClock } from '../../operations/loyalties/points-clock.ts';
import { settleProject } from '../../jobs/settle.ts';
import { createRoute, z } from '@hono/zod-openapi';
import {
  qaClockChangeSchema,
  qaClockSettledSchema,
  qaClockSchema,
  qaProjectCreateSchema,
  qaProjectSchema,
  qaResetAnswerSchema,
  qaResetSchema,
} from '../../../contract/qa.ts';
import { managementKeysAuth } from '../guards/guards.ts';
import { randomText } from '../../ids.ts';
import { DomainFailure, notFound } from '../../operations/failures.ts';
import { createQaProject } from '../../seed/qa-project.ts';
import { maxQaProjects, type QaMode } from '../../qa/mode.ts';
import { dbOf } from '../context.ts';
import { accountNow } from '../clock.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';
import { namedSnapshotOf, qaProjectOf } from './lookups.ts';

const auth = [managementKeysAuth];
/** What fired is listed up to this many; `fired_total` counts all. */
const maxFiredListed = 1000;
const projectParams = z.object({ projectId: z.string() });
const clockAnswer = {
  200: { description: 'The QA clock', content: { 'application/json': { schema: qaClockSchema } } },
};

const readClockRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/clock',
  tags: ['QA'],
  middleware: auth,
  responses: { ...clockAnswer, ...errorResponses(401) },
});
const changeClockRoute = createRoute({
  method: 'post',
  path: '/promodesk/qa/clock',
  tags: ['QA'],
  middleware: auth,
  request: jsonBody(qaClockChangeSchema),
  responses: { ...clockAnswer, ...errorResponses(400, 401) },
});
const readProjectClockRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/projects/{projectId}/clock',
  tags: ['QA'],
  middleware: auth,
  request: { params: projectParams },
  responses: { ...clockAnswer, ...errorResponses(401, 404) },
});
const changeProjectClockRoute = createRoute({
  method: 'post',
  path: '/promodesk/qa/projects/{projectId}/clock',
  tags: ['QA'],
  middleware: auth,
  request: { params: projectParams, ...jsonBody(qaClockChangeSchema) },
  responses: {
    200: {
      description: "The project's clock, once what fell due on the way has run (listed in time order)",
      content: { 'application/json': { schema: qaClockSettledSchema } },
    },
    ...errorResponses(400, 401, 404),
  },
});
const createProjectRoute = createRoute({
  method: 'post',
  path: '/promodesk/qa/projects',
  tags: ['QA'],
  middleware: auth,
  request: jsonBody(qaProjectCreateSchema),
  responses: {
    201: {
      description: 'A fresh project seeded with the demo content, with its own keys (secrets shown this once)',
      content: { 'application/json': { schema: qaProjectSchema } },
    },
    ...errorResponses(400, 401, 404, 409),
  },
});
const resetRoute = createRoute({
  method: 'post',
  path: '/promodesk/qa/reset',
  tags: ['QA'],
  middleware: auth,
  request: jsonBody(qaResetSchema),
  responses: {
    200: {
      description: 'The project is back at its seed or the named snapshot, or the whole store at its start',
      content: { 'application/json': { schema: qaResetAnswerSchema } },
    },
    ...errorResponses(400, 401, 404),
  },
});

/** QA mode only (`PROMODESK_QA=1`): clocks, per-worker projects and resets for test suites. */
export function registerQaRoutes(app: Router, qa: QaMode) {
  app.openapi(readClockRoute, (c) => c.json(qa.storeClock.read(), 200));
  app.openapi(changeClockRoute, async (c) => {
    qa.storeClock.change(c.req.valid('json'));
    await drainPointsClock(dbOf(c), { now: qa.now, inProject: qa.inProject });
    return c.json(qa.storeClock.read(), 200);
  });
  app.openapi(readProjectClockRoute, async (c) =>
    c.json(qa.readClock(await qaProjectOf(c, c.req.valid('param').projectId)), 200),
  );
  app.openapi(changeProjectClockRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    const clock = qa.clockOf(projectId);
    const from = clock.now();
    const moved = Date.now();
    clock.change(c.req.valid('json'));
    const to = clock.now();
    const { frozen } = clock.read();
    // Time moved: what fell due in the project runs before the answer, in time order, so a suite sees it at once.
    const { webhookAllowPrivate, webhookTimeoutMs } = c.get('deps');
    const fired =
      to > from
        ? await qa.settle(projectId, () =>
            settleProject(dbOf(c), projectId, from, to, {
              standAt: (at) => clock.change(frozen ? { freeze: at.toISOString() } : { set: at.toISOString() }),
              inProject: qa.inProject,
              now: qa.now,
              webhooks: {
                now: qa.storeClock.now,
                projectClocks: qa.projectClocks,
                allowPrivate: webhookAllowPrivate,
                timeoutMs: webhookTimeoutMs,
              },
            }),
          )
        : (await runPointsClock(dbOf(c), projectId, to)).map((change) => ({ at: to.toISOString(), ...change }));
    // A running clock ran on while the work did: it stands where the change put it plus that time.
    if (to > from && !frozen) clock.change({ set: new Date(to.getTime() + (Date.now() - moved)).toISOString() });
    return c.json(
      { ...qa.readClock(projectId), fired: fired.slice(0, maxFiredListed), fired_total: fired.length },
      200,
    );
  });

  app.openapi(createProjectRoute, async (c) => {
    const request = c.req.valid('json');
    if (qa.projectsMade() >= maxQaProjects)
      throw new DomainFailure({
        kind: 'conflict',
        key: 'too_many_projects',
        message: 'Too many QA projects',
        details: `QA mode keeps at most ${maxQaProjects} projects made since the start: reset the store (POST /promodesk/qa/reset with {})`,
      });
    const seed = request.seed ?? randomText(16);
    const clientOrigins = [c.get('deps').publicUrl];
    const created = await createQaProject(dbOf(c), { ...request, seed, clientOrigins }, accountNow(c));
    await qa.captureProject(dbOf(c), created.projectId, seed, request.clock);
    return c.json(
      {
        object: 'qa_project' as const,
        project_id: created.projectId,
        name: created.name,
        seed,
        ...created.keys,
        client_origins: clientOrigins,
        clock: qa.readClock(created.projectId),
      },
      201,
    );
  });

  app.openapi(resetRoute, async (c) => {
    const started = performance.now();
    const { project_id: projectId, snapshot } = c.req.valid('json');
    if (projectId !== undefined && !qa.knows(projectId)) throw notFound('project', projectId);
    if (projectId !== undefined && snapshot !== undefined) namedSnapshotOf(qa, projectId, snapshot);
    await qa.requests.resetting(projectId, () =>
      projectId !== undefined && snapshot !== undefined
        ? qa.resetTo(dbOf(c), projectId, snapshot)
        : qa.reset(dbOf(c), projectId),
    );
    const ms = Math.round((performance.now() - started) * 10) / 10;
    return c.json({ object: 'qa_reset' as const, project_id: projectId ?? null, snapshot: snapshot ?? null, ms }, 200);
  });
}
