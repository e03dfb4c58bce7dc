import { createRoute, z } from '@hono/zod-openapi';
import {
  approvalCommentSchema,
  approvalListQuerySchema,
  approvalListSchema,
  approvalRequestSchema,
  approvalSettingsSchema,
  approvalSettingsUpdateSchema,
} from '../../../contract/approval.ts';
import { decideApproval } from '../../operations/approvals/decide.ts';
import { readApproval, readApprovalPage } from '../../operations/approvals/read.ts';
import { changeApprovalSettings, readApprovalSettings } from '../../operations/approvals/settings.ts';
import { actingOf, dbOf } from '../context.ts';
import { managementAuth } from '../guards/guards.ts';
import { errorResponses, type Router } from '../openapi.ts';

const base = '/promodesk/projects/{projectId}';
const projectParams = z.object({ projectId: z.string().max(100) });
const requestParams = projectParams.extend({ approvalRequestId: z.string().max(100) });
const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const settingsRoute = createRoute({
  method: 'get',
  path: `${base}/approval-settings`,
  tags: ['Approvals'],
  middleware: [managementAuth('team:manage')],
  request: { params: projectParams },
  responses: {
    200: json(approvalSettingsSchema, 'Which changes need approval, who approves, which custom roles need it'),
    ...errorResponses(401, 403, 404),
  },
});
const settingsUpdateRoute = createRoute({
  method: 'put',
  path: `${base}/approval-settings`,
  tags: ['Approvals'],
  middleware: [managementAuth('team:manage')],
  request: {
    params: projectParams,
    body: { required: true, content: { 'application/json': { schema: approvalSettingsUpdateSchema } } },
  },
  responses: { 200: json(approvalSettingsSchema, 'The settings as saved'), ...errorResponses(400, 401, 403, 404) },
});
const listRoute = createRoute({
  method: 'get',
  path: `${base}/approval-requests`,
  tags: ['Approvals'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: projectParams, query: approvalListQuerySchema },
  responses: {
    200: json(approvalListSchema, 'Approval requests, newest first, by cursor'),
    ...errorResponses(400, 401, 403, 404),
  },
});
const getRoute = createRoute({
  method: 'get',
  path: `${base}/approval-requests/{approvalRequestId}`,
  tags: ['Approvals'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: requestParams },
  responses: { 200: json(approvalRequestSchema, 'The request and its diff'), ...errorResponses(401, 403, 404) },
});
const decided = {
  200: json(approvalRequestSchema, 'The request as decided (an approved change is applied)'),
  ...errorResponses(400, 401, 403, 404, 409),
};
const approveRoute = createRoute({
  method: 'post',
  path: `${base}/approval-requests/{approvalRequestId}/approve`,
  tags: ['Approvals'],
  middleware: [managementAuth('campaigns:read')],
  request: { params: requestParams },
  responses: decided,
});
const commentedRoute = (verb: 'reject' | 'request-changes') =>
  createRoute({
    method: 'post',
    path: `${base}/approval-requests/{approvalRequestId}/${verb}`,
    tags: ['Approvals'],
    middleware: [managementAuth('campaigns:read')],
    request: {
      params: requestParams,
      body: { required: true, content: { 'application/json': { schema: approvalCommentSchema } } },
    },
    responses: decided,
  });

export function registerApprovalRoutes(app: Router) {
  app.openapi(settingsRoute, async (c) =>
    c.json(await readApprovalSettings(dbOf(c), c.req.valid('param').projectId), 200),
  );
  app.openapi(settingsUpdateRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await changeApprovalSettings(dbOf(c), projectId, c.req.valid('json'), actingOf(c)), 200);
  });
  app.openapi(listRoute, async (c) => {
    const { projectId } = c.req.valid('param');
    return c.json(await readApprovalPage(dbOf(c), projectId, c.req.valid('query'), actingOf(c)), 200);
  });
  app.openapi(getRoute, async (c) => {
    const { projectId, approvalRequestId } = c.req.valid('param');
    return c.json(await readApproval(dbOf(c), projectId, approvalRequestId, actingOf(c)), 200);
  });
  app.openapi(approveRoute, async (c) => {
    const { projectId, approvalRequestId } = c.req.valid('param');
    const decision = { status: 'APPROVED' as const, comment: null };
    return c.json(await decideApproval(dbOf(c), projectId, approvalRequestId, decision, actingOf(c)), 200);
  });
  for (const [verb, status] of [
    ['reject', 'REJECTED'],
    ['request-changes', 'CHANGES_REQUESTED'],
  ] as const) {
    app.openapi(commentedRoute(verb), async (c) => {
      const { projectId, approvalRequestId } = c.req.valid('param');
      const decision = { status, comment: c.req.valid('json').comment };
      return c.json(await decideApproval(dbOf(c), projectId, approvalRequestId, decision, actingOf(c)), 200);
    });
  }
}
