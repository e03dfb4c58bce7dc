import { OpenAPIHono, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getPath } from 'hono/utils/url';
import { errorBodySchema } from '../../contract/common.ts';
import { invalidInput } from '../operations/failures.ts';
import type { AppEnv } from './env.ts';

/** The app's router is built here, so every validation failure answers the interface's error body. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    // Clients configured with a trailing slash request `//v1/...`, and the SDK posts to `/v1/vouchers/`: route
    // those like `/v1/...` and `/v1/vouchers`, as the hosted service does.
    getPath: (req) =>
      getPath(req)
        .replace(/^\/{2,}/, '/')
        .replace(/(.)\/+$/, '$1'),
    defaultHook: (result) => {
      if (!result.success) throw invalidInput(result.error);
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/** The error body as an OpenAPI response, for routes to list their failures. */
export const errorResponses = (...statuses: (400 | 401 | 403 | 404 | 409 | 410 | 413 | 417 | 429)[]) => {
  const descriptions = {
    400: 'Invalid request',
    401: 'Missing or wrong credentials',
    403: 'Not allowed',
    404: 'Not found',
    409: 'Duplicate',
    410: 'No longer valid',
    413: 'Body too large',
    417: 'Expectation not met',
    429: 'Too many requests',
  };
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s], content: { 'application/json': { schema: errorBodySchema } } },
    ]),
  );
};

/**
 * The body media types each operation declares, looked up by the matched route (`c.req.routePath`), so an error can
 * name what the operation expects. Read from the OpenAPI registry, the same declarations that validate bodies.
 */
export function bodyMediaTypes(app: Router) {
  let byRoute: Map<string, string[]> | undefined;
  return (c: Context<AppEnv>) => {
    byRoute ??= new Map(
      app.openAPIRegistry.definitions.flatMap((d) =>
        d.type === 'route'
          ? [
              [
                `${d.route.method.toUpperCase()} ${d.route.path.replace(/\{(\w+)\}/g, ':$1')}`,
                Object.keys(d.route.request?.body?.content ?? {}),
              ] as const,
            ]
          : [],
      ),
    );
    return byRoute.get(`${c.req.method} ${c.req.routePath}`) ?? [];
  };
}

/** A required JSON body of `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** A JSON response of the given schema. */
export const jsonAnswer = <S extends z.ZodType>(description: string, schema: S) => ({
  description,
  content: { 'application/json': { schema } },
});
