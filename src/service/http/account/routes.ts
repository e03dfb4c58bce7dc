import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  demoAccountSchema,
  invitationAcceptSchema,
  invitationDetailsSchema,
  setupRequestSchema,
  signInRequestSchema,
} from '../../../contract/access.ts';
import { unauthorized } from '../guards/guards.ts';
import { liveSession, projectHeader } from '../guards/people.ts';
import { limitByAddress } from '../guards/rate-limit.ts';
import { clearSessionCookie, sessionCookieHash } from '../guards/sessions.ts';
import { acceptWithPassword, describeInvitation } from '../../operations/account/invitations.ts';
import { setUpFirstAccount } from '../../operations/account/owner.ts';
import { describeSession } from '../../operations/account/session.ts';
import { viewAsHeader } from '../../operations/account/view-as.ts';
import { secretMatches } from '../../secrets/secrets.ts';
import { signIn, signInDemoOwner } from '../../operations/account/sign-in.ts';
import { signOut } from '../../operations/account/sign-out.ts';
import { dbOf, passwordCostOf } from '../context.ts';
import { accountNow } from '../clock.ts';
import { hostOf, isLoopbackHost } from '../security.ts';
import { notFound } from '../../operations/failures.ts';
import type { AppEnv } from '../env.ts';
import { errorResponses, jsonBody, type Router } from '../openapi.ts';
import { accountActing, answerSignedIn, sessionAnswer } from './route-parts.ts';

const signInRoute = createRoute({
  method: 'post',
  path: '/promodesk/sign-in',
  tags: ['Account'],
  middleware: [limitByAddress],
  request: jsonBody(signInRequestSchema),
  responses: { ...sessionAnswer('Signed in: the session cookie is set'), ...errorResponses(400, 401, 429) },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/promodesk/session',
  tags: ['Account'],
  middleware: [limitByAddress],
  responses: { ...sessionAnswer('The signed-in person, their projects and roles'), ...errorResponses(401) },
});

const signOutRoute = createRoute({
  method: 'post',
  path: '/promodesk/sign-out',
  tags: ['Account'],
  middleware: [limitByAddress],
  request: jsonBody(z.object({ everywhere: z.boolean().optional() })),
  responses: {
    204: { description: 'Signed out (everywhere: every session of the person)' },
    ...errorResponses(401, 403),
  },
});

const invitationRoute = createRoute({
  method: 'get',
  path: '/promodesk/invitation',
  tags: ['Account'],
  middleware: [limitByAddress],
  // The secret travels in the query string, which access logs never record.
  request: { query: z.object({ token: z.string().min(1).max(200) }) },
  responses: {
    200: {
      description: 'The invitation an accept link names: projects, roles, inviter',
      content: { 'application/json': { schema: invitationDetailsSchema } },
    },
    ...errorResponses(400, 404, 410),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/promodesk/invitation/accept',
  tags: ['Account'],
  middleware: [limitByAddress],
  request: jsonBody(invitationAcceptSchema),
  responses: { ...sessionAnswer('Accepted and signed in'), ...errorResponses(400, 401, 404, 410) },
});

const demoAccountRoute = createRoute({
  method: 'get',
  path: '/promodesk/demo-account',
  tags: ['Account'],
  middleware: [limitByAddress],
  responses: {
    200: {
      description: 'The demo owner; answered only in demo mode, on loopback, to a loopback Host',
      content: { 'application/json': { schema: demoAccountSchema } },
    },
    ...errorResponses(404),
  },
});

const demoSignInRoute = createRoute({
  method: 'post',
  path: '/promodesk/demo-account/sign-in',
  tags: ['Account'],
  middleware: [limitByAddress],
  // A JSON body, so another site cannot post it without a CORS preflight this service never grants.
  request: jsonBody(z.object({})),
  responses: { ...sessionAnswer('Signed in as the demo owner'), ...errorResponses(404) },
});

/** The demo owner, for a page of this very service on loopback: not one whose name was re-pointed here (DNS rebinding). */
function demoAccount(c: Context<AppEnv>) {
  const { demoAccount: account, demoPort } = c.get('deps');
  if (!account || !isLoopbackHost(hostOf(c), demoPort)) throw notFound('demo_account', 'demo');
  return account;
}

const setupRoute = createRoute({
  method: 'post',
  path: '/promodesk/setup',
  tags: ['Account'],
  middleware: [limitByAddress],
  request: jsonBody(setupRequestSchema),
  responses: { ...sessionAnswer('The first account, signed in'), ...errorResponses(400, 410) },
});

async function currentSession(c: Context<AppEnv>) {
  const hash = sessionCookieHash(c);
  if (!hash) throw unauthorized('Sign in first');
  return { hash, ...(await liveSession(c, hash)) };
}

/** Signing in and out of the dashboard, and what the signed-in person may do. */
export function registerAccountRoutes(app: Router) {
  app.openapi(signInRoute, async (c) =>
    answerSignedIn(c, await signIn(dbOf(c), c.req.valid('json'), accountActing(c), passwordCostOf(c))),
  );

  app.openapi(demoAccountRoute, (c) => c.json(demoAccount(c), 200));

  app.openapi(setupRoute, async (c) => {
    const { token, ...request } = c.req.valid('json');
    const expected = c.get('deps').setupTokenHash;
    const matches = Boolean(expected) && secretMatches(token, expected!);
    return answerSignedIn(c, await setUpFirstAccount(dbOf(c), matches, request, accountActing(c), passwordCostOf(c)));
  });

  app.openapi(demoSignInRoute, async (c) =>
    answerSignedIn(c, await signInDemoOwner(dbOf(c), demoAccount(c).email, accountActing(c))),
  );

  app.openapi(invitationRoute, async (c) =>
    c.json(await describeInvitation(dbOf(c), c.req.valid('query').token, accountNow(c)), 200),
  );

  app.openapi(acceptRoute, async (c) =>
    answerSignedIn(c, await acceptWithPassword(dbOf(c), c.req.valid('json'), accountActing(c), passwordCostOf(c))),
  );

  app.openapi(sessionRoute, async (c) => {
    const { user, session } = await currentSession(c);
    const projectId = c.req.header(projectHeader);
    const roleId = c.req.header(viewAsHeader);
    const viewAs = projectId && roleId ? { projectId, roleId } : undefined;
    return c.json(await describeSession(dbOf(c), user, session, viewAs), 200);
  });

  app.openapi(signOutRoute, async (c) => {
    const { hash, user } = await currentSession(c);
    const everywhere = c.req.valid('json').everywhere ?? false;
    await signOut(dbOf(c), { user, sessionHash: hash, everywhere }, accountActing(c));
    clearSessionCookie(c);
    return c.body(null, 204);
  });
}
