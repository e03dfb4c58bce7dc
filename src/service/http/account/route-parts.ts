import { accountSessionSchema } from '../../../contract/access.ts';

/** A 200 answering the (new) session, as every sign-in path does. */
export const sessionAnswer = (description: string) => ({
  200: { description, content: { 'application/json': { schema: accountSessionSchema } } },
});
