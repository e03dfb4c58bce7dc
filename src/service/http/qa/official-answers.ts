import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { FidelityOutcome } from '../../qa/fidelity.ts';
import type { AppEnv } from '../env.ts';

/** The official document's checks, loaded the first time an answer is checked: QA mode only, never at start. */
export const official = () => import('../../official/official-schema.ts');

/** Official operations live under these; Promodesk's own (`/promodesk/…`) are never checked. */
const officialPrefix = /^\/(v1|client\/v1|management\/v1)\//;

/**
 * The check of a journaled answer against the pinned official document, run after the answer has gone: undefined
 * at once for Promodesk's own operations; for an official one, whether its status is described and its body
 * conforms (schema, and no null where the document allows none).
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
  const body = c.res.clone().text();
  return (async () => {
    const { officialAnswer, officialErrors, officialNullErrors, officialOperations, pathTemplate } = await official();
    const template = route.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
    if (!officialOperations.has(`${method.toLowerCase()} ${pathTemplate(template)}`)) return undefined;
    const outcome = { operation: `${method} ${template}`, requestId, path, status };
    const described = officialAnswer(method, template, status);
    if (described === 'undescribed') return { ...outcome, errors: undefined };
    const text = await body;
    if (described === 'empty')
      return { ...outcome, errors: text ? ['answered a body where the document gives none'] : [] };
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { ...outcome, errors: ['the body is not JSON'] };
    }
    const errors = [
      ...officialErrors(method, template, status, parsed),
      ...officialNullErrors(method, template, status, parsed),
    ];
    return { ...outcome, errors };
  })();
}
