import type { z } from '@hono/zod-openapi';
import { accountSessionSchema } from '../../../contract/access.ts';

/** A required JSON body of `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

/** A 200 answering the (new) session, as every sign-in path does. */
export const sessionAnswer = (description: string) => ({
  200: { description, content: { 'application/json': { schema: accountSessionSchema } } },
});
