import type { Context, MiddlewareHandler } from 'hono';
import { DomainFailure, type FailureKind } from '../../operations/failures.ts';
import { qaScope, type QaScope } from '../../qa/context.ts';
import type { FaultHit } from '../../qa/faults.ts';
import type { QaMode } from '../../qa/mode.ts';
import type { AppEnv, Principal } from '../env.ts';
import { checkOfficialAnswer } from './official-answers.ts';

/** Body fields never kept in a journal, whatever the request. */
const secretField = /password|secret|token/i;

/** Bodies longer than this are journaled as their size only, so 1,000 entries stay small. */
const keptBodyChars = 16 * 1024;

/** The JSON body the request was read with, secrets blanked; other bodies are not kept. */
async function journalBody(c: Context<AppEnv>): Promise<unknown> {
  const cached = c.req.bodyCache.text as unknown as Promise<string> | undefined;
  if (!cached || !/json/i.test(c.req.header('content-type') ?? '')) return null;
  const text = await cached;
  if (text.length > keptBodyChars) return `[not kept: ${text.length} characters]`;
  try {
    return JSON.parse(text, (key, value: unknown) => (secretField.test(key) ? '[hidden]' : value));
  } catch {
    return null;
  }
}

/**
 * QA mode: every request runs in a scope the guards bind to its project (so the project's clock and ids apply),
 * and a bound request answers with the project's time (`X-Promodesk-Clock`) and lands in its journal.
 */
export const qaRequests =
  (qa: QaMode): MiddlewareHandler<AppEnv> =>
  (c, next) => {
    const scope: QaScope = { projectId: undefined, ids: undefined, webhookEvents: [] };
    return qaScope.run(scope, async () => {
      try {
        await next();
      } finally {
        if (scope.projectId) qa.requests.leave(scope.projectId);
      }
      if (!scope.projectId) return;
      // The project's time, so a dashboard under test follows its clock (lib/service-clock.ts).
      c.header('X-Promodesk-Clock', qa.now().toISOString());
      const url = new URL(c.req.url);
      const project = qa.project(scope.projectId);
      const checked = checkOfficialAnswer(c, c.get('requestId'));
      if (checked) {
        project.fidelity.track(checked);
        qa.storeFidelity.track(checked);
      }
      project.journal.record({
        request_id: c.get('requestId'),
        method: c.req.method,
        path: url.pathname,
        query: url.search.slice(1),
        status: c.res.status,
        body: await journalBody(c),
        at: qa.now().toISOString(),
        webhookEventIds: scope.webhookEvents ?? [],
      });
      if (scope.slowBodyMs !== undefined) c.res = await trickled(c.res, scope.slowBodyMs);
    });
  };

/** The server errors a tester may inject: the kind that renders the chosen status, and the key it carries. */
const serverErrors: Record<number, { kind: FailureKind; key: string }> = {
  500: { kind: 'internal', key: 'internal_server_error' },
  502: { kind: 'bad_gateway', key: 'bad_gateway' },
  503: { kind: 'unavailable', key: 'service_unavailable' },
  504: { kind: 'upstream_timeout', key: 'gateway_timeout' },
};

/**
 * A fault that hit: waits its drawn delay, then fails with its status (a 429 with the hosted service's rate-limit
 * headers), drops the connection (in-process requests, having none, get a 503), or lets the request run with its
 * answer to be trickled.
 */
async function applyFault(c: Context<AppEnv>, scope: QaScope, { fault, delayMs }: FaultHit) {
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  const details = `Injected by QA mode for ${fault.method ?? 'any method'} ${fault.path}`;
  if (fault.drop) {
    c.env?.incoming?.socket.destroy();
    throw new DomainFailure({ ...serverErrors[503]!, message: 'Connection dropped', details });
  }
  if (fault.slow_body_ms !== undefined) scope.slowBodyMs = fault.slow_body_ms;
  if (fault.status === undefined) return;
  if (fault.status === 429) {
    c.header('X-Rate-Limit-Limit', '0');
    c.header('X-Rate-Limit-Remaining', '0');
    c.header('Retry-After', String(fault.retry_after_s ?? 1));
    throw new DomainFailure({ kind: 'limit_reached', key: 'too_many_requests', message: 'Too many requests', details });
  }
  throw new DomainFailure({ ...serverErrors[fault.status]!, message: 'Server error', details });
}

/** Pieces a slowed answer is sent in, spread evenly over the fault's time. */
const trickledPieces = 10;

/** The answer with the same status and headers, its body sent in pieces over `ms`. */
async function trickled(response: Response, ms: number) {
  const body = new Uint8Array(await response.arrayBuffer());
  const size = Math.ceil(body.length / trickledPieces);
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (let at = 0; at < body.length; at += size) {
        await new Promise((resolve) => setTimeout(resolve, ms / trickledPieces));
        controller.enqueue(body.subarray(at, at + size));
      }
      controller.close();
    },
  });
  return new Response(stream, { status: response.status, headers: response.headers });
}

/**
 * Binds a QA-mode request to the project its credentials (or, for management keys, its path) name, then applies
 * the project's first matching fault. QA's own control paths are never bound, journaled or faulted.
 */
export async function enterQaProject(c: Context<AppEnv>, principal: Principal) {
  const qa = c.get('deps').qa;
  const scope = qaScope.getStore();
  if (!qa || !scope || c.req.path.startsWith('/promodesk/qa/')) return;
  // Management keys name their project in the path, which may not exist: only a project QA mode knows is bound.
  const projectId = principal.kind === 'management' ? c.req.param('projectId') : principal.projectId;
  if (!projectId || (principal.kind === 'management' && !qa.knows(projectId))) return;
  await qa.requests.enter(projectId);
  const hit = qa.bind(scope, projectId).faults.take(c.req.method, c.req.path);
  if (hit) await applyFault(c, scope, hit);
}
