import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env.ts';
import { invalidPayload } from '../operations/failures.ts';

/**
 * Deepest nesting any JSON body may have. The interface's deepest shape (an order item's product metadata) is far
 * shallower; much deeper documents overflow the stack wherever they are serialized again (JSON.stringify recurses).
 */
export const maxJsonDepth = 64;

const jsonType = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Checks every JSON request body once, before any route reads it:
 * - an empty body counts as `{}`, as the official clients send optional bodies (`Content-Type: application/json`
 *   and nothing else);
 * - malformed JSON is a 400 that says so;
 * - no object may hold a `__proto__` key: assigning it (as zod's record parsing does) changes the object's
 *   prototype instead of adding a field, so the field would be silently dropped or worse;
 * - nesting is bounded by `maxJsonDepth`;
 * - no string or key may hold a NUL character: PostgreSQL text cannot hold one, so it would fail as a statement
 *   wherever a route happens to store or compare it.
 * Routes then parse the same text again through their validators (`c.req.json()` reads the cached text).
 */
export const jsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!jsonType.test(c.req.header('content-type') ?? '')) return next();
  const text = await c.req.text();
  if (text.trim() === '') {
    // Hono caches body reads as promises, though its type names the resolved value.
    c.req.bodyCache.text = Promise.resolve('{}') as unknown as string;
    return next();
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = `The body is not valid JSON: ${(error as Error).message}`;
    throw invalidPayload(message, [{ path: '', message }]);
  }
  checkJsonValue(value);
  return next();
};

/** A field of the body refused: `details` names it (`body` for the whole), `errors` carries it as data. */
const refuse = (path: string, message: string) => invalidPayload(`${path || 'body'}: ${message}`, [{ path, message }]);

/** Walks the value without recursion (its depth is what is being checked). */
function checkJsonValue(root: unknown) {
  const pending: { value: unknown; depth: number; path: string }[] = [{ value: root, depth: 0, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, depth, path } = item;
    if (typeof value === 'string' && value.includes('\0')) throw refuse(path, 'Remove the NUL character (\\u0000)');
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxJsonDepth) throw refuse(path, `nested deeper than ${maxJsonDepth} levels`);
    for (const key of Object.keys(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key === '__proto__') throw refuse(at, '"__proto__" is not allowed as a key');
      if (key.includes('\0'))
        throw refuse(at.replaceAll('\0', '\\u0000'), 'Remove the NUL character (\\u0000) from the key');
      pending.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, path: at });
    }
  }
}
