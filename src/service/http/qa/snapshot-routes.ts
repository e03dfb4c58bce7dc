import { createRoute, z } from '@hono/zod-openapi';
import { qaSnapshotNameSchema } from '../../../contract/qa.ts';
import {
  qaSnapshotDocumentSchema,
  qaSnapshotListSchema,
  qaSnapshotSchema,
  qaSnapshotTakeSchema,
} from '../../../contract/qa-snapshots.ts';
import { managementKeysAuth } from '../guards/guards.ts';
import { DomainFailure, invalidPayload } from '../../operations/failures.ts';
import { maxNamedSnapshots, type NamedSnapshot, type QaMode } from '../../qa/mode.ts';
import { importSnapshotDocument, snapshotDocument } from '../../qa/snapshot-documents.ts';
import { dbOf } from '../context.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';
import { namedSnapshotOf, qaProjectOf } from './lookups.ts';

const auth = [managementKeysAuth];
const projectParams = z.object({ projectId: z.string() });
const snapshotParams = z.object({ projectId: z.string(), name: qaSnapshotNameSchema });
const snapshotAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: qaSnapshotSchema } },
});

const takeRoute = createRoute({
  method: 'post',
  path: '/promodesk/qa/projects/{projectId}/snapshots',
  tags: ['QA'],
  middleware: auth,
  request: { params: projectParams, ...jsonBody(qaSnapshotTakeSchema) },
  responses: {
    201: snapshotAnswer("The project's state now, kept under the name (replacing one of that name)"),
    ...errorResponses(400, 401, 404, 409),
  },
});
const listRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/projects/{projectId}/snapshots',
  tags: ['QA'],
  middleware: auth,
  request: { params: projectParams },
  responses: {
    200: {
      description: "The project's named snapshots, oldest first",
      content: { 'application/json': { schema: qaSnapshotListSchema } },
    },
    ...errorResponses(401, 404),
  },
});
const exportRoute = createRoute({
  method: 'get',
  path: '/promodesk/qa/projects/{projectId}/snapshots/{name}',
  tags: ['QA'],
  middleware: auth,
  request: { params: snapshotParams },
  responses: {
    200: {
      description: 'The snapshot as one JSON document, to import into another project or service',
      content: { 'application/json': { schema: qaSnapshotDocumentSchema } },
    },
    ...errorResponses(400, 401, 404),
  },
});
const importRoute = createRoute({
  method: 'put',
  path: '/promodesk/qa/projects/{projectId}/snapshots/{name}',
  tags: ['QA'],
  middleware: auth,
  request: { params: snapshotParams, ...jsonBody(qaSnapshotDocumentSchema) },
  responses: {
    200: snapshotAnswer("The project now holds the document's content, kept under the name"),
    ...errorResponses(400, 401, 404, 409, 413),
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/promodesk/qa/projects/{projectId}/snapshots/{name}',
  tags: ['QA'],
  middleware: auth,
  request: { params: snapshotParams },
  responses: { 204: { description: 'The snapshot is gone' }, ...errorResponses(400, 401, 404) },
});

const summaryOf = (projectId: string, name: string, taken: NamedSnapshot) => ({
  object: 'qa_snapshot' as const,
  name,
  project_id: projectId,
  taken_at: taken.takenAt.toISOString(),
  clock: taken.clock,
  rows: [...taken.snapshot.rows.values()].reduce((sum, rows) => sum + rows.length, 0),
});

/** Room for one more named snapshot in the project, unless it replaces one of that name. */
function roomFor(qa: QaMode, projectId: string, name: string) {
  const held = qa.snapshotsOf(projectId);
  if (!held.has(name) && held.size >= maxNamedSnapshots)
    throw new DomainFailure({
      kind: 'conflict',
      key: 'too_many_snapshots',
      message: 'Too many snapshots',
      details: `A project keeps at most ${maxNamedSnapshots} named snapshots: delete one (DELETE /promodesk/qa/projects/${projectId}/snapshots/{name}) or take one again under a name it has`,
    });
}

/** QA mode only: named snapshots of a project, to return to (`POST /promodesk/qa/reset`) and to share as JSON. */
export function registerQaSnapshotRoutes(app: Router, qa: QaMode) {
  app.openapi(takeRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    const { name } = c.req.valid('json');
    roomFor(qa, projectId, name);
    return c.json(summaryOf(projectId, name, await qa.takeNamed(dbOf(c), projectId, name)), 201);
  });
  app.openapi(listRoute, async (c) => {
    const projectId = await qaProjectOf(c, c.req.valid('param').projectId);
    const data = [...qa.snapshotsOf(projectId)]
      .map(([name, taken]) => summaryOf(projectId, name, taken))
      .sort((a, b) => a.taken_at.localeCompare(b.taken_at));
    return c.json({ object: 'list' as const, data_ref: 'data' as const, data, total: data.length }, 200);
  });
  app.openapi(exportRoute, async (c) => {
    const { projectId, name } = c.req.valid('param');
    await qaProjectOf(c, projectId);
    return c.json(snapshotDocument(projectId, name, namedSnapshotOf(qa, projectId, name)), 200);
  });
  app.openapi(importRoute, async (c) => {
    const { projectId, name } = c.req.valid('param');
    await qaProjectOf(c, projectId);
    if (!qa.knows(projectId))
      throw invalidPayload(
        `${projectId} was neither made in QA mode nor in the store at its start: reset cannot return it to a seed, so it takes no import`,
      );
    roomFor(qa, projectId, name);
    // An import replaces the project's content as a reset does: none of its requests run meanwhile.
    const imported = await qa.requests.resetting(projectId, () =>
      importSnapshotDocument(dbOf(c), qa, projectId, name, c.req.valid('json')),
    );
    if ('refused' in imported) throw invalidPayload(imported.refused);
    return c.json(summaryOf(projectId, name, imported), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { projectId, name } = c.req.valid('param');
    await qaProjectOf(c, projectId);
    namedSnapshotOf(qa, projectId, name);
    qa.forgetNamed(projectId, name);
    return c.body(null, 204);
  });
}
