import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { FidelityOutcome } from '../../qa/fidelity.ts';
import type { AppEnv } from '../env.ts';

/** The official document's checks, loaded the first time an answer is checked: QA mode only, never at start. */
export const official = () => import('../../official/official-schema.ts');
const judgement = () => import('../../official/answer-judgement.ts');

/** Official operations live under these; Promodesk's own (`/promodesk/…`) are never checked. */
const officialPrefix = /^\/(v1|client\/v1|management\/v1)\//;

/** The JSON body the request was read with (every JSON body is read before its route: json-body.ts), parsed. */
async function requestJson(c: Context<AppEnv>): Promise<unknown> {
  // Hono caches body reads as promises, though its type names the resolved value.
  const cached = c.req.bodyCache.text as unknown as Promise<string> | undefined;
  if (!cached) return undefined;
  try {
    return JSON.parse(await cached);
  } catch {
    return undefined;
  }
}

/**
 * The check of a journaled answer, run after the answer has gone: undefined at once for Promodesk's own
 * operations; for an official one, its judgement by the pinned official document (status, schema, no null where
 * the document allows none), the hosted service's defaults and its changelog (official/answer-judgement.ts).
 */
export function checkOfficialAnswer(
  c: Context<AppEnv>,
  requestId: string,
): Promise<FidelityOutcome | undefined> | undefined {
  // The operation's own route: the last matched one of the request's method with a path of its own (catch-alls
  // such as the dashboard's `GET *`, added after every operation, and `*` middleware are not operations).
  const route = matchedRoutes(c)
    .filter((r) => r.method === c.req.method && !r.path.includes('*'))
    .at(-1)?.path;
  if (!route || !officialPrefix.test(route)) return undefined;
  const method = c.req.method;
  const status = c.res.status;
  const path = c.req.path;
  const text = c.res.clone().text();
  const request = requestJson(c);
  return (async () => {
    const [{ officialOperations, pathTemplate }, { judgeAnswer }] = await Promise.all([official(), judgement()]);
    const template = route.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    if (!officialOperations.has(`${method.toLowerCase()} ${pathTemplate(template)}`)) return undefined;
    const judged = judgeAnswer({ method, template, status, request: await request, text: await text });
    return { operation: `${method} ${template}`, requestId, path, status, judgement: judged };
  })();
}
