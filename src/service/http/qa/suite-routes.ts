import { createRoute, z } from '@hono/zod-openapi';
import {
  journalFilterSchema,
  journalListSchema,
  journalVerifiedSchema,
  journalVerifySchema,
  qaFaultsSchema,
  sinkListSchema,
  sinkNameSchema,
} from '../../../contract/qa.ts';
import { managementKeysAuth } from '../guards/guards.ts';
import { limitByAddress } from '../guards/rate-limit.ts';
import { DomainFailure } from '../../operations/failures.ts';
import type { QaMode } from '../../qa/mode.ts';
import { linkedEntries } from '../../qa/journal-links.ts';
import { dbOf } from '../context.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';
import { qaProjectOf } from './lookups.ts';

const auth = [managementKeysAuth];
const projectParams = z.object({ projectId: z.string() });
const sinkParams = z.object({ name: sinkNameSchema });

const journalRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/projects/{projectId}/journal',
  tags: ['QA'],
  middleware: auth,
  request: { params: projectParams, query: journalFilterSchema },
  responses: {
    200: {
      description: "The project's requests that match, oldest first (the last 1,000 are kept)",
      content: { 'application/json': { schema: journalListSchema } },
    },
    ...errorResponses(400, 401, 404),
  },
});
const verifyRoute = createRoute({
  method: 'post',
  path: '/promodesk/qa/projects/{projectId}/journal/verify',
  tags: ['QA'],
  middleware: auth,
  request: { params: projectParams, ...jsonBody(journalVerifySchema) },
  responses: {
    200: {
      description: 'The journal holds what was expected',
      content: { 'application/json': { schema: journalVerifiedSchema } },
    },
    ...errorResponses(400, 401, 404, 417),
  },
});
const faultsAnswer = {
  200: { description: "The project's faults", content: { 'application/json': { schema: qaFaultsSchema } } },
};
const readFaultsRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/projects/{projectId}/faults',
  tags: ['QA'],
  middleware: auth,
  request: { params: projectParams },
  responses: { ...faultsAnswer, ...errorResponses(401, 404) },
});
const setFaultsRoute = createRoute({
  method: 'put',
  path: '/promodesk/qa/projects/{projectId}/faults',
  tags: ['QA'],
  middleware: auth,
  request: { params: projectParams, ...jsonBody(qaFaultsSchema) },
  responses: { ...faultsAnswer, ...errorResponses(400, 401, 404) },
});
const receiveRoute = createRoute({
  method: 'post',
  path: '/promodesk/qa/sink/{name}',
  tags: ['QA'],
  middleware: [limitByAddress],
  request: { params: sinkParams },
  responses: {
    200: {
      description: 'Kept for the suite to read',
      content: { 'application/json': { schema: z.object({ received: z.literal(true) }) } },
    },
    ...errorResponses(400, 409, 429),
  },
});
const readSinkRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/sink/{name}',
  tags: ['QA'],
  middleware: auth,
  request: { params: sinkParams },
  responses: {
    200: {
      description: 'What the sink received, oldest first',
      content: { 'application/json': { schema: sinkListSchema } },
    },
    ...errorResponses(400, 401),
  },
});
const clearSinkRoute = createRoute({
  method: 'delete',
  path: '/promodesk/qa/sink/{name}',
  tags: ['QA'],
  middleware: auth,
  request: { params: sinkParams },
  responses: { 204: { description: 'The sink is empty' }, ...errorResponses(400, 401) },
});

/** QA mode only: what a suite asserts with (journal, sinks) and the faults it injects. */
export function registerQaSuiteRoutes(app: Router, qa: QaMode) {
  app.openapi(journalRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    const records = qa.project(projectId).journal.find(c.req.valid('query'));
    const data = await linkedEntries(dbOf(c), projectId, records, qa.queueTime());
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });
  app.openapi(verifyRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    const spec = c.req.valid('json');
    const journal = qa.project(projectId).journal;
    const { count: _c, at_least: _l, at_most: _m, caused: _d, ...filter } = spec;
    const candidates = await linkedEntries(dbOf(c), projectId, journal.find(filter), qa.queueTime());
    const { matched, failure } = journal.verdict(spec, candidates);
    if (failure)
      throw new DomainFailure({
        kind: 'verification_failed',
        key: 'verification_failed',
        message: 'Verification failed',
        details: failure,
      });
    return c.json({ object: 'verification' as const, matched }, 200);
  });

  app.openapi(readFaultsRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    return c.json({ faults: qa.project(projectId).faults.list() }, 200);
  });
  app.openapi(setFaultsRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    const faults = qa.project(projectId).faults;
    faults.set(c.req.valid('json').faults);
    return c.json({ faults: faults.list() }, 200);
  });

  app.openapi(receiveRoute, async (c) => {
    const body = await c.req.text();
    const headers = Object.fromEntries(c.req.raw.headers.entries());
    const delivery = { received_at: qa.now().toISOString(), method: c.req.method, headers, body };
    if (!qa.sinks.receive(c.req.valid('param').name, delivery))
      throw new DomainFailure({
        kind: 'conflict',
        key: 'too_many_sinks',
        message: 'Too many sinks',
        details: 'Clear a sink (DELETE) before opening another',
      });
    return c.json({ received: true as const }, 200);
  });
  app.openapi(readSinkRoute, (c) => {
    const data = qa.sinks.read(c.req.valid('param').name);
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });
  app.openapi(clearSinkRoute, (c) => {
    qa.sinks.clear(c.req.valid('param').name);
    return c.body(null, 204);
  });
}
