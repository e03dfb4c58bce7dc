/*
 * The management API's project-scoped resources share one shape: list and create under
 * /management/v1/projects/{projectId}/<resource>, read, replace and delete under .../{<id>}, reading on the
 * campaigns' reading and changing on the campaigns' writing. One builder declares the five routes and their
 * handlers, so their OpenAPI operations, permissions and answers cannot drift apart.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Acting } from '../../operations/acting.ts';
import { isHeld, type Held } from '../../operations/approvals/gate.ts';
import type { Db } from '../../store/db.ts';
import { heldForApproval } from '../approvals/held.ts';
import { actingOf, dbOf } from '../context.ts';
import type { AppEnv } from '../env.ts';
import { managementAuth } from '../guards/guards.ts';
import { errorResponses, jsonAnswer, jsonBody, type Router } from '../openapi.ts';

/** Typed by what the schemas parse and answer, so the routes' inputs stay typed inside the builder. */
export interface ProjectResource<List, Item, Create, Update> {
  /** The path segment after the project: `branding`. */
  resource: string;
  /** The path parameter naming one: `brandingId`. */
  idParam: string;
  schemas: { list: z.ZodType<List>; item: z.ZodType<Item>; create: z.ZodType<Create>; update: z.ZodType<Update> };
  /** The OpenAPI descriptions of the answers. */
  answers: { list: string; created: string; read: string; updated: string; deleted: string };
  /** Changes that may wait for approval: each may answer 202 with the approval request. */
  mayBeHeld?: boolean;
  /** The clock that stamps the changes: the project's unless given. */
  now?: (c: Context<AppEnv>) => Date;
  operations: {
    list: (db: Db, projectId: string) => Promise<List>;
    create: (db: Db, projectId: string, request: Create, acting: Acting) => Promise<Item | Held>;
    read: (db: Db, projectId: string, id: string) => Promise<Item>;
    update: (db: Db, projectId: string, id: string, request: Update, acting: Acting) => Promise<Item | Held>;
    remove: (db: Db, projectId: string, id: string, acting: Acting) => Promise<unknown>;
  };
}

export function registerProjectResourceRoutes<List, Item, Create, Update>(
  app: Router,
  spec: ProjectResource<List, Item, Create, Update>,
) {
  const path = `/management/v1/projects/{projectId}/${spec.resource}`;
  const onePath = `${path}/{${spec.idParam}}`;
  const projectParams = z.object({ projectId: z.string() });
  const oneParams = projectParams.extend({ [spec.idParam]: z.string() });
  const held: Partial<typeof heldForApproval> = spec.mayBeHeld ? heldForApproval : {};
  const reading = { tags: ['Management'], middleware: [managementAuth('campaigns:read')] };
  const writing = { tags: ['Management'], middleware: [managementAuth('campaigns:write')] };
  const changed = (description: string) => ({ ...held, 200: jsonAnswer(description, spec.schemas.item) });
  // The parameters are validated: both are there (the computed id key types them as a string index).
  const idsOf = (params: Record<string, string | undefined>) => ({
    projectId: params.projectId!,
    id: params[spec.idParam]!,
  });
  const acting = (c: Context<AppEnv>) => actingOf(c, spec.now);

  const listRoute = createRoute({
    ...reading,
    method: 'get',
    path,
    request: { params: projectParams },
    responses: { 200: jsonAnswer(spec.answers.list, spec.schemas.list), ...errorResponses(401, 403, 404) },
  });
  const createOneRoute = createRoute({
    ...writing,
    method: 'post',
    path,
    request: { params: projectParams, ...jsonBody(spec.schemas.create) },
    responses: { ...changed(spec.answers.created), ...errorResponses(400, 401, 403, 404, 409) },
  });
  const getRoute = createRoute({
    ...reading,
    method: 'get',
    path: onePath,
    request: { params: oneParams },
    responses: { 200: jsonAnswer(spec.answers.read, spec.schemas.item), ...errorResponses(401, 403, 404) },
  });
  const updateRoute = createRoute({
    ...writing,
    method: 'put',
    path: onePath,
    request: { params: oneParams, ...jsonBody(spec.schemas.update) },
    responses: { ...changed(spec.answers.updated), ...errorResponses(400, 401, 403, 404) },
  });
  const deleteRoute = createRoute({
    ...writing,
    method: 'delete',
    path: onePath,
    request: { params: oneParams },
    responses: { ...held, 204: { description: spec.answers.deleted }, ...errorResponses(401, 403, 404) },
  });

  // `.then` hands the answer on as the operation's own type (an `await` would make it `Awaited<Item>`, which a
  // generic builder cannot check against the route's typed answer); held changes answer their approval request.
  const { operations } = spec;
  app.openapi(listRoute, (c) =>
    operations.list(dbOf(c), c.req.valid('param').projectId).then((list) => c.json(list, 200)),
  );
  app.openapi(createOneRoute, (c) => {
    const { projectId } = c.req.valid('param');
    const answered = operations
      .create(dbOf(c), projectId, c.req.valid('json'), acting(c))
      .then((created) => (isHeld(created) ? c.json(created.held, 202) : c.json(created, 200)));
    return answered;
  });
  app.openapi(getRoute, (c) => {
    const { projectId, id } = idsOf(c.req.valid('param'));
    return operations.read(dbOf(c), projectId, id).then((item) => c.json(item, 200));
  });
  app.openapi(updateRoute, (c) => {
    const { projectId, id } = idsOf(c.req.valid('param'));
    const answered = operations
      .update(dbOf(c), projectId, id, c.req.valid('json'), acting(c))
      .then((updated) => (isHeld(updated) ? c.json(updated.held, 202) : c.json(updated, 200)));
    return answered;
  });
  app.openapi(deleteRoute, async (c) => {
    const { projectId, id } = idsOf(c.req.valid('param'));
    const removed = await operations.remove(dbOf(c), projectId, id, acting(c));
    return isHeld(removed) ? c.json(removed.held, 202) : c.body(null, 204);
  });
}
